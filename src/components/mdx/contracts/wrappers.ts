/** Components around Markdown content: the editor shows the content inside a frame with the props above it. */
import { defineContract } from './contract.ts';
import { anchor, headingLevel } from './common-props.ts';

export const Documents = defineContract({
  kind: 'wrapper',
  label: 'Lista dokumentów',
  description:
    'Dokumenty PDF z rejestru (src/domain/documents): wybierz gotową listę albo wpisz w środku adresy plików, każdy jako punkt listy.',
  props: {
    list: { type: 'choice', label: 'Gotowa lista', from: 'documentLists', none: 'Adresy wpisane w środku' },
  },
});

export const CentreText = defineContract({
  kind: 'wrapper',
  label: 'Tekst ośrodka',
  description:
    'Miejsce na stronie wspólnej, w którym każdy ośrodek ma własny tekst: plik centres/<ośrodek>/slots/<nazwa>.md. ' +
    'Treść w środku pokazuje się ośrodkowi, który takiego pliku nie ma.',
  props: {
    name: {
      type: 'text',
      label: 'Nazwa wstawki',
      description: 'Nazwa pliku w centres/<ośrodek>/slots/ bez „.md”, np. obszar-dzialania.',
      minLength: 1,
    },
  },
});

export const Part = defineContract({
  kind: 'wrapper',
  label: 'Fragment z identyfikatorem',
  description: 'Część strony z identyfikatorem wymaganym przez wzór (np. a11y-status w deklaracji dostępności).',
  props: { id: { type: 'text', label: 'Identyfikator', minLength: 1 } },
});

export const InfoBox = defineContract({
  kind: 'wrapper',
  label: 'Ramka z informacją',
  description: 'Wyróżniona ramka: informacja albo ostrzeżenie.',
  props: {
    title: { type: 'text', label: 'Nagłówek ramki', optional: true },
    variant: {
      type: 'choice',
      label: 'Rodzaj',
      options: { info: 'Informacja', warning: 'Ostrzeżenie' },
      default: 'info',
    },
    level: headingLevel('Poziom nagłówka ramki', 2),
  },
});

export const Collapsible = defineContract({
  kind: 'wrapper',
  label: 'Sekcja rozwijana',
  description: 'Sekcja, którą mieszkaniec rozwija przyciskiem; bez JavaScriptu też działa.',
  props: {
    title: { type: 'text', label: 'Tytuł sekcji', minLength: 3 },
    open: { type: 'boolean', label: 'Otwarta na początku', default: false },
    prompt: { type: 'text', label: 'Tekst przycisku (opcjonalnie)', optional: true },
    id: anchor,
  },
});

export const LegalBasis = defineContract({
  kind: 'wrapper',
  label: 'Podstawa prawna',
  description: 'Lista aktów prawnych pod nagłówkiem „Podstawa prawna”.',
  props: {
    title: { type: 'text', label: 'Nagłówek (domyślnie „Podstawa prawna”)', default: 'Podstawa prawna' },
    level: headingLevel('Poziom nagłówka', 2),
  },
});

export const Table = defineContract({
  kind: 'wrapper',
  label: 'Tabela z podpisem',
  description: 'Tabela z podpisem, który czytniki ekranu odczytują przed jej treścią.',
  props: { caption: { type: 'text', label: 'Podpis tabeli', minLength: 3 } },
});
