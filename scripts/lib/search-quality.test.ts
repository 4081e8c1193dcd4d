import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePageFiles } from './content-pages.ts';
import {
  describeMisses,
  FRESH_QUERY_SET,
  PROJECT_QUERY_SET,
  ratesOf,
  readQuerySet,
  shortfalls,
  type QueryOutcome,
} from './search-quality.ts';

const outcome = (page: string, found: string[]): QueryOutcome => ({ query: `o ${page}`, page, found });

describe('ratesOf and shortfalls', () => {
  it('counts the right page first, in the first three, and nothing found', () => {
    const rates = ratesOf([
      outcome('/a', ['/a', '/b']),
      outcome('/b', ['/a', '/c', '/b']),
      outcome('/c', ['/a', '/b', '/d', '/c']),
      outcome('/d', []),
    ]);
    expect(rates).toMatchObject({ count: 4, first: 0.25, top3: 0.5, nothing: 0.25 });
    expect(rates.misses.map((miss) => miss.page)).toEqual(['/b', '/c', '/d']);
    expect(shortfalls(rates)).toEqual([
      'right page in the first three: 50.0 % < 90.0 %',
      'right page first: 25.0 % < 90.0 %',
      'nothing found: 25.0 % > 2.0 %',
    ]);
  });

  it('finds no shortfall when every target is met', () => {
    const outcomes = [...Array.from({ length: 9 }, () => outcome('/a', ['/a'])), outcome('/c', ['/a', '/x', '/c'])];
    expect(shortfalls(ratesOf(outcomes))).toEqual([]);
  });

  it('says where each miss came and what came instead', () => {
    expect(describeMisses([outcome('/b', ['/a', '/b']), outcome('/d', [])])).toEqual([
      'o /b → /b (2.); found: /a, /b',
      'o /d → /d (not in the results); found: nothing',
    ]);
  });
});

describe('the query sets', () => {
  it.each([
    { name: 'the project’s set', path: PROJECT_QUERY_SET, least: 80 },
    { name: 'the fresh set', path: FRESH_QUERY_SET, least: 40 },
  ])('$name has at least $least queries, each for a page that exists', ({ path, least }) => {
    const cases = readQuerySet(path);
    expect(cases.length).toBeGreaterThanOrEqual(least);
    const routes = new Set(sitePageFiles().map((page) => `/${page.name.replace(/\.mdx$/, '')}`));
    expect(cases.filter((item) => !routes.has(item.page))).toEqual([]);
    expect(new Set(cases.map((item) => item.query)).size).toBe(cases.length);
  });

  it('refuses a set in another shape', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ops-queries-'));
    const file = join(folder, 'set.json');
    writeFileSync(file, JSON.stringify([{ query: 'opał', page: 'zasilek-celowy' }]));
    try {
      expect(() => readQuerySet(file)).toThrow('expected a list of { "query": "…", "page": "/…" }');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
