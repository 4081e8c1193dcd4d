// @vitest-environment node
// When open lists are told to read (supabase/migrations/20261128130000_list_changes_only_on_change.sql): a write
// that changed rows of a table touches its row in list_changes; a statement that changed none (the bin emptied of
// nothing at every round of the work due at a time, an update the policies let touch no row) touches nothing, so
// open pages are not made to read for it. The round of due work runs locally only.
import { afterAll, beforeAll, expect, test } from 'vitest';
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
  type ChangeEvent,
  type Target,
} from './harness.ts';

let target: Target;
let anon: SupabaseClient;
let service: SupabaseClient;
let strangerClient: SupabaseClient;
const tag = `list-changes-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  const stranger = await createAccount(target, { admin: false });
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

const tables = (events: ChangeEvent[]) => events.map((event) => (event.new as { table_name: string }).table_name);

/**
 * A write that does change a row of `assets`, after the statements under test: once its sign has arrived, every
 * sign those statements gave has arrived before it (events come in the order of the commits).
 */
async function marker(events: ChangeEvent[]): Promise<void> {
  const added = await service
    .from('assets')
    .insert({ name: `${tag} znacznik`, url: 'https://example.pl/znacznik.pdf', type: 'pdf', category: 'general' });
  expect(added.error).toBeNull();
  await waitFor(() => (tables(events).includes('assets') ? true : undefined), 'the marker’s list change');
}

test('a statement that changes no row tells no list; one that does tells its own', async () => {
  const { events } = await subscribe(anon, 'list_changes');
  if (!hosted) await target.backend!.runDueWork();
  // The policies let an account that is not an administrator touch no row.
  const refused = await strangerClient
    .from('news_items')
    .update({ title: `${tag} nie zmieniona` })
    .eq('id', '5eed0000-0000-4000-8000-000000000101');
  expect(refused.error).toBeNull();
  expect((await service.from('news_items').delete().eq('id', '00000000-0000-4000-8000-000000000000')).error).toBeNull();
  await marker(events);
  expect(tables(events)).toEqual(['assets']);

  const written = await service
    .from('news_items')
    .insert({ title: `${tag} nowa`, content: 'Treść.', date: '27.11.2026' });
  expect(written.error).toBeNull();
  await waitFor(() => (tables(events).includes('news_items') ? true : undefined), 'the news list change');
  expect(tables(events)).toEqual(['assets', 'news_items']);
});
