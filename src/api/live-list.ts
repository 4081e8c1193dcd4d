/**
 * A list of rows that follows the database: the newest rows a page shows (`limit`), or only those of one category
 * or one item (`where`), and no more. It reads when ./list-changes.ts says the table may have changed: first the
 * ids and change times of its rows (the freshness read, ./freshness.ts), then, whole, only the rows it does not
 * hold as they are now. Until the rows differ from those the page's HTML shows (`showing`), it reads no row at
 * all, and the page goes on showing its own. One store per list and page, shared by the watcher that follows the
 * list before the island loads (./list-watch.ts) and by every island that shows it: one read at load.
 */
import { readRows } from './public-rows.ts';
import { followListChanges, type FollowedTable, type Follower } from './list-changes.ts';
import { idsToRead, inOrderOf, sameVersions, VERSION_COLUMNS, versionsFingerprint, type Version } from './freshness.ts';
import type { BackendError } from './errors.ts';
import type { TableRow } from '../domain/database.types.ts';

/** A row a list can hold: its id, and its change time, which tells whether the list holds it as it is now. */
export type Row = Version;

export interface LiveListState<T extends Row> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  /**
   * What the last read failed with; the island words it (`describeError`), so that a page whose list has not
   * changed loads no sentences.
   */
  error: BackendError | null;
  /** Whether changes are followed (the Realtime channel is joined). */
  live: boolean;
  /**
   * Whether `rows` came from the backend. False while the list is what the page shows (`showing`): the page's
   * rows stand, and `rows` is empty.
   */
  loaded: boolean;
}

export interface LiveList<T extends Row> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveListState<T>;
  /**
   * Reads the list again, when a page shows it (also used after a write, so the author sees it even if Realtime
   * is down); a list nobody shows is not read.
   */
  reload(): Promise<void>;
  /**
   * What the page already shows of the list (the build's rows in its HTML), as `versionsFingerprint` of those
   * rows; told before the list is read. While a read finds the same, no row is read. Given the rows themselves
   * too (a page's snapshot), a read that finds others reads whole only those the page does not hold.
   */
  showing(fingerprint: string, rows?: T[]): void;
}

interface Options<Name extends FollowedTable> {
  table: Name;
  /** The column the list is ordered by, newest first (the later id first on the same value). */
  orderBy: keyof TableRow<Name> & string;
  /** Read only the newest rows: a page shows them and no more. */
  limit?: number;
  /** Read only the rows whose column has this value (one category, one item). */
  where?: { column: keyof TableRow<Name> & string; value: string };
}

export const initialState: LiveListState<never> = {
  status: 'loading',
  rows: [],
  error: null,
  live: false,
  loaded: false,
};

/** A list that never changes and reads nothing: one not known yet, or one that cannot hold anything. */
export function fixedList<T extends Row>(state: LiveListState<never>): LiveList<T> {
  return {
    subscribe: () => () => undefined,
    getSnapshot: () => state,
    reload: () => Promise.resolve(),
    showing: () => undefined,
  };
}

export function createLiveList<Name extends FollowedTable, T extends Row = TableRow<Name>>({
  table,
  orderBy,
  limit,
  where,
}: Options<Name>): LiveList<T> {
  let state: LiveListState<T> = initialState;
  const listeners = new Set<() => void>();
  let shows: string | null = null;
  let pageRows: T[] = [];
  let following = false;
  let everRead = false;
  let loading: Promise<void> | null = null;
  /** Told to read while a read was on its way, which may have missed what it was told of: read once more. */
  let again = false;

  const set = (next: Partial<LiveListState<T>>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const ready = () => {
    if (state.status !== 'ready' || state.error) set({ status: 'ready', error: null });
  };

  const failed = (error: BackendError) => set({ status: 'error', error });

  /** A list that holds nothing yet and shows no page's rows: the rows themselves, in one read. */
  const readWhole = async () => {
    const rows = await readRows<T>({ table, orderBy, where, limit });
    if (rows.error) return failed(rows.error);
    set({ status: 'ready', error: null, loaded: true, rows: rows.data });
  };

  /** The ids and change times first; then, whole, only the rows that are new or changed. */
  const readChanged = async () => {
    const versions = await readRows<Version>({ table, select: VERSION_COLUMNS, orderBy, where, limit });
    if (versions.error) return failed(versions.error);
    // Still the rows the page shows: nothing to read.
    if (!state.loaded && versionsFingerprint(versions.data) === shows) return ready();
    const held = state.loaded ? state.rows : pageRows;
    const ids = idsToRead(versions.data, held);
    let read: T[] = [];
    if (ids.length > 0) {
      const rows = await readRows<T>({ table, orderBy, where, ids });
      if (rows.error) return failed(rows.error);
      read = rows.data;
    }
    const rows = inOrderOf(versions.data, held, read);
    if (state.loaded && sameVersions(rows, state.rows)) return ready();
    set({ status: 'ready', error: null, loaded: true, rows });
  };

  const readOnce = () => (state.loaded || shows !== null ? readChanged() : readWhole());

  const load = (): Promise<void> => {
    everRead = true;
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        await readOnce();
      } while (again);
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const follower: Follower = {
    read(reason) {
      // Realtime not joined: a list that has read already has nothing new to learn from another read.
      if (reason !== 'not-joined' || !everRead) void load();
    },
    live(joined) {
      if (joined !== state.live) set({ live: joined });
    },
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!following) {
        following = true;
        followListChanges(table, follower);
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    reload: () => (following ? load() : Promise.resolve()),
    showing(fingerprint, rows = []) {
      shows = fingerprint;
      pageRows = rows;
    },
  };
}
