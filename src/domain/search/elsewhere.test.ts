import { describe, expect, it } from 'vitest';
import type { ElsewhereHint } from './data.ts';
import { elsewhereFor, holdsPhrase, sameWord } from './elsewhere.ts';

const hint = (name: string, when: string[]): ElsewhereHint => ({
  name,
  when,
  text: `${name} – gdzie indziej.`,
  link: 'https://www.gov.pl',
  linkText: 'gov.pl',
});
const hints = [
  hint('Rodzina 800+', ['800 plus', '800+', 'świadczenie wychowawcze']),
  hint('Dobry start', ['dobry start', '300+']),
  hint('Emerytura i renta', ['emerytura', 'renta', 'renta socjalna']),
  hint('Zasiłek dla bezrobotnych', ['zasiłek dla bezrobotnych', 'urząd pracy']),
];

describe('elsewhereFor: things another office handles', () => {
  it.each([
    ['800+', ['Rodzina 800+']],
    ['800 plus na dziecko', ['Rodzina 800+']],
    ['800plus', ['Rodzina 800+']],
    ['swiadczenie wychowawcze', ['Rodzina 800+']],
    ['Dobry Start', ['Dobry start']],
    ['jak dostać rentę', ['Emerytura i renta']],
    ['renty socjalnej', ['Emerytura i renta']],
    ['babcia nie ma emerytury', ['Emerytura i renta']],
    ['zasilek dla bezrobotnego', ['Zasiłek dla bezrobotnych']],
    ['bezrobotnych zasiłek', ['Zasiłek dla bezrobotnych']],
    ['emerytura albo 800+', ['Rodzina 800+', 'Emerytura i renta']],
    // Not these: one word of a phrase, another number, a word that only begins alike.
    ['starsza osoba', []],
    ['zasiłek stały', []],
    ['800', []],
    ['8000 plus', []],
    ['rentgen', []],
    ['', []],
  ])('%j → %j', (query, expected) => {
    expect(elsewhereFor(query, hints).map((found) => found.name)).toEqual(expected);
  });
});

describe('holdsPhrase', () => {
  it.each<[string, string, 'meaningful' | 'every', boolean]>([
    ['jak dostać zasiłek dla bezrobotnego', 'zasiłek dla bezrobotnych', 'meaningful', true],
    ['zasiłek bezrobotnych', 'zasiłek dla bezrobotnych', 'meaningful', true],
    ['zasiłek bezrobotnych', 'zasiłek dla bezrobotnych', 'every', false],
    ['należy mi się pomoc?', 'czy mi się należy', 'meaningful', true],
    ['należy mi się pomoc?', 'czy mi się należy', 'every', false],
    ['czy należy mi się pomoc?', 'czy mi się należy', 'every', true],
    ['ile mozna zarabiac', 'ile można zarabiać', 'every', true],
  ])('%j holds %j (%s words): %s', (query, phrase, which, expected) => {
    expect(holdsPhrase(query, phrase, which)).toBe(expected);
  });
});

describe('sameWord', () => {
  it.each([
    ['renta', 'renta', true],
    ['rentę', 'renta', true],
    ['bezrobotnego', 'bezrobotnych', true],
    ['emeryturze', 'emerytura', true],
    ['rentgen', 'renta', false],
    ['800', '800', true],
    ['8000', '800', false],
    ['dla', 'dla', true],
    ['dlaczego', 'dla', false],
  ])('%s is a form of %s: %s', (typed, phraseWord, expected) => {
    expect(sameWord(typed, phraseWord)).toBe(expected);
  });
});
