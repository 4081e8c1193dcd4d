// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  newClient,
  polishDate,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Account,
  type Target,
} from './harness.ts';

let target: Target;
let admin: Account;
let stranger: Account;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
/** Marks every row this file writes, so a hosted project's own data is never touched or relied on. */
const tag = `contract-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  admin = await createAccount(target, { admin: true });
  stranger = await createAccount(target, { admin: false });
  adminClient = await signedIn(target, admin);
  strangerClient = await signedIn(target, stranger);
  anon = newClient(target);
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await service?.from('assets').delete().like('name', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

function newsDraft(title: string) {
  return {
    title: `${tag} ${title}`,
    content: 'Treść aktualności.\n\nDrugi akapit.',
    date: polishDate(),
    created_by: admin.id,
  };
}

describe('news as an allow-listed administrator', () => {
  test('create, read, update and delete', async () => {
    const created = await adminClient.from('news_items').insert(newsDraft('Nowa aktualność')).select().single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ title: `${tag} Nowa aktualność`, image: null, created_by: admin.id });
    expect(created.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);

    const read = await anon.from('news_items').select('*').eq('id', created.data.id).single();
    expect(read.data).toEqual(created.data);

    const updated = await adminClient
      .from('news_items')
      .update({ title: `${tag} Zmieniony tytuł`, image: 'https://example.org/obraz.png', image_alt: 'Budynek ośrodka' })
      .eq('id', created.data.id)
      .select();
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toHaveLength(1);
    expect(updated.data?.[0]).toMatchObject({
      title: `${tag} Zmieniony tytuł`,
      image: 'https://example.org/obraz.png',
    });

    // Deleting for good is for what is in the bin (tests/backend/safety-net.test.ts).
    await adminClient.from('news_items').update({ deleted_at: new Date().toISOString() }).eq('id', created.data.id);
    const deleted = await adminClient.from('news_items').delete().eq('id', created.data.id);
    expect(deleted).toMatchObject({ error: null, data: null, status: 204 });
    expect((await anon.from('news_items').select('id').eq('id', created.data.id)).data).toEqual([]);
  });

  test('insert without select answers 201 with no body; the database fills id, created_at and created_by', async () => {
    const { title, content, date } = newsDraft('Bez zwracania');
    const inserted = await adminClient.from('news_items').insert({ title, content, date });
    expect(inserted).toMatchObject({ error: null, data: null, status: 201 });
    const row = await anon.from('news_items').select('id, created_by, created_at').eq('title', title).single();
    expect(row.data?.created_by).toBe(admin.id);
    expect(row.data?.created_at).toBeTruthy();
  });

  test('an administrator cannot sign a row with someone else’s id or rewrite its author', async () => {
    const spoofed = await adminClient.from('news_items').insert({ ...newsDraft('Podszyta'), created_by: stranger.id });
    expect(spoofed.status).toBe(403);
    expect(spoofed.error?.code).toBe('42501');
    const created = await adminClient.from('news_items').insert(newsDraft('Autor')).select().single();
    const rewrite = await adminClient.from('news_items').update({ created_by: stranger.id }).eq('id', created.data.id);
    expect(rewrite.status).toBe(403);
    expect(rewrite.error?.code).toBe('42501');
  });
});

describe('assets as an allow-listed administrator', () => {
  test('create, read, update and delete', async () => {
    const created = await adminClient
      .from('assets')
      .insert({
        name: `${tag} Wniosek o zasiłek`,
        url: 'https://example.org/wniosek.pdf',
        type: 'pdf',
        description: null,
        uploaded_by: admin.id,
      })
      .select()
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ category: 'general', type: 'pdf', uploaded_by: admin.id });
    expect(created.data.uploaded_at).toBeTruthy();

    const read = await anon.from('assets').select('id, name, category').eq('id', created.data.id);
    expect(read.data).toEqual([{ id: created.data.id, name: `${tag} Wniosek o zasiłek`, category: 'general' }]);

    const updated = await adminClient
      .from('assets')
      .update({ category: 'rodo', description: 'Klauzula' })
      .eq('id', created.data.id)
      .select()
      .single();
    expect(updated.data).toMatchObject({ category: 'rodo', description: 'Klauzula' });

    await adminClient.from('assets').update({ deleted_at: new Date().toISOString() }).eq('id', created.data.id);
    const deleted = await adminClient.from('assets').delete().eq('id', created.data.id);
    expect(deleted.status).toBe(204);
    expect((await anon.from('assets').select('id').eq('id', created.data.id)).data).toEqual([]);
  });
});

describe('writes refused to everyone else', () => {
  let existingId: string;
  beforeAll(async () => {
    existingId = (await adminClient.from('news_items').insert(newsDraft('Chroniona')).select().single()).data.id;
  });

  test('anonymous visitors get 401 42501 for insert, update and delete', async () => {
    const insert = await anon.from('news_items').insert({ title: `${tag} anon`, content: 'x', date: polishDate() });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
    const update = await anon
      .from('news_items')
      .update({ title: `${tag} zmiana` })
      .eq('id', existingId);
    expect(update.status).toBe(401);
    expect(update.error?.code).toBe('42501');
    const remove = await anon.from('news_items').delete().eq('id', existingId);
    expect(remove.status).toBe(401);
    expect(remove.error?.code).toBe('42501');
    const asset = await anon
      .from('assets')
      .insert({ name: `${tag} anon`, url: 'https://example.org/a.pdf', type: 'pdf' });
    expect(asset.status).toBe(401);
    expect(asset.error?.code).toBe('42501');
  });

  test('a signed-in account off the allowlist gets 403 42501 on insert and changes no rows', async () => {
    const insert = await strangerClient.from('news_items').insert({ ...newsDraft('Obcy'), created_by: stranger.id });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const asset = await strangerClient
      .from('assets')
      .insert({ name: `${tag} obcy`, url: 'https://example.org/a.pdf', type: 'pdf', uploaded_by: stranger.id });
    expect(asset.status).toBe(403);
    expect(asset.error?.code).toBe('42501');

    const update = await strangerClient
      .from('news_items')
      .update({ title: `${tag} przejęta` })
      .eq('id', existingId)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const remove = await strangerClient.from('news_items').delete().eq('id', existingId).select();
    expect(remove.data).toEqual([]);
    const still = await anon.from('news_items').select('title').eq('id', existingId).single();
    expect(still.data?.title).toBe(`${tag} Chroniona`);
  });

  test('the allowlist is invisible to visitors; an account sees only its own entry', async () => {
    const visitor = await anon.from('admins').select('*');
    expect(visitor.status).toBe(401);
    expect(visitor.error?.code).toBe('42501');
    expect((await strangerClient.from('admins').select('user_id')).data).toEqual([]);
    expect((await adminClient.from('admins').select('user_id')).data).toEqual([{ user_id: admin.id }]);
    const selfPromotion = await strangerClient.from('admins').insert({ user_id: stranger.id });
    expect(selfPromotion.status).toBe(403);
    expect(selfPromotion.error?.code).toBe('42501');
  });
});

describe('constraints', () => {
  test.each([
    ['a blank title', { title: '   ' }],
    ['blank content', { content: '' }],
    ['a javascript: image URL', { image: 'javascript:alert(1)', image_alt: 'Obraz' }],
    ['a data: image URL', { image: 'data:image/png;base64,AAAA', image_alt: 'Obraz' }],
    [
      'a javascript: picture variant',
      { image: 'https://example.org/a.jpg', image_alt: '', image_webp: 'javascript:alert(1)' },
    ],
    ['a picture without a text alternative or a decorative mark', { image: 'https://example.org/a.jpg' }],
    ['a width without a height', { image: 'https://example.org/a.jpg', image_alt: '', image_width: 1600 }],
  ])('news with %s is refused with 400 23514', async (_label, change) => {
    const { status, error } = await adminClient.from('news_items').insert({ ...newsDraft('Ograniczenia'), ...change });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  test.each([
    ['a non-http URL', { url: 'ftp://example.org/plik.pdf' }],
    ['an unknown type', { type: 'exe' }],
    ['an unknown category', { category: 'inne' }],
    ['a blank name', { name: ' ' }],
  ])('an asset with %s is refused with 400 23514', async (_label, change) => {
    const { status, error } = await adminClient.from('assets').insert({
      name: `${tag} plik`,
      url: 'https://example.org/plik.pdf',
      type: 'pdf',
      uploaded_by: admin.id,
      ...change,
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  test('a missing title is refused with 400 23502', async () => {
    const { status, error } = await adminClient.from('news_items').insert({ content: 'x', created_by: admin.id });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });
});

describe('reading: columns, filters, order, paging, single', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const rows = [
      { title: `${tag} R1`, created_at: '2020-01-01T10:00:00Z', image: null, image_alt: null },
      { title: `${tag} R2`, created_at: '2020-01-02T10:00:00Z', image: 'https://example.org/2.png', image_alt: '' },
      { title: `${tag} R3`, created_at: '2020-01-03T10:00:00Z', image: null, image_alt: null },
    ].map((row) => ({ ...row, content: 'Treść', date: '01.01.2020' }));
    const { data, error } = await service.from('news_items').insert(rows).select('id');
    if (error) throw new Error(error.message);
    ids.push(...data.map((row) => row.id as string));
  });

  const titles = (rows: { title: string }[] | null) => rows?.map((row) => row.title.replace(`${tag} `, ''));

  test('order by created_at, newest first; select named columns and aliases', async () => {
    const { data, error } = await anon
      .from('news_items')
      .select('title, when:created_at')
      .in('id', ids)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(titles(data)).toEqual(['R3', 'R2', 'R1']);
    expect(Object.keys(data![0]!).sort()).toEqual(['title', 'when']);
    expect(data![0]!.when).toBe('2020-01-03T10:00:00+00:00');
  });

  test('nulls first and last', async () => {
    const first = await anon
      .from('news_items')
      .select('title')
      .in('id', ids)
      .order('image', { nullsFirst: true })
      .order('created_at');
    expect(titles(first.data)).toEqual(['R1', 'R3', 'R2']);
    const last = await anon
      .from('news_items')
      .select('title')
      .in('id', ids)
      .order('image', { nullsFirst: false })
      .order('created_at');
    expect(titles(last.data)).toEqual(['R2', 'R1', 'R3']);
  });

  test('eq, neq, gt, gte, lt, lte, is, in and not', async () => {
    const q = () => anon.from('news_items').select('title').in('id', ids).order('created_at');
    expect(titles((await q().eq('title', `${tag} R2`)).data)).toEqual(['R2']);
    expect(titles((await q().neq('title', `${tag} R2`)).data)).toEqual(['R1', 'R3']);
    expect(titles((await q().gt('created_at', '2020-01-02T10:00:00Z')).data)).toEqual(['R3']);
    expect(titles((await q().gte('created_at', '2020-01-02T10:00:00Z')).data)).toEqual(['R2', 'R3']);
    expect(titles((await q().lt('created_at', '2020-01-02T10:00:00Z')).data)).toEqual(['R1']);
    expect(titles((await q().lte('created_at', '2020-01-02T10:00:00Z')).data)).toEqual(['R1', 'R2']);
    expect(titles((await q().is('image', null)).data)).toEqual(['R1', 'R3']);
    expect(titles((await q().not('image', 'is', null)).data)).toEqual(['R2']);
    expect(titles((await q().in('title', [`${tag} R1`, `${tag} R3`, 'a,"b"'])).data)).toEqual(['R1', 'R3']);
    expect(titles((await q().not('title', 'in', `("${tag} R1")`)).data)).toEqual(['R2', 'R3']);
    expect(titles((await q().ilike('title', `${tag} r%`)).data)).toEqual(['R1', 'R2', 'R3']);
  });

  test('limit, offset and exact count', async () => {
    const page = await anon
      .from('news_items')
      .select('title', { count: 'exact' })
      .in('id', ids)
      .order('created_at')
      .range(1, 2);
    expect(titles(page.data)).toEqual(['R2', 'R3']);
    expect(page.count).toBe(3);
    const limited = await anon.from('news_items').select('title').in('id', ids).order('created_at').limit(1);
    expect(titles(limited.data)).toEqual(['R1']);
    const head = await anon.from('news_items').select('*', { count: 'exact', head: true }).in('id', ids);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
  });

  test('single() on no rows answers 406 PGRST116; maybeSingle() gives null', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const single = await anon.from('news_items').select('*').eq('id', missing).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    const maybe = await anon.from('news_items').select('*').eq('id', missing).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  test('single() on several rows answers 406 and an update through it is rolled back', async () => {
    const several = await anon.from('news_items').select('*').in('id', ids).single();
    expect(several.status).toBe(406);
    expect(several.error?.details).toContain('3 rows');
    const update = await adminClient
      .from('news_items')
      .update({ content: 'Zmiana zbiorcza' })
      .in('id', ids)
      .select()
      .single();
    expect(update.status).toBe(406);
    const after = await anon.from('news_items').select('content').in('id', ids);
    expect(after.data?.every((row) => row.content === 'Treść')).toBe(true);
  });

  test('an empty result is [] and a write without any filter is refused', async () => {
    expect((await anon.from('news_items').select('*').eq('title', `${tag} nie istnieje`)).data).toEqual([]);
    // Sent by an account whose every write RLS blocks anyway, so a server that did run it would change nothing.
    const token = (await strangerClient.auth.getSession()).data.session!.access_token;
    for (const method of ['DELETE', 'PATCH']) {
      const response = await fetch(`${target.url}/rest/v1/news_items`, {
        method,
        headers: { apikey: target.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: method === 'PATCH' ? JSON.stringify({ title: `${tag} wszystko` }) : undefined,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('21000');
    }
  });

  test('upsert with ignore-duplicates keeps the existing row', async () => {
    const first = await service.from('admins').upsert({ user_id: admin.id }, { ignoreDuplicates: true }).select();
    expect(first.error).toBeNull();
    expect(first.data).toEqual([]);
  });
});
