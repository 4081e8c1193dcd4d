import { describe, expect, it } from 'vitest';
import type { SearchData } from './data.ts';
import { inLanguageFirst, rankPages, type WordResults } from './rank.ts';

/** Ten pages, so a word found on one or two of them is rare; each has its own record and, for some, one of names. */
const data: SearchData = {
  records: {
    care: { url: '/uslugi-opiekuncze', length: 100 },
    'care-names': { url: '/uslugi-opiekuncze', terms: true, length: 100 },
    easy: { url: '/tekst-latwy-do-czytania', length: 100 },
    news: { url: '/aktualnosci/1', length: 100 },
    allowance: { url: '/zasilek-celowy', length: 100 },
    fund: { url: '/fundusz-alimentacyjny', length: 100 },
    'fund-names': { url: '/fundusz-alimentacyjny', terms: true, length: 100 },
    family: { url: '/zasilek-rodzinny', length: 100 },
    ...Object.fromEntries(['a', 'b', 'c'].map((id) => [id, { url: `/inna-${id}`, length: 100 }])),
  },
  pages: {
    '/uslugi-opiekuncze': { kind: 'page' },
    '/tekst-latwy-do-czytania': { kind: 'summary' },
    '/aktualnosci/1': { kind: 'news', date: '2026-11-20T08:15:00+00:00' },
    '/zasilek-celowy': { kind: 'page' },
    '/fundusz-alimentacyjny': { kind: 'page' },
    '/zasilek-rodzinny': { kind: 'page' },
    '/inna-a': { kind: 'page' },
    '/inna-b': { kind: 'page' },
    '/inna-c': { kind: 'page' },
    '/pusta': { kind: 'page' },
  },
  parts: [],
  elsewhere: [],
  first: [],
};

/** One word of the query, found as typed: record id → the index's score. */
const word = (found: Record<string, number>, weight = 1): WordResults => ({
  alternatives: [{ weight, found: Object.entries(found).map(([id, score]) => ({ id, score })) }],
});
const order = (results: WordResults[]) => rankPages(results, data).map((page) => page.url);

describe('rankPages', () => {
  it.each<[string, WordResults[], string[]]>([
    [
      'the page about a thing comes before the easy-to-read text that mentions it more strongly',
      [word({ easy: 12, care: 8 })],
      ['/uslugi-opiekuncze', '/tekst-latwy-do-czytania'],
    ],
    [
      'an information page comes before a news item with the same words, however strong the news item',
      [word({ news: 30, allowance: 4 }), word({ news: 25, allowance: 3 })],
      ['/zasilek-celowy', '/aktualnosci/1'],
    ],
    [
      'a news item with more of the words comes before a page with fewer',
      [word({ news: 10, allowance: 10 }), word({ news: 10 })],
      ['/aktualnosci/1', '/zasilek-celowy'],
    ],
    [
      'no word is required: pages with most of the words come first',
      [word({ fund: 6, family: 9 }), word({ fund: 6 }), word({ family: 1.2 })],
      ['/fundusz-alimentacyjny', '/zasilek-rodzinny'],
    ],
    [
      'a rare word decides more than a common one',
      [word({ allowance: 8 }), word({ family: 8, a: 8, b: 8, c: 8, care: 8 })],
      ['/zasilek-celowy', '/inna-a', '/inna-b', '/inna-c', '/uslugi-opiekuncze', '/zasilek-rodzinny'],
    ],
    [
      'a passing mention or a stray prefix match counts nothing',
      [word({ allowance: 9, a: 0.9, b: 0.5 })],
      ['/zasilek-celowy'],
    ],
    [
      'a page whose everyday names hold several words of the query comes first',
      [word({ 'fund-names': 6, family: 9 }), word({ 'fund-names': 6, family: 8 })],
      ['/fundusz-alimentacyjny', '/zasilek-rodzinny'],
    ],
    [
      'a page counts once per word, by its best record and alternative',
      [
        {
          alternatives: [
            {
              weight: 1,
              found: [
                { id: 'care', score: 3 },
                { id: 'care-names', score: 9 },
              ],
            },
            { weight: 0.35, found: [{ id: 'family', score: 20 }] },
          ],
        },
      ],
      ['/uslugi-opiekuncze', '/zasilek-rodzinny'],
    ],
    ['records not in the data are ignored', [word({ unknown: 50, fund: 5 })], ['/fundusz-alimentacyjny']],
    ['nothing found, nothing ranked', [word({})], []],
  ])('%s', (_, results, expected) => {
    expect(order(results)).toEqual(expected);
  });

  it('takes the excerpt from the page itself when it has the word, else from its names', () => {
    const [care] = rankPages([word({ 'care-names': 20, care: 2 })], data);
    expect(care).toMatchObject({ url: '/uslugi-opiekuncze', excerptFrom: 'care', words: 1 });
    const [fund] = rankPages([word({ 'fund-names': 20 })], data);
    expect(fund).toMatchObject({ url: '/fundusz-alimentacyjny', excerptFrom: 'fund-names' });
    // A stray match in the text would mark the wrong words: the names' description is shown instead.
    const [strayText] = rankPages([word({ 'fund-names': 20, fund: 0.5 })], data);
    expect(strayText).toMatchObject({ url: '/fundusz-alimentacyjny', excerptFrom: 'fund-names' });
  });

  it('says what kind of page each is', () => {
    const kinds = Object.fromEntries(
      rankPages([word({ news: 9, easy: 9, care: 9 })], data).map((page) => [page.url, page.kind]),
    );
    expect(kinds).toEqual({
      '/uslugi-opiekuncze': 'page',
      '/tekst-latwy-do-czytania': 'summary',
      '/aktualnosci/1': 'news',
    });
  });
});

describe('inLanguageFirst', () => {
  const pages = [{ url: '/zasilek-staly' }, { url: '/uk/pomoc-dla-obywateli-ukrainy' }, { url: '/aktualnosci/1' }];

  it('puts the pages in the reader’s language first, each part in its own order', () => {
    expect(inLanguageFirst(pages, 'uk').map((page) => page.url)).toEqual([
      '/uk/pomoc-dla-obywateli-ukrainy',
      '/zasilek-staly',
      '/aktualnosci/1',
    ]);
  });

  it('leaves a Polish search as ranked', () => {
    expect(inLanguageFirst(pages, 'pl')).toBe(pages);
  });
});
