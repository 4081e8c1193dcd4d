import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Follower } from './list-changes.ts';
import { versionsFingerprint } from './freshness.ts';

// The channel that tells lists when to read is Realtime's; here the test tells them.
const followers = vi.hoisted(() => [] as Follower[]);
vi.mock('./list-changes.ts', () => ({
  followListChanges: (_table: string, follower: Follower) => {
    followers.push(follower);
    return () => undefined;
  },
}));

const { createLiveList } = await import('./live-list.ts');

interface Item {
  id: string;
  updated_at: string;
  published_at: string;
  title: string;
}

const item = (n: number, updated_at = '2026-11-20T08:00:00+00:00'): Item => ({
  id: `id-${String(n).padStart(2, '0')}`,
  updated_at,
  published_at: `2026-11-${String(n).padStart(2, '0')}T08:00:00+00:00`,
  title: `Komunikat ${n}`,
});

/** The table as a visitor may read it, newest first. */
let table: Item[];
/** Each read's query, as the REST API got it. */
let reads: URLSearchParams[];
/** Holds the next read until released, when set. */
let hold: Promise<void> | null;

/** The REST API's answer, for the query the list's reads make. */
function answer(params: URLSearchParams): unknown[] {
  let rows = [...table];
  for (const filter of params.getAll('id')) {
    const [op, value = ''] = [filter.slice(0, filter.indexOf('.')), filter.slice(filter.indexOf('.') + 1)];
    const ids = op === 'in' ? value.slice(1, -1).split(',') : [value];
    rows = rows.filter((row) => ids.includes(row.id));
  }
  if (params.has('limit')) rows = rows.slice(0, Number(params.get('limit')));
  const columns = params.get('select') === '*' ? null : params.get('select')!.split(',');
  return rows.map((row) =>
    columns ? Object.fromEntries(columns.map((column) => [column, row[column as keyof Item]])) : row,
  );
}

beforeEach(() => {
  table = [5, 4, 3, 2, 1].map((n) => item(n));
  reads = [];
  hold = null;
  followers.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const params = new URL(url).searchParams;
    reads.push(params);
    // Answered now; a held answer only arrives later.
    const body = JSON.stringify(answer(params));
    const held = hold;
    hold = null;
    await held;
    return new Response(body, { status: 200 });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The newest 3 items, as a page shows them, followed. */
function newestThree(shows: Item[] | null = table.slice(0, 3)) {
  const list = createLiveList<'news_items', Item>({ table: 'news_items', orderBy: 'published_at', limit: 3 });
  if (shows) list.showing(versionsFingerprint(shows));
  let notified = 0;
  list.subscribe(() => notified++);
  return { list, notifications: () => notified };
}

const selects = () => reads.map((params) => params.get('select'));
const idsRead = (params: URLSearchParams) => params.getAll('id').find((filter) => filter.startsWith('in.'));

describe('a live list that the page shows', () => {
  it('reads only ids and change times while the database holds what the page shows', async () => {
    const { list } = newestThree();
    await list.reload();
    expect(selects()).toEqual(['id,updated_at']);
    expect(reads[0]!.get('order')).toBe('published_at.desc,id.desc');
    expect(reads[0]!.get('limit')).toBe('3');
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: false, rows: [] });
  });

  it('reads whole the rows of a list that changed since the page was built, and no others', async () => {
    const { list } = newestThree();
    table.unshift(item(6));
    await list.reload();
    expect(selects()).toEqual(['id,updated_at', '*']);
    expect(idsRead(reads[1]!)).toBe('in.(id-06,id-05,id-04)');
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: true, rows: table.slice(0, 3) });
  });

  it('once it holds rows, reads whole only the one that changed, and nothing when nothing did', async () => {
    const { list, notifications } = newestThree([]);
    await list.reload();
    table[1] = { ...item(4, '2026-11-27T09:00:00+00:00'), title: 'Zmieniony' };
    reads = [];
    await list.reload();
    expect(reads.map(idsRead)).toEqual([undefined, 'in.(id-04)']);
    expect(list.getSnapshot().rows.map((row) => row.title)).toEqual(['Komunikat 5', 'Zmieniony', 'Komunikat 3']);

    reads = [];
    const before = [list.getSnapshot(), notifications()] as const;
    await list.reload();
    expect(selects()).toEqual(['id,updated_at']);
    expect([list.getSnapshot(), notifications()]).toEqual(before);
  });

  it('loses an item moved to the bin, reading whole only the one that takes its place', async () => {
    const { list } = newestThree([]);
    await list.reload();
    table.splice(1, 1);
    reads = [];
    await list.reload();
    expect(reads.map(idsRead)).toEqual([undefined, 'in.(id-02)']);
    expect(list.getSnapshot().rows.map((row) => row.id)).toEqual(['id-05', 'id-03', 'id-02']);
  });

  it('an article’s item moved to the bin: found gone from the freshness read alone', async () => {
    const list = createLiveList<'news_items', Item>({
      table: 'news_items',
      orderBy: 'published_at',
      where: { column: 'id', value: 'id-03' },
    });
    list.showing(versionsFingerprint([table[2]!]));
    list.subscribe(() => undefined);
    await list.reload();
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: false });
    table.splice(2, 1);
    await list.reload();
    expect(selects()).toEqual(['id,updated_at', 'id,updated_at']);
    expect(reads[1]!.getAll('id')).toEqual(['eq.id-03']);
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: true, rows: [] });
  });

  it('told to read while a read is on its way, reads once more after it, and misses nothing', async () => {
    const { list } = newestThree();
    let release = () => undefined as void;
    hold = new Promise((resolve) => (release = resolve));
    const first = list.reload();
    // Published while the first read was on its way, after the database answered it.
    table.unshift(item(6));
    followers[0]!.read('changed');
    release();
    await first;
    expect(selects()).toEqual(['id,updated_at', 'id,updated_at', '*']);
    expect(list.getSnapshot().rows[0]!.id).toBe('id-06');
  });

  it('reads when Realtime has not joined only if it has not read yet', async () => {
    const { list } = newestThree();
    followers[0]!.read('not-joined');
    await vi.waitFor(() => expect(list.getSnapshot().status).toBe('ready'));
    followers[0]!.read('not-joined');
    await list.reload();
    expect(reads).toHaveLength(2);
  });

  it('says when a read fails, and recovers at the next', async () => {
    const { list } = newestThree();
    vi.stubGlobal('fetch', async () => new Response('{"message":"permission denied"}', { status: 401 }));
    await list.reload();
    expect(list.getSnapshot()).toMatchObject({ status: 'error', error: { message: 'permission denied' } });
    vi.stubGlobal('fetch', async (url: string) => new Response(JSON.stringify(answer(new URL(url).searchParams))));
    await list.reload();
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', error: null, loaded: false });
  });
});

describe('a live list that shows no page’s rows (an item newer than the build)', () => {
  it('reads its rows whole at once: one request', async () => {
    const { list } = newestThree(null);
    await list.reload();
    expect(selects()).toEqual(['*']);
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', loaded: true, rows: table.slice(0, 3) });
  });
});
