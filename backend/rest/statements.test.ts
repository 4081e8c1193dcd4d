import { describe, expect, it } from 'vitest';
import type { TableInfo } from '../schema.ts';
import { RestError } from './errors.ts';
import { parseRestQuery } from './query.ts';
import { contentRange, insertColumns, requireFilters } from './statements.ts';

const news: TableInfo = {
  schema: 'public',
  name: 'news_items',
  columns: ['id', 'title', 'content'].map((name) => ({ name, type: 'text' })),
  primaryKey: ['id'],
};
const query = (text: string) => parseRestQuery(news, new URLSearchParams(text));

function refusal(call: () => unknown): [number, string | null] | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return [error.status, error.code];
  }
}

describe('contentRange', () => {
  it.each([
    [0, 10, undefined, '0-9/*'],
    [20, 5, 25, '20-24/25'],
    [0, 0, 0, '*/0'],
    [40, 0, undefined, '*/*'],
  ])('offset %i, %i rows, total %s → %s', (offset, rows, total, expected) => {
    expect(contentRange(offset, rows, total)).toBe(expected);
  });
});

describe('insertColumns', () => {
  it('takes columns= when given, otherwise the keys the objects share', () => {
    expect(insertColumns(news, query('columns=title'), [{ title: 'a', content: 'b' }])).toEqual(['title']);
    expect(
      insertColumns(news, query(''), [
        { title: 'a', content: 'b' },
        { content: 'd', title: 'c' },
      ]),
    ).toEqual(['title', 'content']);
    expect(insertColumns(news, query(''), [{}])).toEqual([]);
  });

  it('refuses objects with different keys, and a column the table lacks', () => {
    expect(refusal(() => insertColumns(news, query(''), [{ title: 'a' }, { content: 'b' }]))).toEqual([
      400,
      'PGRST102',
    ]);
    expect(refusal(() => insertColumns(news, query(''), [{ title: 'a', author: 'x' }]))).toEqual([400, 'PGRST204']);
  });
});

describe('requireFilters', () => {
  it('refuses an update or delete of every row, as pg-safeupdate does', () => {
    expect(refusal(() => requireFilters(query(''), 'DELETE'))).toEqual([400, '21000']);
    expect(refusal(() => requireFilters(query('id=eq.1'), 'DELETE'))).toBeUndefined();
  });

  it('refuses limit, offset and order on a write', () => {
    expect(refusal(() => requireFilters(query('id=eq.1&limit=1'), 'UPDATE'))).toEqual([400, 'PGRST100']);
    expect(refusal(() => requireFilters(query('id=eq.1&order=title'), 'UPDATE'))).toEqual([400, 'PGRST100']);
  });
});
