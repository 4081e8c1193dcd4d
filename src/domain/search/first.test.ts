import { describe, expect, it } from 'vitest';
import type { FirstAnswer } from './data.ts';
import { firstFor, putFirst } from './first.ts';
import type { RankedPage } from './rank.ts';

const answers: FirstAnswer[] = [
  {
    page: '/sprawdz-uprawnienia',
    when: ['ile można zarabiać', 'ile mogę zarabiać', 'kryterium dochodowe', 'czy mi się należy'],
  },
];

describe('firstFor: the page that best answers a kind of question', () => {
  it.each([
    ['ile mogę zarabiać żeby dostać zasiłek rodzinny', ['/sprawdz-uprawnienia']],
    ['ile mozna zarabiac na reke zeby dostac rodzinne', ['/sprawdz-uprawnienia']],
    ['czy nie przekraczam kryterium dochodowego', ['/sprawdz-uprawnienia']],
    ['czy należy mi się coś', ['/sprawdz-uprawnienia']],
    // Not these: a phrase's word that carries no meaning is still needed, and one word of a phrase is not enough.
    ['należy mi się zasiłek rodzinny', []],
    ['czy mogę pracować i zarabiać', []],
    ['zaświadczenie o dochodach', []],
    ['kryterium', []],
    ['', []],
  ])('%j → %j', (query, expected) => {
    expect(firstFor(query, answers)).toEqual(expected);
  });
});

describe('putFirst', () => {
  const page = (url: string): RankedPage => ({ url, kind: 'page', score: 1, words: 1, excerptFrom: url });
  const urls = (pages: RankedPage[]) => pages.map((one) => one.url);
  const ranked = ['/zasilek-rodzinny', '/swiadczenia-rodzinne', '/sprawdz-uprawnienia'].map(page);

  it('puts the page first and keeps the order of the others', () => {
    expect(urls(putFirst(ranked, ['/sprawdz-uprawnienia']))).toEqual([
      '/sprawdz-uprawnienia',
      '/zasilek-rodzinny',
      '/swiadczenia-rodzinne',
    ]);
  });

  it('adds no page the query did not find, and changes nothing without one', () => {
    expect(urls(putFirst(ranked.slice(0, 2), ['/sprawdz-uprawnienia']))).toEqual([
      '/zasilek-rodzinny',
      '/swiadczenia-rodzinne',
    ]);
    expect(putFirst(ranked, [])).toBe(ranked);
  });
});
