// @vitest-environment node
// A page's live list (src/api/live-list.ts) against the local backend: its reads over HTTP, told when by the
// table's row in list_changes over Realtime (src/api/list-changes.ts). What it reads is watched, not answered:
// every request reaches the backend. Only the page's window and document, which the lists listen to for the
// visitor coming back, stand in for a browser's. Each test loads the modules afresh, as a new page would, and
// closes its page's Realtime socket after, so that no earlier test's list reads along.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { disposeClients, hosted, newClient, serverErrors, startTarget, uniqueSuffix, type Target } from './harness.ts';
import { versionsFingerprint } from '../../src/api/freshness.ts';
import type { LiveList, Row } from '../../src/api/live-list.ts';

interface Item extends Row {
  title: string;
}

let target: Target;
let service: SupabaseClient;
let createLiveList: typeof import('../../src/api/live-list.ts').createLiveList;
let closePage: () => void;
const tag = `live-list-${uniqueSuffix()}`;
const realFetch = globalThis.fetch;
/** Each read's query, as the list sent it to the REST API. */
let reads: URLSearchParams[] = [];

beforeAll(async () => {
  target = await startTarget();
  service = newClient(target, target.serviceRoleKey);
  vi.stubEnv('PUBLIC_SUPABASE_URL', target.url);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', target.anonKey);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    // The lists' reads, with the visitor's key; not this test's own, with the service key.
    const visitor = (init?.headers as Record<string, string> | undefined)?.apikey === target.anonKey;
    if (visitor && new URL(String(input)).pathname.startsWith('/rest/v1/'))
      reads.push(new URL(String(input)).searchParams);
    return realFetch(input, init);
  });
}, 60_000);

beforeEach(async () => {
  vi.resetModules();
  ({ createLiveList } = await import('../../src/api/live-list.ts'));
  const realtime = (await import('../../src/api/public-realtime.ts')).publicRealtime();
  closePage = () => realtime.disconnect();
});

afterEach(() => {
  closePage();
  reads = [];
});

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

/** Adds items published now, so they lead the list, the last one newest; returns them as a visitor reads them. */
async function publish(...titles: string[]): Promise<Item[]> {
  const added: Item[] = [];
  for (const title of titles) {
    const { data, error } = await service
      .from('news_items')
      .insert({ title: `${tag} ${title}`, content: 'Treść.', date: '27.11.2026' })
      .select('id, updated_at, title')
      .single();
    expect(error).toBeNull();
    added.unshift(data as Item);
  }
  return added;
}

async function update(id: string, columns: Record<string, unknown>): Promise<void> {
  expect((await service.from('news_items').update(columns).eq('id', id)).error).toBeNull();
}

/** The newest 3 items, followed; `shows`: the rows the page's HTML shows, when it shows some. */
function newestThree(shows?: Item[]): LiveList<Item> {
  const list = createLiveList<'news_items', Item>({ table: 'news_items', orderBy: 'published_at', limit: 3 });
  if (shows) list.showing(versionsFingerprint(shows));
  list.subscribe(() => undefined);
  return list;
}

const selects = () => reads.map((params) => params.get('select'));
const idsRead = (params: URLSearchParams) => params.getAll('id').find((filter) => filter.startsWith('in.'));
const titles = (list: LiveList<Item>) => list.getSnapshot().rows.map((row) => row.title.replace(`${tag} `, ''));

/** Waits until the list has read and is ready, with `rows` or as the page shows it. */
async function settled(list: LiveList<Item>, check: (rows: Item[]) => boolean = () => true): Promise<void> {
  await vi.waitFor(
    () => {
      const state = list.getSnapshot();
      expect(state.status).toBe('ready');
      expect(check(state.rows)).toBe(true);
    },
    { timeout: 10_000 },
  );
}

describe('a live list that the page shows', () => {
  it('reads only ids and change times while the database holds what the page shows', async () => {
    const shown = await publish('A', 'B', 'C');
    const list = newestThree(shown);
    await settled(list);
    expect(selects()).toEqual(['id,updated_at']);
    expect(reads[0]!.get('order')).toBe('published_at.desc,id.desc');
    expect(reads[0]!.get('limit')).toBe('3');
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: false, rows: [] });
  });

  it('once an item is published, reads whole the rows of the list, and no others', async () => {
    const shown = await publish('D', 'E', 'F');
    const list = newestThree(shown);
    await settled(list);
    const [added] = await publish('G');
    await settled(list, (rows) => rows[0]?.id === added!.id);
    expect(selects()).toEqual(['id,updated_at', 'id,updated_at', '*']);
    expect(idsRead(reads[2]!)).toBe(`in.(${[added!, ...shown.slice(0, 2)].map((row) => row.id).join(',')})`);
    expect(titles(list)).toEqual(['G', 'F', 'E']);
  });

  it('once it holds rows, reads whole only the one that changed, and none when its rows did not', async () => {
    await publish('H', 'I', 'J');
    const list = newestThree();
    await settled(list, (rows) => rows.length === 3);
    expect(selects()).toEqual(['*']);
    const [, middle] = list.getSnapshot().rows;
    await update(middle!.id, { title: `${tag} I zmieniony` });
    await settled(list, (rows) => rows[1]!.title.endsWith('I zmieniony'));
    expect(reads.slice(1).map(idsRead)).toEqual([undefined, `in.(${middle!.id})`]);
    expect(titles(list)).toEqual(['J', 'I zmieniony', 'H']);

    // A change to an item the list does not hold: the freshness read alone, and the list as it was.
    const before = list.getSnapshot();
    const { data: older } = await service.from('news_items').select('id').like('title', `${tag} A`).single();
    await update(older!.id, { title: `${tag} A zmieniony` });
    await vi.waitFor(() => expect(reads).toHaveLength(4));
    expect(selects()[3]).toBe('id,updated_at');
    expect(list.getSnapshot()).toBe(before);
  });

  it('loses an item moved to the bin, reading whole only the one that takes its place', async () => {
    await publish('K', 'L', 'M');
    const list = newestThree();
    await settled(list, (rows) => rows.length === 3);
    const [, middle, last] = list.getSnapshot().rows;
    const { data: next } = await service.from('news_items').select('id').like('title', `${tag} J`).single();
    await update(middle!.id, { deleted_at: new Date().toISOString() });
    await settled(list, (rows) => !rows.some((row) => row.id === middle!.id));
    expect(reads.slice(1).map(idsRead)).toEqual([undefined, `in.(${next!.id})`]);
    expect(titles(list)).toEqual(['M', 'K', 'J']);
    expect(list.getSnapshot().rows[1]).toBe(last);
  });

  it('an article’s item moved to the bin: found gone from the freshness read alone; restored, read again', async () => {
    const [item] = await publish('N');
    const list = createLiveList<'news_items', Item>({
      table: 'news_items',
      orderBy: 'published_at',
      where: { column: 'id', value: item!.id },
    });
    list.showing(versionsFingerprint([item!]));
    list.subscribe(() => undefined);
    await settled(list);
    expect(list.getSnapshot()).toMatchObject({ loaded: false });
    await update(item!.id, { deleted_at: new Date().toISOString() });
    await settled(list, () => list.getSnapshot().loaded);
    expect(selects()).toEqual(['id,updated_at', 'id,updated_at']);
    expect(reads[1]!.getAll('id')).toEqual([`eq.${item!.id}`]);
    expect(list.getSnapshot().rows).toEqual([]);

    await update(item!.id, { deleted_at: null });
    await settled(list, (rows) => rows.length === 1);
    expect(titles(list)).toEqual(['N']);
  });

  // The round of due work is run here locally; a hosted project runs it every minute.
  it.skipIf(hosted)(
    'an item scheduled for later joins the list when the work due at its time announces it',
    async () => {
      const list = newestThree();
      await settled(list, (rows) => rows.length === 3);
      const due = new Date(Date.now() + 1000);
      const { error } = await service
        .from('news_items')
        .insert({ title: `${tag} O`, content: 'Treść.', date: '27.11.2026', published_at: due.toISOString() });
      expect(error).toBeNull();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(due.getTime()), { timeout: 5000 });
      await target.backend!.runDueWork();
      await settled(list, (rows) => rows[0]?.title === `${tag} O`);
    },
  );

  it('asked to read while a read is on its way, reads once more after it, and misses nothing', async () => {
    const list = newestThree();
    await settled(list, (rows) => rows.length === 3);
    reads = [];
    // The next answer is held back after the backend gave it, as on a slow connection.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input, init) => {
      reads.push(new URL(String(input)).searchParams);
      const response = await realFetch(input, init);
      await held;
      return response;
    });
    const first = list.reload();
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const [added] = await publish('P');
    const again = list.reload();
    release();
    await Promise.all([first, again]);
    await settled(list, (rows) => rows[0]?.id === added!.id);
  });
});

describe('a live list that shows no page’s rows (an item newer than the build)', () => {
  it('reads its rows whole at once: one request', async () => {
    const list = newestThree();
    await settled(list, (rows) => rows.length === 3);
    expect(selects()).toEqual(['*']);
  });
});

describe('a read the backend refuses', () => {
  it('is said, for the island to word', async () => {
    const list = createLiveList<'news_items', Item>({
      table: 'item_versions' as 'news_items',
      orderBy: 'published_at',
      limit: 3,
    });
    list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getSnapshot().status).toBe('error'), { timeout: 10_000 });
    expect(list.getSnapshot().error?.message).toBeTruthy();
  });
});
