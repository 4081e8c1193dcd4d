// @vitest-environment node
// The administrator's safety net as the database decides it (supabase/migrations/20261128120000_safety_net.sql):
// drafts, publication at a time, the bin, the history and the refusal of a stale copy, for an anonymous visitor,
// an administrator and an account that is not one. The checks that stand in for a clock run locally only.
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
  subscribe,
  uniqueSuffix,
  waitFor,
  type Account,
  type Target,
} from './harness.ts';

let target: Target;
let admin: Account;
let adminClient: SupabaseClient;
let strangerClient: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
const tag = `safety-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  admin = await createAccount(target, { admin: true });
  const stranger = await createAccount(target, { admin: false });
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

async function addNews(title: string, columns: Record<string, unknown> = {}) {
  const added = await adminClient
    .from('news_items')
    .insert({ title: `${tag} ${title}`, content: 'Treść.', ...columns })
    .select()
    .single();
  expect(added.error).toBeNull();
  return added.data as { id: string; version: number; published_at: string | null; date: string };
}

const visibleTo = async (client: SupabaseClient, id: string) =>
  ((await client.from('news_items').select('id').eq('id', id)).data ?? []).length === 1;

describe('drafts and publication at a time', () => {
  test('a draft is read by administrators only', async () => {
    const draft = await addNews('Szkic', { published_at: null });
    expect(await visibleTo(anon, draft.id)).toBe(false);
    expect(await visibleTo(strangerClient, draft.id)).toBe(false);
    expect(await visibleTo(adminClient, draft.id)).toBe(true);
    const published = await adminClient
      .from('news_items')
      .update({ published_at: new Date().toISOString(), version: draft.version })
      .eq('id', draft.id)
      .select()
      .single();
    expect(published.error).toBeNull();
    expect(await visibleTo(anon, draft.id)).toBe(true);
  });

  test('an item given a time is public from that time, dated by it; a time past publishes now', async () => {
    const soon = new Date(Date.now() + 2500);
    const scheduled = await addNews('Zaplanowana', { published_at: soon.toISOString() });
    expect(await visibleTo(anon, scheduled.id)).toBe(false);
    await waitFor(() => (Date.now() > soon.getTime() + 200 ? true : undefined), 'the publication time', 5000);
    expect(await visibleTo(anon, scheduled.id)).toBe(true);

    const past = await addNews('Z datą wsteczną', { published_at: '2020-01-01T10:00:00Z' });
    expect(Math.abs(Date.parse(past.published_at!) - Date.now())).toBeLessThan(60_000);
    expect(past.date).toBe(
      new Date().toLocaleDateString('pl-PL', {
        timeZone: 'Europe/Warsaw',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
    );
  });

  test('a time more than a year ahead is refused, in Polish', async () => {
    const refused = await adminClient.from('news_items').insert({
      title: `${tag} Za daleko`,
      content: 'Treść.',
      published_at: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: '22023',
      hint: 'too_far',
      message: 'Datę publikacji można ustawić najwyżej rok naprzód.',
    });
  });

  test.skipIf(hosted)('the work due at a time tells open lists when a publication time is reached', async () => {
    const { events } = await subscribe(anon, 'list_changes');
    const soon = new Date(Date.now() + 1500);
    const scheduled = await addNews('Ogłoszona w swoim czasie', { published_at: soon.toISOString() });
    const before = events.length;
    await waitFor(() => (Date.now() > soon.getTime() ? true : undefined), 'the publication time', 5000);
    await target.backend!.runDueWork();
    await waitFor(() => (events.length > before ? true : undefined), 'the list change at the publication time');
    expect(events.at(-1)?.new).toMatchObject({ table_name: 'news_items' });
    expect(await visibleTo(anon, scheduled.id)).toBe(true);
  });
});

describe('the bin', () => {
  test('an item in the bin is gone for visitors at once, kept for administrators, and restored whole', async () => {
    const item = await addNews('Do kosza');
    const { events } = await subscribe(anon, 'list_changes');
    const binned = await adminClient
      .from('news_items')
      .update({ deleted_at: new Date().toISOString(), version: item.version })
      .eq('id', item.id)
      .select()
      .single();
    expect(binned.error).toBeNull();
    expect(binned.data).toMatchObject({ deleted_by: admin.id, version: item.version + 1 });
    expect(await visibleTo(anon, item.id)).toBe(false);
    expect(await visibleTo(adminClient, item.id)).toBe(true);
    // Realtime sends a visitor nothing about a row they can no longer read: the list's own row tells them.
    await waitFor(
      () => (events.some((event) => event.new.table_name === 'news_items') ? true : undefined),
      'list_changes',
    );

    const edited = await adminClient
      .from('news_items')
      .update({ title: `${tag} W koszu zmieniona`, version: item.version + 1 })
      .eq('id', item.id);
    expect(edited.status).toBe(409);
    expect(edited.error).toMatchObject({ code: 'PT409', hint: 'in_bin' });

    const restored = await adminClient
      .from('news_items')
      .update({ deleted_at: null, version: item.version + 1 })
      .eq('id', item.id)
      .select()
      .single();
    expect(restored.data).toMatchObject({ id: item.id, title: `${tag} Do kosza`, deleted_at: null, deleted_by: null });
    expect(await visibleTo(anon, item.id)).toBe(true);
  });

  test('only what is in the bin is deleted for good, with its history; who and when stay', async () => {
    const item = await addNews('Na zawsze');
    const live = await adminClient.from('news_items').delete().eq('id', item.id).select();
    expect(live.data).toEqual([]);
    expect(await visibleTo(anon, item.id)).toBe(true);
    await adminClient
      .from('news_items')
      .update({ deleted_at: new Date().toISOString(), version: item.version })
      .eq('id', item.id);
    const deleted = await adminClient.from('news_items').delete().eq('id', item.id).select();
    expect(deleted.data).toHaveLength(1);
    expect((await service.from('item_versions').select('id').eq('item_id', item.id)).data).toEqual([]);
    const log = await adminClient
      .from('permanent_deletions')
      .select('table_name, deleted_by_email')
      .eq('item_id', item.id);
    expect(log.data).toEqual([{ table_name: 'news_items', deleted_by_email: admin.email }]);
    expect((await anon.from('permanent_deletions').select('id')).error?.code).toBe('42501');
    expect((await strangerClient.from('permanent_deletions').select('id')).data).toEqual([]);
  });

  test.skipIf(hosted)('empties itself of what lay there 30 days (a later clock stands in)', async () => {
    const item = await addNews('Stara w koszu');
    await adminClient
      .from('news_items')
      .update({ deleted_at: new Date().toISOString(), version: item.version })
      .eq('id', item.id);
    await target.backend!.runDueWork(new Date(Date.now() + 29 * 86_400_000));
    expect(await visibleTo(adminClient, item.id)).toBe(true);
    await target.backend!.runDueWork(new Date(Date.now() + 31 * 86_400_000));
    expect(await visibleTo(adminClient, item.id)).toBe(false);
    const log = await adminClient.from('permanent_deletions').select('deleted_by').eq('item_id', item.id);
    expect(log.data).toEqual([{ deleted_by: null }]);
  });
});

describe('version history and stale copies', () => {
  test('every change is kept by the database, with who made it; administrators read it and nobody writes it', async () => {
    const item = await addNews('Z historią');
    const first = await adminClient
      .from('news_items')
      .update({ title: `${tag} Z historią, poprawiona`, version: item.version })
      .eq('id', item.id)
      .select()
      .single();
    expect(first.data.version).toBe(item.version + 1);
    const history = await adminClient
      .from('item_versions')
      .select('version, row_data, changed_by_email')
      .eq('item_id', item.id)
      .order('version', { ascending: false });
    expect(history.data?.map((entry) => [entry.version, entry.row_data.title, entry.changed_by_email])).toEqual([
      [item.version + 1, `${tag} Z historią, poprawiona`, admin.email],
      [item.version, `${tag} Z historią`, admin.email],
    ]);
    expect((await anon.from('item_versions').select('id').eq('item_id', item.id)).error?.code).toBe('42501');
    expect((await strangerClient.from('item_versions').select('id').eq('item_id', item.id)).data).toEqual([]);
    const forged = await adminClient
      .from('item_versions')
      .insert({ table_name: 'news_items', item_id: item.id, version: 99, row_data: {} });
    expect(forged.error?.code).toBe('42501');
    const rewritten = await adminClient
      .from('item_versions')
      .update({ changed_by_email: 'ktos@example.com' })
      .eq('item_id', item.id);
    expect(rewritten.error?.code).toBe('42501');
  });

  test('a save from a copy someone else changed meanwhile is refused, and nothing saved is lost', async () => {
    const item = await addNews('Dwa panele');
    const firstSave = await adminClient
      .from('news_items')
      .update({ content: 'Zmiana pierwszego administratora.', version: item.version })
      .eq('id', item.id)
      .select()
      .single();
    expect(firstSave.error).toBeNull();
    const secondSave = await adminClient
      .from('news_items')
      .update({ content: 'Zmiana drugiego, z kopii sprzed pierwszej.', version: item.version })
      .eq('id', item.id);
    expect(secondSave.status).toBe(409);
    expect(secondSave.error).toMatchObject({ code: 'PT409', hint: 'stale' });
    const now = await anon.from('news_items').select('content').eq('id', item.id).single();
    expect(now.data?.content).toBe('Zmiana pierwszego administratora.');
  });

  test('a stranger changes nothing: the update matches no row', async () => {
    const item = await addNews('Obca zmiana');
    const refused = await strangerClient
      .from('news_items')
      .update({ title: 'Przejęta', version: item.version })
      .eq('id', item.id)
      .select();
    expect(refused.data).toEqual([]);
    const binned = await strangerClient
      .from('news_items')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', item.id)
      .select();
    expect(binned.data).toEqual([]);
    expect(await visibleTo(anon, item.id)).toBe(true);
  });
});

describe('the bin for uploaded files', () => {
  test('a file moved to the bin is no longer served, and is again once restored', async () => {
    const name = `${uniqueSuffix()}/regulamin.pdf`;
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    expect((await adminClient.storage.from('documents').upload(name, pdf)).error).toBeNull();
    const address = adminClient.storage.from('documents').getPublicUrl(name).data.publicUrl;
    expect((await fetch(address)).status).toBe(200);

    expect(
      (await strangerClient.storage.from('documents').move(name, name, { destinationBucket: 'bin' })).error,
    ).not.toBeNull();
    expect(
      (await adminClient.storage.from('documents').move(name, name, { destinationBucket: 'bin' })).error,
    ).toBeNull();
    expect([400, 404]).toContain((await fetch(address)).status);
    const binAddress = adminClient.storage.from('bin').getPublicUrl(name).data.publicUrl;
    expect([400, 404]).toContain((await fetch(binAddress)).status);

    expect(
      (await adminClient.storage.from('bin').move(name, name, { destinationBucket: 'documents' })).error,
    ).toBeNull();
    expect((await fetch(address)).status).toBe(200);
    await adminClient.storage.from('documents').remove([name]);
  });
});
