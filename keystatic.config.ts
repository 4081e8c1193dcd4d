/**
 * The visual editor for the pages (`npm run edit`, then http://127.0.0.1:4321/keystatic): Keystatic in local mode,
 * writing the same MDX files in content/pages. Loaded only by `npm run edit`, never by a build. The fields follow
 * src/domain/site/page-schema.ts, and the components' fields their contracts (src/components/mdx/contracts); where
 * a page points at the site's data, the editor offers the values the build accepts (src/domain/site/editor-choices.ts).
 * Besides the shared pages, marked as such (a change there reaches every centre), it edits the selected centre's
 * (`CENTRE`) own pages and data files, and only that centre's: it knows no other centre's paths.
 */
import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import { block, inline, mark, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import { createElement } from 'react';
import { centreSectionChoices, editorChoices, parentChoices, type Choice } from './src/domain/site/editor-choices.ts';
import { formatAmountById, formatNumberById } from './src/domain/amounts/amount-lookup.ts';
import { centreFact } from './src/domain/centre/centre-facts.ts';
import { DEFAULT_RESPONSIBLE, DEFAULT_REVIEW_MONTHS } from './src/domain/site/page-record-schema.ts';
import { fileFields } from './src/integrations/centre/editor-fields.ts';
import centreEditor from 'virtual:centre/editor';
import centreSite from 'virtual:centre/site';
import {
  contracts,
  languageNames,
  type ComponentContract,
  type ComponentName,
  type PropContract,
  type PropsOf,
} from './src/components/mdx/contracts/index.ts';

const pageFiles = [
  ...Object.keys(import.meta.glob('./content/pages/**/*.mdx')),
  ...centreSite.pages.own.map((page) => `./${centreSite.folder}/pages/${page}.mdx`),
];

/** What every shared page's list says: a change there is a change for every centre that runs the site. */
const SHARED = 'Strona wspólna — zmiana dotyczy wszystkich ośrodków';
const ofCentre = `ośrodka ${centreEditor.shortName}`;

/** The centre's data files, each a singleton with fields of its own shape (the examples stay marked `PRZYKŁAD`). */
const fileLabels: Record<(typeof centreEditor.files)[number]['name'], string> = {
  'centre.yaml': 'Dane',
  'staff.yaml': 'Kadra',
  'documents.yaml': 'Dokumenty',
  'amounts.yaml': 'Kwoty',
  'theme.yaml': 'Kolory',
  'search.yaml': 'Hasła wyszukiwarki',
};
const centreFiles = Object.fromEntries(
  centreEditor.files.map(({ name, data }) => [
    `centre-${name.replace(/\.yaml$/, '')}`,
    singleton({
      label: `${fileLabels[name]} ${ofCentre} (${name})`,
      path: `${centreEditor.folder}/${name.replace(/\.yaml$/, '')}`,
      format: { data: 'yaml' },
      schema: fileFields(data),
    }),
  ]),
);

/**
 * A field the editor writes into the file only when it differs from its default, as the pages are written by
 * hand: `<Amount id="…" />` rather than `<Amount id="…" since={false} unit strong={false} />`, and no
 * `lang: pl` in every frontmatter. Reading an absent value gives the default, so nothing changes meaning.
 */
function unlessDefault<
  Value,
  Field extends { defaultValue: Value | (() => Value); serialize(value: Value): { value: unknown } },
>(field: Field): Field {
  const defaultValue =
    typeof field.defaultValue === 'function' ? (field.defaultValue as () => Value)() : field.defaultValue;
  return {
    ...field,
    serialize: (value: Value) => (value === defaultValue ? { value: undefined } : field.serialize(value)),
  };
}

const checkbox = (label: string, defaultValue: boolean) => unlessDefault(fields.checkbox({ label, defaultValue }));

const select = (label: string, options: Choice[], description?: string) =>
  fields.select({ label, description, options, defaultValue: options[0]?.value ?? '' });

const optionalNumber = (label: string, description: string) =>
  fields.integer({ label, description, validation: { isRequired: false } });

const languageSelect = (label: string, codes: (keyof typeof languageNames)[]) =>
  fields.select({
    label,
    options: codes.map((code) => ({ label: languageNames[code], value: code })),
    defaultValue: codes[0] ?? 'pl',
  });

/** What an inline component shows in the editor: the words the page will show, so the sentence reads as on the site. */
const previews: { [Name in ComponentName]?: (props: PropsOf<(typeof contracts)[Name]>) => string } = {
  Amount: (amount) => (amount.unit ? formatAmountById(amount.id) : formatNumberById(amount.id)),
  Centre: (fact) => fact.text || centreFact(fact.field).text,
};

const shownOrNotFound = (show: () => string) => {
  try {
    return show();
  } catch {
    return '(nie znaleziono – wybierz inną)';
  }
};

/**
 * One of the contract's options or of the site's data. It starts at the value an absent prop means, and such a
 * prop is left out of the file; a prop without one must be written and starts at the first value.
 */
function choiceField(prop: Extract<PropContract, { type: 'choice' }>) {
  const noneChosen = 'from' in prop && prop.none !== undefined ? [{ label: prop.none, value: '' }] : [];
  const options: Choice[] =
    'options' in prop
      ? Object.entries(prop.options).map(([value, label]) => ({ label, value }))
      : [...noneChosen, ...editorChoices[prop.from]];
  const absentMeans = 'default' in prop ? prop.default : noneChosen[0]?.value;
  const field = fields.select({
    label: prop.label,
    description: prop.description,
    options,
    defaultValue: absentMeans ?? options[0]?.value ?? '',
  });
  return absentMeans === undefined ? field : unlessDefault(field);
}

function editorField(prop: PropContract): ComponentSchema {
  const { label, description } = prop;
  switch (prop.type) {
    case 'text':
      return fields.text({
        label,
        description,
        ...(prop.minLength === undefined ? {} : { validation: { length: { min: prop.minLength } } }),
      });
    case 'url':
      return fields.url({ label, description, validation: { isRequired: true } });
    case 'boolean':
      return checkbox(label, prop.default);
    case 'choice':
      return choiceField(prop);
    case 'choices':
      return fields.multiselect({ label, description, options: editorChoices[prop.from] });
    case 'headingLevel':
      // Left empty, the component uses its default level.
      return fields.integer({ label, description, validation: { isRequired: false, min: 2, max: 4 } });
    case 'list':
      return fields.array(fields.object(editorFields(prop.item)), {
        label,
        description,
        itemLabel: (item) => String((item.fields[prop.itemLabel] as { value: unknown }).value),
      });
  }
}

const editorFields = (props: Record<string, PropContract>) =>
  Object.fromEntries(Object.entries(props).map(([name, prop]) => [name, editorField(prop)]));

function editorComponent(contract: ComponentContract, show?: (props: never) => string): ContentComponent {
  const { label, description } = contract;
  const schema = editorFields(contract.props);
  switch (contract.kind) {
    case 'inline':
      return inline({
        label,
        description,
        schema,
        // The value holds the contract's props: the schema was made from the same contract.
        ...(show && { ContentView: ({ value }: { value: unknown }) => shownOrNotFound(() => show(value as never)) }),
      });
    case 'block':
      return block({ label, description, schema });
    case 'wrapper':
      return wrapper({ label, description, schema });
    case 'mark':
      return mark({
        label,
        icon: createElement('span', { 'aria-hidden': true }, contract.icon),
        tag: contract.tag,
        schema,
      });
  }
}

const components = Object.fromEntries(
  Object.entries<ComponentContract>(contracts)
    .filter(([, contract]) => contract.inEditor !== false)
    .map(([name, contract]) => [name, editorComponent(contract, previews[name as ComponentName])]),
);

const pageFields = (lang: 'pl' | 'uk', owner: 'shared' | 'centre') => ({
  title: fields.slug({
    name: {
      label: 'Tytuł',
      description: `${owner === 'shared' ? `${SHARED}. ` : ''}Jedyny nagłówek h1 strony i tytuł karty przeglądarki.`,
      validation: { length: { min: 3 } },
    },
    slug: { label: 'Adres strony', description: 'Część adresu po ukośniku; po publikacji lepiej jej nie zmieniać.' },
  }),
  description: fields.text({
    label: 'Opis',
    description: 'Jedno lub dwa zdania dla wyszukiwarek i podglądu linku (50–200 znaków).',
    multiline: true,
    validation: { length: { min: 50, max: 200 } },
  }),
  parent: unlessDefault(
    select('Rodzic', parentChoices(pageFiles), 'Strona nadrzędna albo grupa menu; strona bez rodzica nie jest w menu.'),
  ),
  order: optionalNumber('Kolejność', 'Pozycja wśród stron o tym samym rodzicu (10, 20, 30…).'),
  menuTitle: fields.text({ label: 'Tytuł w menu (opcjonalnie)', description: 'Krótszy tytuł do menu i kart.' }),
  // A Polish page's title in the menus of the Ukrainian pages; a Ukrainian page has its own title.
  ...(lang === 'pl'
    ? {
        menuTitleUk: fields.text({
          label: 'Tytuł w menu po ukraińsku (opcjonalnie)',
          description:
            'Tytuł tej strony w menu stron ukraińskich, cyrylicą. Bez niego menu pokazuje tytuł polski, oznaczony jako polski.',
        }),
      }
    : {}),
  cardText: fields.text({ label: 'Tekst karty (opcjonalnie)', description: 'Jedno krótkie zdanie na karcie strony.' }),
  indexCard: checkbox('Karta na stronie rodzica', true),
  homeCard: optionalNumber('Pozycja karty na stronie głównej', 'Tylko dla stron pokazywanych na stronie głównej.'),
  homeLink: optionalNumber('Pozycja na liście form pomocy na stronie głównej', 'Tylko dla stron z tej listy.'),
  section: fields.select({
    label: 'Dział (nad tytułem)',
    options: [{ label: 'Jak u rodzica', value: '' }, ...editorChoices.sections],
    defaultValue: '',
  }),
  lastReviewed: fields.date({
    label: 'Data sprawdzenia treści',
    description: 'Kiedy treść sprawdzono z aktualnymi przepisami i kwotami.',
    validation: { isRequired: true },
  }),
  // The page's record (src/domain/site/page-record-schema.ts), in the order the schema lists it.
  published: fields.date({
    label: 'Data publikacji',
    description: 'Kiedy strona ukazała się po raz pierwszy.',
    validation: { isRequired: true },
  }),
  changes: fields.array(
    fields.object({
      date: fields.date({ label: 'Data zmiany', validation: { isRequired: true } }),
      kind: fields.select({
        label: 'Rodzaj zmiany',
        options: [
          { label: 'Ważna (z opisem, na liście zmian)', value: 'important' },
          { label: 'Poprawka (literówka, bez opisu)', value: 'correction' },
        ],
        defaultValue: 'important',
      }),
      note: fields.text({ label: 'Opis zmiany', description: 'Dla ważnej zmiany, np. „Nowe kwoty od 1 stycznia”.' }),
    }),
    {
      label: 'Zmiany strony',
      description: 'Od najstarszej; nową zmianę dopisz na końcu.',
      itemLabel: (item) => `${item.fields.date.value ?? ''} ${item.fields.note.value}`,
    },
  ),
  responsible: unlessDefault(
    fields.select({
      label: 'Odpowiada za treść',
      options: centreSectionChoices,
      defaultValue: DEFAULT_RESPONSIBLE,
    }),
  ),
  reviewEvery: unlessDefault(
    fields.integer({
      label: 'Przegląd co (miesięcy)',
      defaultValue: DEFAULT_REVIEW_MONTHS,
      description: `Bez wartości: co ${DEFAULT_REVIEW_MONTHS} miesięcy.`,
      validation: { isRequired: false, min: 1, max: 36 },
    }),
  ),
  // A page without `lang` is Polish (src/domain/site/page-schema.ts), so only a Ukrainian page writes it.
  lang: lang === 'pl' ? unlessDefault(languageSelect('Język strony', ['pl'])) : languageSelect('Język strony', ['uk']),
  translationOf: fields.text({
    label: 'Tłumaczenie strony (ścieżka polskiej strony)',
    description: 'Tylko dla stron w innym języku, np. /pomoc-dla-obywateli-ukrainy.',
  }),
  contactBlock: checkbox('Ramka kontaktowa na końcu strony', true),
  content: fields.mdx({ label: 'Treść', extension: 'mdx', components }),
});

export default config({
  storage: { kind: 'local' },
  collections: {
    pages: collection({
      label: 'Strony wspólne — zmiana dotyczy wszystkich ośrodków',
      path: 'content/pages/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      schema: pageFields('pl', 'shared'),
    }),
    pagesUk: collection({
      label: 'Strony wspólne po ukraińsku — zmiana dotyczy wszystkich ośrodków',
      path: 'content/pages/uk/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      schema: pageFields('uk', 'shared'),
    }),
    centrePages: collection({
      label: `Strony ${ofCentre}`,
      path: `${centreSite.folder}/pages/*`,
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      schema: pageFields('pl', 'centre'),
    }),
  },
  singletons: centreFiles,
  ui: {
    brand: { name: 'Strona ośrodka: edycja treści' },
    navigation: {
      [`Ośrodek: ${centreEditor.shortName}`]: ['centrePages', ...Object.keys(centreFiles)],
      'Wspólne dla wszystkich ośrodków': ['pages', 'pagesUk'],
    },
  },
});
