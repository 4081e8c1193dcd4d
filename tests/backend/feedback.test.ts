// @vitest-environment node
// Residents' feedback as the database decides it (supabase/migrations/20261129120000_resident_feedback.sql and
// 20261201120000_resident_answers_bounded.sql): a visitor may add an answer or a search that found nothing and
// nothing else, one row a request; administrators read and delete; shapes are checked; e-mail addresses and runs
// of digits that could identify someone are masked; each sending address is limited and the day's rows capped, so
// that no handful of senders locks the others out; a year later it is gone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
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
import { fetchFrom } from './two-step.ts';
import { uniqueLetters } from '../unique-letters.ts';

let target: Target;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
/** A page address of this file's own, so a hosted project's answers are never touched or counted. */
const page = `/kontrakt-${uniqueSuffix()}`;

/** The limits of a new project (public.visitor_limits). */
const DEFAULT_LIMITS = {
  writes_per_minute: 10,
  writes_per_day: 30,
  answers_per_day: 1000,
  comments_per_day: 300,
  searches_per_day: 1000,
};

/** This file's many answers come from one address: the limits per address have tests of their own. */
const FILE_LIMITS = { ...DEFAULT_LIMITS, writes_per_minute: 1000, writes_per_day: 1000 };

async function setLimits(limits: Partial<typeof DEFAULT_LIMITS>, base = FILE_LIMITS): Promise<void> {
  const { error } = await service
    .from('visitor_limits')
    .update({ ...base, ...limits })
    .eq('singleton', true);
  expect(error).toBeNull();
}

/**
 * A visitor whose requests leave from `address` (any of 127.0.0.0/8), as another resident's would, with `headers`
 * of its own (an attacker's forged addresses).
 */
function visitorFrom(address: string, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(address), headers },
  });
}

beforeAll(async () => {
  target = await startTarget({ visitorWritesPerMinute: 1000 });
  adminClient = await signedIn(target, await createAccount(target, { admin: true }));
  strangerClient = await signedIn(target, await createAccount(target, { admin: false }));
  anon = newClient(target);
  service = newClient(target, target.serviceRoleKey);
  await setLimits({});
}, 60_000);

afterAll(async () => {
  await service?.from('visitor_limits').update(DEFAULT_LIMITS).eq('singleton', true);
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
  test.each([
    ['spaces', 'Proszę o telefon 600 123 456, dom nr 12.', 'Proszę o telefon •••, dom nr 12.'],
    ['no separators (a PESEL)', 'PESEL 85010112345', 'PESEL •••'],
    ['dots', 'tel. 600.123.456', 'tel. •••'],
    ['en dashes', 'tel. 600–123–456', 'tel. •••'],
    ['no-break spaces', 'tel. 600\u00a0123\u00a0456', 'tel. •••'],
    ['full-width digits', 'PESEL ８５０１０１１２３４５', 'PESEL •••'],
    ['dotted groups', 'PESEL 85.01.01.12345', 'PESEL •••'],
    ['slashes', 'konto 12/3456/789', 'konto •••'],
    ['Arabic-Indic digits', 'رقم ٦٠٠١٢٣٤٥٦', 'رقم •••'],
    ['a date', 'wniosek z 01.02.2025', 'wniosek z •••'],
    ['an e-mail address', 'pisz na jan.kowalski@wp.pl, dzięki', 'pisz na •••, dzięki'],
    ['a full-width e-mail address', 'ｊａｎ＠ｗｐ．ｐｌ', '•••'],
    ['an e-mail address written with (at)', 'jan (at) wp.pl', '•••'],
    ['kept: a house number, an amount, a year', 'dom nr 12, 1 010 zł od 2026 r.', 'dom nr 12, 1 010 zł od 2026 r.'],
  ])('masks %s, in a comment and in a search', async (_, typed, stored) => {
    const at = `${page}/dane-${uniqueSuffix()}`;
    expect((await anon.from('page_feedback').insert({ page: at, helpful: false, comment: typed })).status).toBe(201);
    const comment = await adminClient.from('page_feedback').select('comment').eq('page', at).single();
    expect(comment.data?.comment).toBe(stored);
    const tag = `kontrakt ${uniqueLetters()}`;
    expect((await anon.from('failed_searches').insert({ query: `${tag} ${typed}` })).status).toBe(201);
    const query = await adminClient.from('failed_searches').select('query').like('query', `${tag}%`).single();
    expect(query.data?.query).toBe(`${tag} ${stored}`.toLowerCase());
  });

  test('markup is stored as the text it is', async () => {
    const markup = '<script>alert(1)</script><b>gruby</b>';
    await anon.from('page_feedback').insert({ page: `${page}/html`, helpful: false, comment: markup });
    const stored = await adminClient.from('page_feedback').select('comment').eq('page', `${page}/html`).single();
    expect(stored.data?.comment).toBe(markup);
  });

  test.each([
    ['an address of another shape', { page: 'https://example.com/', helpful: true }],
    ['a protocol-relative address to another host', { page: '//16909060/login', helpful: true }],
    ['a path with an empty segment', { page: '/pomoc//login', helpful: true }],
    ['a path ending in a slash', { page: '/pomoc/', helpful: true }],
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

  test('nothing about the sender is stored with an answer', async () => {
    const at = `${page}/kolumny`;
    expect((await anon.from('page_feedback').insert({ page: at, helpful: false })).status).toBe(201);
    const columns = await adminClient.from('page_feedback').select('*').eq('page', at).single();
    expect(Object.keys(columns.data ?? {}).sort()).toEqual(['comment', 'created_at', 'helpful', 'id', 'lang', 'page']);
  });
});

describe('bounded for every visitor, without locking anyone out', () => {
  test('the limits are neither read nor changed by a visitor or an administrator', async () => {
    for (const client of [anon, adminClient]) {
      expect((await client.from('visitor_limits').select('*')).error?.code).toBe('42501');
      const raised = await client.from('visitor_limits').update({ writes_per_minute: 1_000_000 }).eq('singleton', true);
      expect(raised.error?.code).toBe('42501');
    }
  });

  test('one row per request: an array is refused with a Polish message, and none of it is stored', async () => {
    const at = `${page}/tablica`;
    const answers = await anon.from('page_feedback').insert([
      { page: at, helpful: true },
      { page: at, helpful: false },
    ]);
    expect(answers.status).toBe(400);
    expect(answers.error).toMatchObject({
      code: 'PT400',
      hint: 'one_at_a_time',
      message: 'Wyślij jedną odpowiedź naraz.',
    });
    const searches = await anon
      .from('failed_searches')
      .insert([{ query: 'kontrakt jeden' }, { query: 'kontrakt dwa' }]);
    expect(searches.error).toMatchObject({ code: 'PT400', hint: 'one_at_a_time' });
    expect((await adminClient.from('page_feedback').select('id').eq('page', at)).data).toEqual([]);
    expect((await adminClient.from('failed_searches').select('id').like('query', 'kontrakt jeden')).data).toEqual([]);
  });

  test.skipIf(hosted)(
    'a parallel burst from one address stores ten a minute, whatever address its headers claim',
    async () => {
      const at = `${page}/seria`;
      await setLimits({ writes_per_minute: 10 });
      try {
        // Each request claims another sender in the headers a client may write; only the gateway's own counts.
        const sent = await Promise.all(
          Array.from({ length: 25 }, (_, n) =>
            visitorFrom('127.0.0.2', { 'CF-Connecting-IP': `203.0.113.${n}`, 'X-Forwarded-For': `198.51.100.${n}` })
              .from('page_feedback')
              .insert({ page: at, helpful: true }),
          ),
        );
        expect(sent.filter((answer) => answer.status === 201)).toHaveLength(10);
        const refused = sent.filter((answer) => answer.status === 429);
        expect(refused).toHaveLength(15);
        expect(refused[0]!.error).toMatchObject({ code: 'PT429', hint: 'address_minute' });
        const stored = await adminClient
          .from('page_feedback')
          .select('id', { count: 'exact', head: true })
          .eq('page', at);
        expect(stored.count).toBe(10);
      } finally {
        await setLimits({});
      }
    },
  );

  test.skipIf(hosted)(
    'a handful of addresses, each at its limit, lock no other resident out of a page or out of search',
    async () => {
      const at = `${page}/wspolna`;
      await setLimits({}, DEFAULT_LIMITS);
      try {
        // Five senders answer for one page, ten each: more than the old cap of 30 a page a minute for everyone.
        const answering = ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'].map((address) =>
          visitorFrom(address),
        );
        const answers = await Promise.all(
          answering.flatMap((sender) =>
            Array.from({ length: 10 }, () => sender.from('page_feedback').insert({ page: at, helpful: false })),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
        const eleventh = await answering[0]!.from('page_feedback').insert({ page: at, helpful: false });
        expect(eleventh.error).toMatchObject({ code: 'PT429', hint: 'address_minute' });
        // Thirteen send ten searches each: more than the old 120 a minute for everyone.
        const searching = Array.from({ length: 13 }, (_, n) => visitorFrom(`127.0.1.${n + 1}`));
        const searches = await Promise.all(
          searching.flatMap((sender) =>
            Array.from({ length: 10 }, () => sender.from('failed_searches').insert({ query: 'kontrakt zalew' })),
          ),
        );
        expect(searches.map((search) => search.status)).toEqual(Array(130).fill(201));

        const resident = visitorFrom('127.0.0.9');
        expect((await resident.from('page_feedback').insert({ page: at, helpful: true })).status).toBe(201);
        expect((await resident.from('failed_searches').insert({ query: 'kontrakt mieszkaniec' })).status).toBe(201);
      } finally {
        await setLimits({});
      }
    },
  );

  test.skipIf(hosted)('a day’s limit per address, with its own message; a new day forgets every address', async () => {
    const at = `${page}/dzien-adresu`;
    await setLimits({ writes_per_minute: 10, writes_per_day: 3 });
    try {
      const visitor = visitorFrom('127.0.0.11');
      for (let answer = 0; answer < 3; answer++) {
        expect((await visitor.from('page_feedback').insert({ page: at, helpful: true })).status).toBe(201);
      }
      const refused = await visitor.from('page_feedback').insert({ page: at, helpful: true });
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({
        code: 'PT429',
        hint: 'address_day',
        message: 'Z tego połączenia wysłano dziś już bardzo wiele odpowiedzi. Spróbuj ponownie jutro.',
      });
      expect((await visitorFrom('127.0.0.12').from('page_feedback').insert({ page: at, helpful: true })).status).toBe(
        201,
      );
      // After midnight the work due at a time makes a new key and forgets the day's hashes.
      await target.backend!.runDueWork(new Date(Date.now() + 86_400_000));
      expect((await visitor.from('page_feedback').insert({ page: at, helpful: true })).status).toBe(201);
    } finally {
      await setLimits({});
    }
  });

  test.skipIf(hosted)(
    'the day’s caps on stored rows: answers, comments and searches, each refused in Polish',
    async () => {
      const at = `${page}/dzien`;
      // Rows of today already stored, so that a cap of one is reached.
      await service.from('page_feedback').insert({ page: at, helpful: false, comment: 'Komentarz dnia.' });
      await service.from('failed_searches').insert({ query: 'kontrakt dnia' });
      const resident = visitorFrom('127.0.0.13');
      try {
        await setLimits({ comments_per_day: 1 });
        const comment = await resident.from('page_feedback').insert({ page: at, helpful: false, comment: 'Brak.' });
        expect(comment.error).toMatchObject({
          code: 'PT429',
          hint: 'day_full',
          message: 'Na dziś zebraliśmy już tyle odpowiedzi, ile możemy przyjąć. Spróbuj ponownie jutro.',
        });
        expect((await resident.from('page_feedback').insert({ page: at, helpful: false })).status).toBe(201);
        await setLimits({ answers_per_day: 1 });
        const answer = await resident.from('page_feedback').insert({ page: at, helpful: true });
        expect(answer.error).toMatchObject({ code: 'PT429', hint: 'day_full' });
        await setLimits({ searches_per_day: 1 });
        const search = await resident.from('failed_searches').insert({ query: 'kontrakt po limicie' });
        expect(search.error).toMatchObject({ code: 'PT429', hint: 'day_full' });
      } finally {
        await setLimits({});
      }
    },
  );
});

describe('an administrator', () => {
  test('reads the counts of the last 30 and 365 days in one row a page, and deletes a comment', async () => {
    const older = `${page}/starsza`;
    expect((await anon.from('page_feedback').insert({ page: older, helpful: true })).error).toBeNull();
    expect((await anon.from('page_feedback').insert({ page: older, helpful: false })).error).toBeNull();
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
  test('limits a visitor’s writes per address itself, 10 a minute, taken before the write: a parallel burst stores 10', async () => {
    const limited = await startTarget();
    try {
      // The database's own limit out of the way, so that only the backend's can refuse.
      const limitedService = newClient(limited, limited.serviceRoleKey);
      await limitedService.from('visitor_limits').update(FILE_LIMITS).eq('singleton', true);
      const visitor = newClient(limited);
      const sent = await Promise.all(
        Array.from({ length: 25 }, (_, n) => visitor.from('failed_searches').insert({ query: `kontrakt limit ${n}` })),
      );
      expect(sent.filter((search) => search.status === 201)).toHaveLength(10);
      expect(sent.filter((search) => search.status === 429)).toHaveLength(15);
      const stored = await limitedService.from('failed_searches').select('id', { count: 'exact', head: true });
      expect(stored.count).toBe(10);
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
