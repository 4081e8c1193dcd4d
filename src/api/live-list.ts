/**
 * A list of rows that follows Realtime: an insert is put first, an update replaces the row with the same id, a
 * delete removes by id (a delete event carries only the id). A list may hold only the newest rows a page shows,
 * or only the rows of one category or one item (`ListScope`), and then reads no more than that; a delete that
 * leaves a gap in it reads it again. The list is read once its channel is joined, and
 * again after every rejoin, after the browser was offline and when a hidden tab becomes visible, so nothing is
 * missed. One store per list and page, shared by every island that shows it: one subscription, and one read at
 * load.
 */
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import { publicRealtime } from './public-realtime.ts';
import { readRows } from './public-rows.ts';
import type { BackendError } from './errors.ts';
import type { TableName, TableRow } from '../domain/database.types.ts';

export interface Row {
  id: string;
}

export type Change<T extends Row> =
  { type: 'INSERT'; row: T } | { type: 'UPDATE'; row: T } | { type: 'DELETE'; id: string };

export interface LiveListState<T extends Row> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  /**
   * What the last read failed with; the island words it (`describeError`), so that a page whose list has not
   * changed loads no sentences.
   */
  error: BackendError | null;
  /** Whether live updates are flowing (Realtime channel subscribed). */
  live: boolean;
  /** Whether `rows` came from the backend at least once (rather than from the build's snapshot). */
  loaded: boolean;
}

/**
 * Which rows a list holds: the newest `limit` rows (the first page of a list, the home page's cards), and only
 * those that `matches` (one category, one item). Without it, the list holds every row.
 */
export interface ListScope<T> {
  limit?: number;
  matches?: (row: T) => boolean;
}

/** The list after one change; applying the same change twice gives the same list. */
export function applyChange<T extends Row>(rows: T[], change: Change<T>, scope: ListScope<T> = {}): T[] {
  const inScope = (row: T) => scope.matches?.(row) ?? true;
  const trimmed = (list: T[]) => (scope.limit === undefined ? list : list.slice(0, scope.limit));
  switch (change.type) {
    case 'INSERT':
      if (!inScope(change.row)) return rows.filter((row) => row.id !== change.row.id);
      return trimmed([change.row, ...rows.filter((row) => row.id !== change.row.id)]);
    case 'UPDATE':
      if (!inScope(change.row)) return rows.filter((row) => row.id !== change.row.id);
      if (rows.some((row) => row.id === change.row.id))
        return rows.map((row) => (row.id === change.row.id ? change.row : row));
      // A row it did not know: one missed while offline belongs at the top of a whole list; in a list of the
      // newest rows it may be an older one, which the reload after a gap brings in its place.
      return scope.limit === undefined ? [change.row, ...rows] : rows;
    case 'DELETE':
      return rows.filter((row) => row.id !== change.id);
  }
}

/** Whether a change took a row out of a full list of the newest rows, so the next one must be read to fill it. */
export function leavesGap<T extends Row>(rows: T[], change: Change<T>, scope: ListScope<T>): boolean {
  if (scope.limit === undefined || rows.length < scope.limit) return false;
  const id = change.type === 'DELETE' ? change.id : change.row.id;
  return rows.some((row) => row.id === id) && applyChange(rows, change, scope).length < rows.length;
}

function toChange<T extends Row>(
  payload: RealtimePostgresChangesPayload<T & Record<string, unknown>>,
): Change<T> | null {
  if (payload.eventType === 'INSERT') return { type: 'INSERT', row: payload.new as T };
  if (payload.eventType === 'UPDATE') return { type: 'UPDATE', row: payload.new as T };
  const id = (payload.old as Partial<Row>).id;
  return id ? { type: 'DELETE', id } : null;
}

export interface LiveList<T extends Row> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveListState<T>;
  /**
   * Reads the list again, when a page shows it (also used after a write, so the author sees it even if Realtime
   * is down); a list nobody shows is not read.
   */
  reload(): Promise<void>;
}

/** The tables whose rows have an id, so a change can be applied to the list. */
type ListTable = { [Name in TableName]: TableRow<Name> extends Row ? Name : never }[TableName];

interface Options<Name extends ListTable> {
  table: Name;
  /** The column the list is ordered by, newest first. */
  orderBy: keyof TableRow<Name> & string;
  /** Read only the newest rows: a page shows them and no more. */
  limit?: number;
  /** Read only the rows whose column has this value (one category, one item). */
  where?: { column: keyof TableRow<Name> & string; value: string };
  /** Tells apart two lists of one table on a page (their Realtime channels). */
  key?: string;
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
  return { subscribe: () => () => undefined, getSnapshot: () => state, reload: () => Promise.resolve() };
}

/** If Realtime has not joined by then, the list is read anyway (and again once it joins). */
const READ_WITHOUT_REALTIME_AFTER_MS = 3000;

export function createLiveList<Name extends ListTable, T extends Row = TableRow<Name>>({
  table,
  orderBy,
  limit,
  where,
  key = 'all',
}: Options<Name>): LiveList<T> {
  const scope: ListScope<T> = {
    limit,
    matches: where && ((row) => (row as Record<string, unknown>)[where.column] === where.value),
  };
  let state: LiveListState<T> = initialState;
  const listeners = new Set<() => void>();
  let channel: RealtimeChannel | null = null;
  let loading: Promise<void> | null = null;
  /** Changes that arrive while a load is in flight, replayed on its result. */
  let pending: Change<T>[] | null = null;

  const set = (next: Partial<LiveListState<T>>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const load = (): Promise<void> => {
    loading ??= (async () => {
      pending = [];
      const { data, error } = await readRows<T>({ table, orderBy, where, limit });
      const arrived = pending;
      pending = null;
      if (error) {
        set({ status: 'error', error });
      } else {
        const rows = arrived.reduce((list, change) => applyChange(list, change, scope), data);
        set({ status: 'ready', error: null, loaded: true, rows });
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const onChange = (payload: RealtimePostgresChangesPayload<T & Record<string, unknown>>) => {
    const change = toChange<T>(payload);
    if (!change) return;
    if (pending) pending.push(change);
    else if (leavesGap(state.rows, change, scope)) {
      set({ rows: applyChange(state.rows, change, scope) });
      void load();
    } else set({ rows: applyChange(state.rows, change, scope) });
  };

  const start = () => {
    // Read after the channel has joined, so no change can fall between the read and the subscription.
    const fallback = setTimeout(() => void load(), READ_WITHOUT_REALTIME_AFTER_MS);
    channel = publicRealtime()
      .channel(`live-${table}-${key}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, onChange)
      .subscribe((status) => {
        const live = status === 'SUBSCRIBED';
        if (live || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          clearTimeout(fallback);
          // Joined (again): read, since changes may have been missed; failed before any read: read anyway.
          if (live || !state.loaded) void load();
        }
        set({ live });
      });
    const refetch = () => void load();
    window.addEventListener('online', refetch);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refetch();
    });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!channel) start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    reload: () => (channel ? load() : Promise.resolve()),
  };
}
