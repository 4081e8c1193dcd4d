import { describe, expect, it } from 'vitest';
import { apiKeyFor, DEMO_JWT_SECRET, signJwt } from '../jwt.ts';
import type { TableInfo } from '../schema.ts';
import { RestError } from './errors.ts';
import { findTable, parsePreferences, requestIdentity, wantsSingleObject } from './request.ts';

/** Status, code and message of the RestError a call throws. */
function refusal(call: () => unknown): [number, string | null, string] | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return [error.status, error.code, error.message];
  }
}

describe('parsePreferences', () => {
  it.each([
    [undefined, { representation: false, count: false, resolution: undefined }],
    ['return=representation', { representation: true, count: false, resolution: undefined }],
    ['return=minimal, count=exact', { representation: false, count: true, resolution: undefined }],
    ['resolution=merge-duplicates,return=representation', { representation: true, count: false, resolution: 'merge' }],
    [['resolution=ignore-duplicates', 'count=planned'], { representation: false, count: true, resolution: 'ignore' }],
    ['resolution=whatever, count=sometimes', { representation: false, count: false, resolution: undefined }],
  ])('Prefer: %j', (prefer, expected) => {
    expect(parsePreferences(prefer)).toEqual(expected);
  });
});

describe('wantsSingleObject', () => {
  it.each([
    [undefined, false],
    ['application/json', false],
    ['*/*', false],
    ['application/vnd.pgrst.object+json', true],
    ['application/vnd.pgrst.object+json;nulls=stripped, application/json', true],
    ['text/html, application/*;q=0.8', false],
  ])('Accept: %s → %s', (accept, expected) => {
    expect(wantsSingleObject(accept)).toBe(expected);
  });

  it('refuses a media type it cannot produce with 406', () => {
    expect(refusal(() => wantsSingleObject('text/csv'))).toEqual([
      406,
      'PGRST107',
      'None of these media types are available: text/csv',
    ]);
  });
});

describe('findTable', () => {
  const news: TableInfo = { schema: 'public', name: 'news_items', columns: [], primaryKey: ['id'] };
  const tables = new Map([['public.news_items', news]]);

  it('finds a table of the public schema by its percent-decoded name', () => {
    expect(findTable(tables, '/news_items')).toBe(news);
    expect(findTable(tables, '/news%5Fitems')).toBe(news);
  });

  it.each([
    ['', [404, null, 'Use /rest/v1/<table>']],
    ['/admins_secret', [404, 'PGRST205', "Could not find the table 'public.admins_secret' in the schema cache"]],
    ['/%E0%A4%A', [404, 'PGRST205', "Could not find the table 'public.%E0%A4%A' in the schema cache"]],
    [
      '/rpc/is_admin',
      [404, 'PGRST202', 'Could not find the function public.is_admin without parameters in the schema cache'],
    ],
  ])('answers %j as PostgREST', (path, expected) => {
    expect(refusal(() => findTable(tables, path))).toEqual(expected);
  });
});

describe('requestIdentity', () => {
  it('acts as the token', () => {
    expect(requestIdentity(apiKeyFor('anon', DEMO_JWT_SECRET), DEMO_JWT_SECRET).role).toBe('anon');
  });

  it.each([
    ['an expired token', signJwt({ role: 'authenticated', exp: 1 }, DEMO_JWT_SECRET), [401, 'PGRST303', 'JWT expired']],
    [
      'a token signed with another secret',
      signJwt({ role: 'anon' }, 'y'.repeat(40)),
      [401, 'PGRST301', 'No suitable key or wrong key type'],
    ],
    [
      'a role the API does not hand out',
      signJwt({ role: 'postgres' }, DEMO_JWT_SECRET),
      [403, '42501', 'permission denied to set role "postgres"'],
    ],
  ])('answers %s as PostgREST', (_name, token, expected) => {
    expect(refusal(() => requestIdentity(token, DEMO_JWT_SECRET))).toEqual(expected);
  });
});
