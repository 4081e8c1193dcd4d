// @vitest-environment node
// Residents' feedback as the database decides it (supabase/migrations/20261129120000_resident_feedback.sql): a
// visitor may add an answer or a search that found nothing and nothing else; administrators read and delete;
// shapes are checked; digits that could identify someone are masked; floods are refused; a year later it is gone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Target,
} from './harness.ts';

let target: Target;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
/** A page address of this file's own, so a hosted project's answers are never touched or counted. */
const page = `/kontrakt-${uniqueSuffix()}`;

beforeAll(async () => {
  // This file's many answers come from one address: the limit per address has a test of its own.
  target = await startTarget({ visitorWritesPerMinute: 1000 });
  adminClient = await signedIn(target, await createAccount(target, { admin: true }));
  strangerClient = await signedIn(target, await createAccount(target, { admin: false }));
  anon = newClient(target);
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await service?.from('page_feedback').delete().like('page', `${page}%`);
  await service?.from('failed_searches').delete().like('query', `kontrakt%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

describe('a visitor', () => {
  test('answers, with or without a comment, and can read, change or delete nothing', async () => {
    expect((await anon.from('page_feedback').insert({ page, helpful: true })).status).toBe(201);
    const no = await anon.from('page_feedback').insert({ page, helpful: false, comment: 'Brak godzin kasy.' });
    expect(no.status).toBe(201);
    expect((await anon.from('page_feedback').select('id')).error?.code).toBe('42501');
    expect((await anon.from('page_feedback').delete().eq('page', page)).error?.code).toBe('42501');
    expect((await anon.from('page_feedback').update({ helpful: true }).eq('page', page)).error?.code).toBe('42501');
    expect((await strangerClient.from('page_feedback').select('id').eq('page', page)).data).toEqual([]);
    const stored = await adminClient
      .from('page_feedback')
      .select('helpful, comment, lang')
      .eq('page', page)
      .order('id');
    expect(stored.data).toEqual([
      { helpful: true, comment: null, lang: 'pl' },
      { helpful: false, comment: 'Brak godzin kasy.', lang: 'pl' },
    ]);
  });

  test('records a search that found nothing, lower-cased, in its language', async () => {
    expect((await anon.from('failed_searches').insert({ query: 'Kontrakt Becikowe', lang: 'uk' })).status).toBe(201);
    const stored = await adminClient.from('failed_searches').select('query, lang').eq('query', 'kontrakt becikowe');
    expect(stored.data).toEqual([{ query: 'kontrakt becikowe', lang: 'uk' }]);
    expect((await anon.from('failed_searches').select('id')).error?.code).toBe('42501');
  });

  test('cannot set when an answer was given', async () => {
    const backdated = await anon
      .from('page_feedback')
      .insert({ page, helpful: true, created_at: '2000-01-01T00:00:00Z' });
    expect(backdated.error?.code).toBe('42501');
  });
});

describe('what the database keeps', () => {
  test('a run of five or more digits is masked, in a comment and in a search', async () => {
    await anon.from('page_feedback').insert({
      page: `${page}/dane`,
      helpful: false,
      comment: 'Proszę o telefon 600 123 456, PESEL 85010112345, dom nr 12.',
    });
    await anon.from('failed_searches').insert({ query: 'KONTRAKT 600-123-456' });
    const comment = await adminClient.from('page_feedback').select('comment').eq('page', `${page}/dane`).single();
    expect(comment.data?.comment).toBe('Proszę o telefon •••, PESEL •••, dom nr 12.');
    const query = await adminClient.from('failed_searches').select('query').like('query', 'kontrakt •••%');
    expect(query.data).toEqual([{ query: 'kontrakt •••' }]);
  });

  test('markup is stored as the text it is', async () => {
    const markup = '<script>alert(1)</script><b>gruby</b>';
    await anon.from('page_feedback').insert({ page: `${page}/html`, helpful: false, comment: markup });
    const stored = await adminClient.from('page_feedback').select('comment').eq('page', `${page}/html`).single();
    expect(stored.data?.comment).toBe(markup);
  });

  test.each([
    ['an address of another shape', { page: 'https://example.com/', helpful: true }],
    ['a path with capitals or dots', { page: '/../Etc', helpful: true }],
    ['a path too long', { page: `/${'a'.repeat(250)}`, helpful: true }],
    ['a comment of 20 000 characters', { page, helpful: false, comment: 'x'.repeat(20_000) }],
    ['a comment with a "yes"', { page, helpful: true, comment: 'Wszystko jasne.' }],
    ['an unknown language', { page, helpful: true, lang: 'en' }],
    ['no answer', { page }],
  ])('%s is refused', async (_, row) => {
    const refused = await anon.from('page_feedback').insert(row);
    expect(refused.status).toBe(400);
    expect(['23514', '23502']).toContain(refused.error?.code);
  });

  test('a flood of answers for one page is refused after 30 a minute, storing no address', async () => {
    const flooded = `${page}/zalew`;
    const rows = Array.from({ length: 30 }, () => ({ page: flooded, helpful: false }));
    for (const row of rows) expect((await service.from('page_feedback').insert(row)).error).toBeNull();
    const refused = await anon.from('page_feedback').insert({ page: flooded, helpful: false });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'flood' });
    const columns = await adminClient.from('page_feedback').select('*').eq('page', flooded).limit(1).single();
    expect(Object.keys(columns.data ?? {}).sort()).toEqual(['comment', 'created_at', 'helpful', 'id', 'lang', 'page']);
  });
});

describe('an administrator', () => {
  test('reads the counts of the last 30 and 365 days in one row a page, and deletes a comment', async () => {
    const older = `${page}/starsza`;
    const inserted = await anon.from('page_feedback').insert([
      { page: older, helpful: true },
      { page: older, helpful: false },
    ]);
    expect(inserted.error).toBeNull();
    // Written three months ago: in the year's counts, not the month's.
    const aged = await service
      .from('page_feedback')
      .update({ created_at: new Date(Date.now() - 90 * 86_400_000).toISOString() })
      .eq('page', older)
      .eq('helpful', false);
    expect(aged.error).toBeNull();
    const totals = await adminClient
      .from('page_feedback_totals')
      .select('page, yes_30, no_30, yes_365, no_365')
      .eq('page', older);
    expect(totals.data).toEqual([{ page: older, yes_30: 1, no_30: 0, yes_365: 1, no_365: 1 }]);
    expect((await anon.from('page_feedback_totals').select('*')).error?.code).toBe('42501');
    expect((await strangerClient.from('page_feedback_totals').select('*').eq('page', page)).data).toEqual([]);
    const searches = await adminClient
      .from('failed_search_totals')
      .select('query, searches_7, searches_30, searches_365')
      .eq('query', 'kontrakt becikowe');
    expect(searches.data).toEqual([{ query: 'kontrakt becikowe', searches_7: 1, searches_30: 1, searches_365: 1 }]);

    const comment = await adminClient
      .from('page_feedback')
      .select('id')
      .eq('page', page)
      .not('comment', 'is', null)
      .limit(1)
      .single();
    const deleted = await adminClient.from('page_feedback').delete().eq('id', comment.data!.id).select();
    expect(deleted.data).toHaveLength(1);
    expect((await strangerClient.from('page_feedback').delete().eq('page', page).select()).data).toEqual([]);
  });
});

describe.skipIf(hosted)('the local backend', () => {
  test('limits a visitor’s answers per address: 10 a minute, then 429', async () => {
    const limited = await startTarget();
    try {
      const visitor = newClient(limited);
      for (let answer = 0; answer < 10; answer++) {
        expect((await visitor.from('failed_searches').insert({ query: `kontrakt limit ${answer}` })).status).toBe(201);
      }
      const refused = await visitor.from('failed_searches').insert({ query: 'kontrakt limit 11' });
      expect(refused.status).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  test('forgets answers and searches after twelve months (a later clock stands in)', async () => {
    await anon.from('page_feedback').insert({ page: `${page}/stara`, helpful: true });
    await target.backend!.runDueWork(new Date(Date.now() + 364 * 86_400_000));
    expect((await adminClient.from('page_feedback').select('id').eq('page', `${page}/stara`)).data).toHaveLength(1);
    await target.backend!.runDueWork(new Date(Date.now() + 367 * 86_400_000));
    expect((await adminClient.from('page_feedback').select('id').eq('page', `${page}/stara`)).data).toEqual([]);
  });
});
