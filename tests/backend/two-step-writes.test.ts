// @vitest-environment node
// The database requires the second step (supabase/migrations/20261130120000_two_step_sign_in.sql): an administrator
// with a verified factor whose session is at aal1 reads what the public reads and writes nothing (news, files,
// drafts, the bin, restores, history, Storage); at aal2 the same writes pass. The setting
// public.admin_settings.two_step_required asks it of every administrator.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clientWithToken,
  createAccount,
  deleteAccounts,
  disposeClients,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  uniqueSuffix,
  type Account,
  type Target,
} from './harness.ts';
import { claimsOf, accessToken, clock, enrolAndVerify } from './two-step.ts';

let target: Target;
let service: SupabaseClient;
let admin: Account;
/** The enrolled administrator's session verified with a code, and one signed in with the password alone. */
let strong: SupabaseClient;
let weak: SupabaseClient;
const tag = `two-step-${uniqueSuffix()}`;
const pdf = () => new Blob([`%PDF-1.4\n${uniqueSuffix()}\n%%EOF\n`], { type: 'application/pdf' });

beforeAll(async () => {
  target = await startTarget({ clock: () => clock.now() });
  service = newClient(target, target.serviceRoleKey);
  admin = await createAccount(target, { admin: true });
  strong = await signedIn(target, admin);
  await enrolAndVerify(strong);
  weak = await signedIn(target, admin);
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
  const added = await strong
    .from('news_items')
    .insert({ title: `${tag} ${title}`, content: 'Treść.', ...columns })
    .select()
    .single();
  expect(added.error).toBeNull();
  return added.data as { id: string; version: number };
}

/** PostgREST's answer to a write the database refused for want of the second step. */
const SECOND_STEP_REFUSAL = { code: 'PT403', hint: 'aal2_required' };

describe('an enrolled administrator at aal1', () => {
  test('the sessions say so', async () => {
    expect(claimsOf(await accessToken(strong)).aal).toBe('aal2');
    expect(claimsOf(await accessToken(weak)).aal).toBe('aal1');
  });

  test('writes no news: add, edit, move to the bin, restore, delete for good are refused', async () => {
    const added = await weak
      .from('news_items')
      .insert({ title: `${tag} słaba`, content: 'Treść.' })
      .select();
    expect(added.status).toBe(403);
    expect(added.error).toMatchObject(SECOND_STEP_REFUSAL);
    expect(added.error?.message).toContain('weryfikacji dwuetapowej');
    const item = await addNews('Do zmiany');
    const edited = await weak
      .from('news_items')
      .update({ title: `${tag} zmieniona`, version: item.version })
      .eq('id', item.id);
    expect(edited.error).toMatchObject(SECOND_STEP_REFUSAL);
    const binned = await weak
      .from('news_items')
      .update({ deleted_at: new Date().toISOString(), version: item.version })
      .eq('id', item.id);
    expect(binned.error).toMatchObject(SECOND_STEP_REFUSAL);
    const inBin = await strong
      .from('news_items')
      .update({ deleted_at: new Date().toISOString(), version: item.version })
      .eq('id', item.id)
      .select()
      .single();
    expect(inBin.error).toBeNull();
    const restored = await weak
      .from('news_items')
      .update({ deleted_at: null, version: inBin.data.version })
      .eq('id', item.id);
    expect(restored.error).toMatchObject(SECOND_STEP_REFUSAL);
    const gone = await weak.from('news_items').delete().eq('id', item.id);
    expect(gone.error).toMatchObject(SECOND_STEP_REFUSAL);
    const kept = await service.from('news_items').select('title, deleted_at').eq('id', item.id).single();
    expect(kept.data).toMatchObject({ title: `${tag} Do zmiany` });
    expect(kept.data?.deleted_at).not.toBeNull();
    expect((await strong.from('news_items').delete().eq('id', item.id)).error).toBeNull();
  });

  test('reads what the public reads: no drafts, no bin, no history', async () => {
    const draft = await addNews('Szkic', { published_at: null });
    expect((await strong.from('news_items').select('id').eq('id', draft.id)).data).toHaveLength(1);
    expect((await weak.from('news_items').select('id').eq('id', draft.id)).data).toEqual([]);
    expect((await strong.from('item_versions').select('id').eq('item_id', draft.id)).data?.length).toBeGreaterThan(0);
    expect((await weak.from('item_versions').select('id').eq('item_id', draft.id)).data).toEqual([]);
    expect((await weak.from('permanent_deletions').select('id')).data).toEqual([]);
  });

  test('writes no files: the list of files and Storage refuse, in every bucket', async () => {
    const row = { name: `${tag} plik`, url: 'https://example.org/plik.pdf', type: 'pdf' };
    expect((await weak.from('assets').insert(row)).error).toMatchObject(SECOND_STEP_REFUSAL);
    const asset = await strong.from('assets').insert(row).select().single();
    expect(asset.error).toBeNull();
    const renamed = await weak
      .from('assets')
      .update({ name: `${tag} inny`, version: asset.data.version })
      .eq('id', asset.data.id);
    expect(renamed.error).toMatchObject(SECOND_STEP_REFUSAL);
    const key = `${tag}.pdf`;
    expect((await weak.storage.from('documents').upload(key, pdf())).error).not.toBeNull();
    expect((await strong.storage.from('documents').upload(key, pdf())).error).toBeNull();
    expect((await weak.storage.from('documents').upload(key, pdf(), { upsert: true })).error).not.toBeNull();
    expect((await weak.storage.from('documents').move(key, key, { destinationBucket: 'bin' })).error).not.toBeNull();
    expect((await weak.storage.from('documents').remove([key])).data).toEqual([]);
    expect((await strong.storage.from('documents').move(key, key, { destinationBucket: 'bin' })).error).toBeNull();
    expect((await weak.storage.from('bin').list()).data).toEqual([]);
    expect((await weak.storage.from('bin').move(key, key, { destinationBucket: 'documents' })).error).not.toBeNull();
    expect((await weak.storage.from('bin').remove([key])).data).toEqual([]);
    expect((await strong.storage.from('bin').list()).data?.map((object) => object.name)).toContain(key);
    expect((await strong.storage.from('bin').remove([key])).data).toHaveLength(1);
  });
});

describe("residents' answers, for an enrolled administrator", () => {
  const page = `/${tag}`;

  test('at aal1 are neither read nor deleted; at aal2 they are', async () => {
    const anon = newClient(target);
    expect(
      (await anon.from('page_feedback').insert({ page, helpful: false, comment: 'Brak godzin.' })).error,
    ).toBeNull();
    expect((await anon.from('failed_searches').insert({ query: `${tag} kwitek` })).error).toBeNull();

    expect((await weak.from('page_feedback').select('id').eq('page', page)).data).toEqual([]);
    expect((await weak.from('page_feedback_totals').select('page').eq('page', page)).data).toEqual([]);
    expect((await weak.from('failed_search_totals').select('query').like('query', `${tag}%`)).data).toEqual([]);
    const weakDelete = await weak.from('page_feedback').delete().eq('page', page).select('id');
    expect(weakDelete.data ?? []).toEqual([]);

    const seen = await strong.from('page_feedback').select('id, comment').eq('page', page);
    expect(seen.data).toEqual([{ id: expect.any(Number), comment: 'Brak godzin.' }]);
    const removed = await strong.from('page_feedback').delete().eq('page', page).select('id');
    expect(removed.data).toHaveLength(1);
    await service.from('failed_searches').delete().like('query', `${tag}%`);
  });
});

describe('who is not asked for the second step', () => {
  test('the service role writes as before, and an account not on the allowlist is refused as before', async () => {
    const added = await service
      .from('news_items')
      .insert({ title: `${tag} serwis`, content: 'Treść.' })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    expect((await service.from('news_items').delete().eq('id', added.data!.id)).error).toBeNull();
    const stranger = await signedIn(target, await createAccount(target, { admin: false }));
    const refused = await stranger.from('news_items').insert({ title: `${tag} obcy`, content: 'Treść.' });
    expect(refused.error?.code).toBe('42501');
  });
});

describe('the setting that makes the second step mandatory', () => {
  test('refuses an administrator without a factor until a session verified with a code', async () => {
    const plainAdmin = await createAccount(target, { admin: true });
    const plain = await signedIn(target, plainAdmin);
    expect((await plain.from('news_items').insert({ title: `${tag} bez`, content: 'Treść.' })).error).toBeNull();
    expect(
      (await service.from('admin_settings').update({ two_step_required: true }).eq('singleton', true)).error,
    ).toBeNull();
    try {
      expect((await plain.from('admin_settings').select('two_step_required').single()).data).toEqual({
        two_step_required: true,
      });
      const refused = await plain.from('news_items').insert({ title: `${tag} bez kodu`, content: 'Treść.' });
      expect(refused.error).toMatchObject(SECOND_STEP_REFUSAL);
      const { factorId } = await enrolAndVerify(plain);
      expect((await plain.from('news_items').insert({ title: `${tag} z kodem`, content: 'Treść.' })).error).toBeNull();
      // The factor removed: the session is back at aal1, and a token issued before, which still says aal2, no
      // longer writes (the database asks the session, not the token alone).
      const aal2Token = await accessToken(plain);
      expect((await plain.auth.mfa.unenroll({ factorId })).error).toBeNull();
      const stale = await clientWithToken(target, aal2Token)
        .from('news_items')
        .insert({ title: `${tag} stary kod`, content: 'Treść.' });
      expect(stale.error).toMatchObject(SECOND_STEP_REFUSAL);
    } finally {
      await service.from('admin_settings').update({ two_step_required: false }).eq('singleton', true);
    }
  });

  test('is off on a new project and not changed by an administrator', async () => {
    expect((await strong.from('admin_settings').select('two_step_required').single()).data).toEqual({
      two_step_required: false,
    });
    const changed = await strong.from('admin_settings').update({ two_step_required: true }).eq('singleton', true);
    expect(changed.error?.code).toBe('42501');
  });
});
