/**
 * The editors' reference of the components (content/komponenty.md), written from their contracts, so that it says
 * what the editor and the components do: `npm run docs:components` writes it, reference.test.ts keeps it current.
 */
import { editorChoices } from '../../../domain/site/editor-choices.ts';
import {
  isRequired,
  type ChoiceSource,
  type ComponentContract,
  type PropContract,
  type PropContracts,
} from './contract.ts';
import { contracts } from './index.ts';

export const REFERENCE_FILE = 'content/komponenty.md';

const kinds: { kind: ComponentContract['kind']; title: string; intro: string }[] = [
  {
    kind: 'inline',
    title: 'W zdaniu',
    intro: 'Stoją w środku zdania, jak słowo: `… wynosi <Amount id="…" />.`',
  },
  {
    kind: 'block',
    title: 'W osobnym akapicie',
    intro: 'Stoją same w akapicie, z pustą linią przed i po.',
  },
  {
    kind: 'wrapper',
    title: 'Wokół treści',
    intro:
      'Otaczają tekst Markdown: akapity, listy, tabele. Zostaw pustą linię po znaczniku otwierającym i przed zamykającym.',
  },
  {
    kind: 'mark',
    title: 'Wokół słów',
    intro:
      'Otaczają kilka słów zdania. W edytorze wizualnym zaznacz słowa i kliknij przycisk elementu na pasku nad treścią.',
  },
];

/** Where the values of a choice come from; the values are listed only where they are few and seldom change. */
const choiceSources: Record<ChoiceSource, { text: string; listValues?: true }> = {
  amounts: { text: 'nazwa kwoty z plików `src/domain/amounts/`: grupa, kropka, pozycja' },
  centreFacts: { text: 'nazwa pola z `src/domain/centre/centre.ts`, z kropką dla pól zagnieżdżonych' },
  statuses: { text: 'nabór lub edycja z `src/domain/timeline/timeline.ts`' },
  documentLists: { text: 'gotowa lista z `src/domain/documents/`', listValues: true },
};

const code = (text: string) => `\`${text}\``;

function characters(count: number): string {
  if (count === 1) return '1 znak';
  const lastDigit = count % 10;
  const teens = count % 100 >= 12 && count % 100 <= 14;
  return `${count} ${lastDigit >= 2 && lastDigit <= 4 && !teens ? 'znaki' : 'znaków'}`;
}

function fromData(from: ChoiceSource): string {
  const source = choiceSources[from];
  if (!source.listValues) return source.text;
  return `${source.text}: ${editorChoices[from].map((choice) => code(choice.value)).join(', ')}`;
}

function valueOf(name: string, prop: PropContract): string {
  switch (prop.type) {
    case 'text':
      return prop.minLength === undefined ? 'tekst' : `tekst, co najmniej ${characters(prop.minLength)}`;
    case 'url':
      return 'pełny adres strony, np. `https://www.gov.pl`';
    case 'boolean':
      return prop.default ? `${code(`${name}={false}`)} wyłącza` : `samo ${code(name)} włącza`;
    case 'choice':
      return 'options' in prop
        ? Object.entries(prop.options)
            .map(([value, label]) => `${code(value)} (${label})`)
            .join(', ')
        : fromData(prop.from);
    case 'choices':
      return `lista, np. ${code("['…', '…']")}; każda pozycja to ${fromData(prop.from)}`;
    case 'headingLevel':
      return `2, 3 albo 4, np. ${code(`${name}={3}`)}`;
    case 'list':
      return `lista pozycji, każda z polami: ${Object.entries(prop.item)
        .map(([itemName, item]) => `${code(itemName)} – ${item.label} (${valueOf(itemName, item)})`)
        .join('; ')}`;
  }
}

function whenAbsent(prop: PropContract): string {
  if (prop.type === 'boolean') return prop.default ? 'tak' : 'nie';
  if (prop.type === 'choice' && 'options' in prop && prop.default !== undefined) {
    return `${code(prop.default)} (${prop.options[prop.default]})`;
  }
  if (prop.type === 'choice' && 'none' in prop && prop.none !== undefined) return prop.none;
  if (prop.type === 'text' && prop.default !== undefined) return `„${prop.default}”`;
  if ('default' in prop) return String(prop.default);
  return isRequired(prop) ? '**wymagany**' : '–';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function propsTable(props: PropContracts): string[] {
  if (!Object.keys(props).length) return ['Nie ma ustawień.'];
  return [
    '| Atrybut | W edytorze | Wartość | Bez atrybutu |',
    '| --- | --- | --- | --- |',
    ...Object.entries(props).map(([name, prop]) => {
      const field = prop.description ? `**${prop.label}** – ${prop.description}` : `**${prop.label}**`;
      return `| ${[code(name), field, valueOf(name, prop), whenAbsent(prop)].map(cell).join(' | ')} |`;
    }),
  ];
}

/** How the prop is written when a page must write it. */
function written(name: string, prop: PropContract): string {
  if (prop.type !== 'list') return `${name}="…"`;
  const item = Object.entries(prop.item).map(([itemName, inner]) =>
    inner.type === 'choices' ? `${itemName}: ['…']` : `${itemName}: '…'`,
  );
  return `${name}={[{ ${item.join(', ')} }]}`;
}

function usage(name: string, contract: ComponentContract): string[] {
  const required = Object.entries(contract.props)
    .filter(([, prop]) => isRequired(prop))
    .map(([propName, prop]) => ` ${written(propName, prop)}`)
    .join('');
  switch (contract.kind) {
    case 'inline':
    case 'block':
      return [code(`<${name}${required} />`)];
    case 'wrapper':
      return ['```mdx', `<${name}${required}>`, '', '…', '', `</${name}>`, '```'];
    case 'mark':
      return [code(`<${name}${required}>słowa</${name}>`), '', `Przycisk w edytorze: **${contract.icon}**.`];
  }
}

function componentSection(name: string, contract: ComponentContract): string[] {
  return [
    `### ${name}`,
    '',
    `**${contract.label}.** ${contract.description}`,
    '',
    ...usage(name, contract),
    '',
    ...propsTable(contract.props),
    '',
  ];
}

export function componentReference(): string {
  const all = Object.entries<ComponentContract>(contracts).sort(([a], [b]) => (a < b ? -1 : 1));
  const lines = [
    '# Gotowe elementy – spis',
    '',
    '<!-- Plik powstaje z opisów elementów w src/components/mdx/contracts/. Nie zmieniaj go tutaj: popraw opis tam i uruchom `npm run docs:components`. -->',
    '',
    'Wszystkie elementy, których możesz używać na stronach bez importu, z ich ustawieniami (atrybutami). Edytor wizualny pokazuje te same nazwy i opisy. Jak pisać elementy, z przykładami: [rozdział 5 poradnika](README.md#5-gotowe-elementy-komponenty--z-przykładami).',
    '',
    'Ustawienia o wartości domyślnej (kolumna „Bez atrybutu”) pomijaj – edytor wizualny też ich nie zapisuje.',
    '',
  ];
  for (const { kind, title, intro } of kinds) {
    const ofKind = all.filter(([, contract]) => contract.kind === kind);
    lines.push(`## ${title}`, '', intro, '', ...ofKind.flatMap(([name, contract]) => componentSection(name, contract)));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
