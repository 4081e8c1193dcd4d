import { describe, expect, it } from 'vitest';
import { rowsUrl } from './public-rows.ts';

describe('rowsUrl', () => {
  it('asks for the newest rows of a table and no more, the later id first on the same time, as the database', () => {
    const url = new URL(rowsUrl('http://127.0.0.1:54321', { table: 'news_items', orderBy: 'published_at', limit: 20 }));
    expect(url.pathname).toBe('/rest/v1/news_items');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: '*',
      order: 'published_at.desc,id.desc',
      limit: '20',
    });
  });

  it('asks for some columns only: the ids and change times of the freshness read', () => {
    const url = new URL(
      rowsUrl('http://127.0.0.1:54321', {
        table: 'news_items',
        select: 'id,updated_at',
        orderBy: 'published_at',
        limit: 4,
      }),
    );
    expect(url.searchParams.get('select')).toBe('id,updated_at');
  });

  it('reads the rows of some ids only, also within a filter on the id itself', () => {
    const url = new URL(
      rowsUrl('http://127.0.0.1:54321', {
        table: 'news_items',
        orderBy: 'published_at',
        where: { column: 'id', value: 'a' },
        ids: ['a', 'b'],
      }),
    );
    expect(url.searchParams.getAll('id')).toEqual(['eq.a', 'in.(a,b)']);
  });

  it('filters by one column, and keeps a project path under the base', () => {
    const url = new URL(
      rowsUrl('https://example.org/supabase', {
        table: 'assets',
        orderBy: 'uploaded_at',
        where: { column: 'category', value: 'rodo' },
        limit: 10,
      }),
    );
    expect(url.pathname).toBe('/supabase/rest/v1/assets');
    expect(url.searchParams.get('category')).toBe('eq.rodo');
  });

  it('reads every row when no limit is given', () => {
    const url = new URL(
      rowsUrl('http://127.0.0.1:54321', {
        table: 'news_items',
        orderBy: 'published_at',
        where: { column: 'id', value: 'a b' },
      }),
    );
    expect(url.searchParams.has('limit')).toBe(false);
    expect(url.searchParams.get('id')).toBe('eq.a b');
  });
});
