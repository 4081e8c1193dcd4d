import { describe, expect, it } from 'vitest';
import type { TableInfo } from '../schema.ts';
import { RestError } from './errors.ts';
import { orderClause, parseRestQuery, selectList, whereClause } from './query.ts';

const news: TableInfo = {
  schema: 'public',
  name: 'news_items',
  columns: ['id', 'title', 'date', 'created_at', 'image'].map((name) => ({ name, type: 'text' })),
  primaryKey: ['id'],
};
const versions: TableInfo = {
  schema: 'public',
  name: 'item_versions',
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'row_data', type: 'jsonb' },
  ],
  primaryKey: ['id'],
};
const parse = (query: string, table = news) => parseRestQuery(table, new URLSearchParams(query));

function refusal(query: string, table = news): [number, string | null, string] | undefined {
  try {
    parse(query, table);
    return undefined;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return [error.status, error.code, error.message];
  }
}

/** The WHERE condition of a query string with its bound values. */
function where(query: string, table = news): [string, unknown[]] {
  const params: unknown[] = [];
  return [whereClause(parse(query, table), '_t', params), params];
}

describe('select', () => {
  it.each([
    ['', '_t.*'],
    ['select=*', '_t.*'],
    ['select=id,title', '_t."id" as "id", _t."title" as "title"'],
    ['select=heading:title', '_t."title" as "heading"'],
    [
      'select=id,*',
      '_t."id" as "id", _t."id" as "id", _t."title" as "title", _t."date" as "date", _t."created_at" as "created_at", _t."image" as "image"',
    ],
  ])('%s → %s', (query, sql) => {
    expect(selectList(parse(query), '_t')).toBe(sql);
  });

  // A path's value is named after its last key, as PostgREST names it, unless given a name.
  it.each([
    ['select=row_data->>image', `_t."row_data"->>'image' as "image"`],
    ['select=large:row_data->>image,id', `_t."row_data"->>'image' as "large", _t."id" as "id"`],
    ['select=row_data->tags->1', `_t."row_data"->'tags'->1 as "1"`],
  ])('%s → %s', (query, sql) => {
    expect(selectList(parse(query, versions), '_t')).toBe(sql);
  });
});

describe('filters', () => {
  it.each([
    ['title=eq.Zasiłek', '_t."title" = $1', ['Zasiłek']],
    ['title=not.eq.a', 'not (_t."title" = $1)', ['a']],
    ['title=ilike.*zasi*', '_t."title" ilike $1', ['%zasi%']],
    ['id=in.(1,"2,3")', '_t."id" in ($1, $2)', ['1', '2,3']],
    ['id=in.()', 'false', []],
    ['image=is.null', '_t."image" is null', []],
    ['image=not.is.not_null', 'not (_t."image" is not null)', []],
    ['date=gte.01.01.2026&date=lt.2027', '_t."date" >= $1 and _t."date" < $2', ['01.01.2026', '2027']],
    ["title=eq.'; drop table news_items; --", '_t."title" = $1', ["'; drop table news_items; --"]],
  ])('%s → %s', (query, sql, params) => {
    expect(where(query)).toEqual([sql, params]);
  });

  // PostgREST's JSON paths on the left of a filter: `->` keeps JSON, `->>` gives text, a whole number is an index.
  it.each([
    ['row_data->>image=in.(a,b)', `_t."row_data"->>'image' in ($1, $2)`, ['a', 'b']],
    ['row_data->>image=is.null', `_t."row_data"->>'image' is null`, []],
    ['row_data->>image=in.()&id=eq.1', 'false and _t."id" = $1', ['1']],
    ['row_data->>title=not.eq.x', `not (_t."row_data"->>'title' = $1)`, ['x']],
    ['row_data->tags->>0=like.*a*', `_t."row_data"->'tags'->>0 like $1`, ['%a%']],
    ['row_data->version=eq.3', `_t."row_data"->'version' = $1`, ['3']],
    ["row_data->>it's=eq.1", `_t."row_data"->>'it''s' = $1`, ['1']],
    ["row_data->>'); drop table x; --=eq.1", `_t."row_data"->>'''); drop table x; --' = $1`, ['1']],
  ])('%s → %s', (query, sql, params) => {
    expect(where(query, versions)).toEqual([sql, params]);
  });

  it('with none, matches every row', () => {
    expect(where('select=id')).toEqual(['true', []]);
  });
});

describe('order, limit and offset', () => {
  it('reads every modifier', () => {
    expect(orderClause(parse('order=created_at.desc.nullslast,title'), '_t')).toBe(
      'order by _t."created_at" desc nulls last, _t."title" asc',
    );
    expect(parse('limit=10&offset=20')).toMatchObject({ limit: 10, offset: 20 });
    expect(orderClause(parse(''), '_t')).toBe('');
  });
});

describe('what it refuses, in PostgREST words', () => {
  it.each([
    ['title=eq.a%00b', [400, 'PGRST100', '"failed to parse the query string"']],
    ['secret=eq.1', [400, '42703', 'column news_items.secret does not exist']],
    ['select=id,author(name)', [400, 'PGRST100', '"failed to parse select parameter (id,author(name))"']],
    ['select=id,image->>', [400, 'PGRST100', '"failed to parse select parameter (id,image->>)"']],
    ['select=secret->>a', [400, '42703', 'column news_items.secret does not exist']],
    ['title=between.1', [400, 'PGRST100', '"failed to parse filter (between.1)"']],
    ['title=eq', [400, 'PGRST100', '"failed to parse filter (eq)"']],
    ['id=in.1,2', [400, 'PGRST100', '"failed to parse filter (in.1,2)"']],
    ['image=is.empty', [400, 'PGRST100', '"failed to parse filter (is.empty)"']],
    ['image->>=eq.a', [400, 'PGRST100', '"failed to parse filter (image->>)"']],
    ['secret->>a=eq.1', [400, '42703', 'column news_items.secret does not exist']],
    ['order=title.sideways', [400, 'PGRST100', '"failed to parse order (title.sideways)"']],
    ['limit=-1', [400, 'PGRST100', '"failed to parse limit parameter (-1)"']],
    ['or=(id.eq.1,id.eq.2)', [400, 'PGRST100', '"failed to parse logic tree ((id.eq.1,id.eq.2))"']],
    [
      'columns=title,secret',
      [400, 'PGRST204', "Could not find the 'secret' column of 'news_items' in the schema cache"],
    ],
    ['on_conflict=secret', [400, '42703', 'column news_items.secret does not exist']],
  ])('%s', (query, expected) => {
    expect(refusal(query)).toEqual(expected);
  });
});
