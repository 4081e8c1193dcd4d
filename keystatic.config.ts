/**
 * The visual editor for the pages (`npm run edit`, then http://127.0.0.1:4321/keystatic): Keystatic in local mode,
 * writing the same MDX files in content/pages. Loaded only by `npm run edit`, never by a build. The fields follow
 * src/domain/site/page-schema.ts; where a page points at the site's data, the editor offers the values the build accepts
 * (src/domain/site/editor-choices.ts).
 */
import { collection, config, fields } from '@keystatic/core';
import { block, inline, mark, wrapper } from '@keystatic/core/content-components';
import { createElement } from 'react';
import { editorChoices, parentChoices, type Choice } from './src/domain/site/editor-choices.ts';
import { formatAmountById, formatNumberById } from './src/domain/amounts/amount-lookup.ts';
import { centreFact } from './src/domain/centre/centre-facts.ts';

const pageFiles = Object.keys(import.meta.glob('./content/pages/**/*.mdx'));

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

const LANGUAGES = { pl: 'polski', uk: 'ukraiński', en: 'angielski' } as const;

const languageSelect = (label: string, codes: (keyof typeof LANGUAGES)[]) =>
  fields.select({
    label,
    options: codes.map((code) => ({ label: LANGUAGES[code], value: code })),
    defaultValue: codes[0] ?? 'pl',
  });

const headingLevel = (description: string) =>
  fields.integer({ label: 'Poziom nagłówka', description, validation: { isRequired: false, min: 2, max: 4 } });

const anchor = fields.text({
  label: 'Kotwica (opcjonalnie)',
  description: 'Identyfikator do odnośników w obrębie strony, np. a11y-status.',
});

/** What an inline component shows in the editor: the words the page will show, so the sentence reads as on the site. */
const preview = (show: () => string) => {
  try {
    return show();
  } catch {
    return '(nie znaleziono – wybierz inną)';
  }
};

/**
 * Blocks that show a part of the site's data on the one page made for it; they take nothing. (Keystatic cannot keep
 * a block out of the insert menu and still allow it at the top level of a page, so their descriptions say where
 * they belong.)
 */
const dataBlocks = Object.fromEntries(
  (
    [
      ['SectionPhones', 'Telefony działów', 'Telefony działów ośrodka (strona Kontakt).'],
      ['StaffDepartments', 'Kadra', 'Działy i pracownicy ośrodka (tylko strona Kadra).'],
      [
        'DataProtectionOfficers',
        'Inspektorzy ochrony danych',
        'Kontakt do inspektorów ochrony danych (strona Ochrona danych osobowych).',
      ],
      [
        'DownloadSections',
        'Formularze według działów',
        'Wszystkie formularze według działów (tylko strona Pliki do pobrania).',
      ],
      [
        'SelfCheckForm',
        'Formularz „Sprawdź, jaka pomoc Ci przysługuje”',
        'Kalkulator dochodu (tylko strona Sprawdź uprawnienia).',
      ],
      [
        'HeatingVoucherAmounts',
        'Kwoty bonu ciepłowniczego',
        'Tabela kwot bonu z danych kwot (strona Bon ciepłowniczy).',
      ],
      ['HousingAreaNorms', 'Normy powierzchni', 'Tabela norm powierzchni z danych kwot (strona Dodatek mieszkaniowy).'],
      [
        'SignLanguageRecording',
        'Nagranie w polskim języku migowym',
        'Film z informacją o ośrodku w PJM (strona Język migowy).',
      ],
      [
        'RegisteredFilesList',
        'Pliki dodane przez administratora',
        'Pliki z panelu administratora (tylko strona Pliki do pobrania).',
      ],
    ] as const
  ).map(([name, label, description]) => [name, block({ label, description, schema: {} })]),
);

const components = {
  Amount: inline({
    label: 'Kwota',
    description:
      'Kwota lub liczba z danych strony (src/domain/amounts); zmienia się w jednym miejscu dla wszystkich stron.',
    schema: {
      id: select('Która kwota', editorChoices.amounts),
      since: checkbox('Dopisz, od kiedy obowiązuje', false),
      unit: checkbox('Z jednostką (zł, %, m²)', true),
      strong: checkbox('Wyróżnij (pogrubienie)', false),
    },
    ContentView: ({ value }) => preview(() => (value.unit ? formatAmountById(value.id) : formatNumberById(value.id))),
  }),
  Centre: inline({
    label: 'Dane ośrodka',
    description: 'Adres, telefon, godziny i inne dane ośrodka z jednego miejsca (src/domain/centre/centre.ts).',
    schema: {
      field: select('Która informacja', editorChoices.centreFacts),
      text: fields.text({
        label: 'Tekst odnośnika (opcjonalnie)',
        description: 'Zamiast samego adresu, np. „Biuletynie Informacji Publicznej”.',
      }),
      strong: checkbox('Wyróżnij (pogrubienie)', false),
      id: anchor,
    },
    ContentView: ({ value }) => preview(() => value.text || centreFact(value.field).text),
  }),
  Status: inline({
    label: 'Stan naboru lub edycji',
    description:
      'Czy nabór trwa, kiedy się zaczyna lub skończył, liczone na dzień publikacji (src/domain/timeline/timeline.ts).',
    schema: {
      of: select('Nabór lub edycja', editorChoices.statuses),
      period: checkbox('Pokaż też daty', false),
    },
  }),
  HowToApply: block({
    label: 'Jak złożyć wniosek',
    description:
      'Gdzie, kiedy i jak złożyć wniosek o świadczenie z tej strony; treść jest w rejestrze świadczeń (src/domain/benefits).',
    schema: {},
  }),
  CardGrid: block({
    label: 'Karty stron podrzędnych',
    description: 'Karty wszystkich stron, które mają tę stronę jako rodzica.',
    schema: { level: headingLevel('Poziom tytułów kart (domyślnie 2).') },
  }),
  Documents: wrapper({
    label: 'Lista dokumentów',
    description:
      'Dokumenty PDF z rejestru (src/domain/documents): wybierz gotową listę albo wpisz w środku adresy plików, każdy jako punkt listy.',
    schema: {
      list: unlessDefault(
        select('Gotowa lista', [{ label: 'Adresy wpisane w środku', value: '' }, ...editorChoices.documentLists]),
      ),
    },
  }),
  DocumentLink: inline({
    label: 'Odnośnik do dokumentu',
    description: 'Odnośnik do dokumentu PDF z rejestru, z jego rodzajem i rozmiarem.',
    schema: {
      href: fields.text({ label: 'Adres pliku', description: 'Np. /documents/PS/wniosek_o_pomoc_spoleczna.pdf' }),
      title: fields.text({ label: 'Tekst odnośnika (domyślnie tytuł z rejestru)' }),
    },
  }),
  ...dataBlocks,
  CentreAddress: block({
    label: 'Adres ośrodka',
    description: 'Nazwa i adres pocztowy ośrodka z danych ośrodka.',
    schema: {},
  }),
  CentreFacts: block({
    label: 'Lista danych ośrodka',
    description: 'Lista nazw i danych ośrodka (telefon, e-mail, numer konta…), każda z danych ośrodka.',
    schema: {
      items: fields.array(
        fields.object({
          term: fields.text({ label: 'Nazwa', validation: { length: { min: 1 } } }),
          fields: fields.multiselect({ label: 'Dane (kilka łączy przecinek)', options: editorChoices.centreFacts }),
        }),
        { label: 'Pozycje', itemLabel: (item) => item.fields.term.value },
      ),
    },
  }),
  Definitions: block({
    label: 'Lista pojęć',
    description: 'Pojęcia lub skróty i ich znaczenie.',
    schema: {
      items: fields.array(
        fields.object({
          term: fields.text({ label: 'Pojęcie', validation: { length: { min: 1 } } }),
          description: fields.text({ label: 'Znaczenie', validation: { length: { min: 1 } } }),
        }),
        { label: 'Pojęcia', itemLabel: (item) => item.fields.term.value },
      ),
    },
  }),
  Part: wrapper({
    label: 'Fragment z identyfikatorem',
    description: 'Część strony z identyfikatorem wymaganym przez wzór (np. a11y-status w deklaracji dostępności).',
    schema: { id: fields.text({ label: 'Identyfikator', validation: { length: { min: 1 } } }) },
  }),
  Lang: mark({
    label: 'Wyrażenie w innym języku',
    icon: createElement('span', { 'aria-hidden': true }, 'Aa'),
    tag: 'span',
    schema: {
      lang: languageSelect('Język wyrażenia', ['pl', 'uk', 'en']),
    },
  }),
  InfoBox: wrapper({
    label: 'Ramka z informacją',
    description: 'Wyróżniona ramka: informacja albo ostrzeżenie.',
    schema: {
      title: fields.text({ label: 'Nagłówek ramki' }),
      variant: unlessDefault(
        select('Rodzaj', [
          { label: 'Informacja', value: 'info' },
          { label: 'Ostrzeżenie', value: 'warning' },
        ]),
      ),
      level: headingLevel('Poziom nagłówka ramki (domyślnie 3).'),
    },
  }),
  Collapsible: wrapper({
    label: 'Sekcja rozwijana',
    description: 'Sekcja, którą mieszkaniec rozwija przyciskiem; bez JavaScriptu też działa.',
    schema: {
      title: fields.text({ label: 'Tytuł sekcji', validation: { length: { min: 3 } } }),
      open: checkbox('Otwarta na początku', false),
      prompt: fields.text({ label: 'Tekst przycisku (opcjonalnie)' }),
      id: anchor,
    },
  }),
  LegalBasis: wrapper({
    label: 'Podstawa prawna',
    description: 'Lista aktów prawnych pod nagłówkiem „Podstawa prawna”.',
    schema: {
      title: fields.text({ label: 'Nagłówek (domyślnie „Podstawa prawna”)' }),
      level: headingLevel('Poziom nagłówka (domyślnie 2).'),
    },
  }),
  Table: wrapper({
    label: 'Tabela z podpisem',
    description: 'Tabela z podpisem, który czytniki ekranu odczytują przed jej treścią.',
    schema: { caption: fields.text({ label: 'Podpis tabeli', validation: { length: { min: 3 } } }) },
  }),
  // Written in a paragraph of its own (`<ButtonLink href="…">Przejdź do…</ButtonLink>`): a mark around its words.
  ButtonLink: mark({
    label: 'Odnośnik jak przycisk (jeden, najważniejszy następny krok)',
    icon: createElement('span', { 'aria-hidden': true }, '▶'),
    tag: 'a',
    schema: { href: fields.text({ label: 'Adres', description: 'Np. /kontakt albo https://…' }) },
  }),
  // Around words in a sentence, so a mark: the editor keeps the text and asks for the address.
  ExternalLink: mark({
    label: 'Odnośnik do innego serwisu (otwiera się w nowej karcie)',
    icon: createElement('span', { 'aria-hidden': true }, '↗'),
    tag: 'a',
    schema: { href: fields.url({ label: 'Adres (https://…)', validation: { isRequired: true } }) },
  }),
};

const pageFields = (lang: 'pl' | 'uk') => ({
  title: fields.slug({
    name: {
      label: 'Tytuł',
      description: 'Jedyny nagłówek h1 strony i tytuł karty przeglądarki.',
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
  ui: { brand: { name: 'Strona ośrodka: edycja treści' } },
  collections: {
    pages: collection({
      label: 'Strony',
      path: 'content/pages/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      schema: pageFields('pl'),
    }),
    pagesUk: collection({
      label: 'Strony po ukraińsku',
      path: 'content/pages/uk/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      schema: pageFields('uk'),
    }),
  },
});
