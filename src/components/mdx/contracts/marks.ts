/** Components around words of a sentence: the editor keeps the words as they are and asks for the props. */
import { defineContract } from './contract.ts';

/** The languages a page or a phrase may be in, by their codes (the `lang` attribute). */
export const languageNames = { pl: 'polski', uk: 'ukraiński', en: 'angielski' } as const;

export const Lang = defineContract({
  kind: 'mark',
  icon: 'Aa',
  tag: 'span',
  label: 'Wyrażenie w innym języku',
  description:
    'Wyrażenie w innym języku niż strona, np. polska nazwa świadczenia na stronie ukraińskiej, aby czytnik ekranu przeczytał je we właściwym języku.',
  props: { lang: { type: 'choice', label: 'Język wyrażenia', options: languageNames } },
});

// Written in a paragraph of its own (`<ButtonLink href="…">Przejdź do…</ButtonLink>`): a mark around its words.
export const ButtonLink = defineContract({
  kind: 'mark',
  icon: '▶',
  tag: 'a',
  label: 'Odnośnik jak przycisk (jeden, najważniejszy następny krok)',
  description: 'Odnośnik w wyglądzie przycisku, w osobnym akapicie: do jednego, najważniejszego następnego kroku.',
  props: { href: { type: 'text', label: 'Adres', description: 'Np. /kontakt albo https://…' } },
});

export const ExternalLink = defineContract({
  kind: 'mark',
  icon: '↗',
  tag: 'a',
  label: 'Odnośnik do innego serwisu (otwiera się w nowej karcie)',
  description:
    'Mówi czytnikom ekranu, że strona otworzy się w nowej karcie. Adres, który nie zaczyna się od http:// ani https://, zatrzymuje budowanie.',
  props: { href: { type: 'url', label: 'Adres (https://…)' } },
});
