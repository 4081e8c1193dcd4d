/**
 * A list of rows that follows Realtime: an insert is put first, an update replaces the row with the same id, a
 * delete removes by id (a delete event carries only the id). The list is read once its channel is joined, and
 * again after every rejoin, after the browser was offline and when a hidden tab becomes visible, so nothing is
 * missed. One store per table and page, shared by every island that shows the table: one subscription, and
 * one read at load.
 */
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import { publicRealtime, publicRest } from './public-backend.ts';
import { describeError } from './errors.ts';
import type { TableName, TableRow } from './data/database.types.ts';

export interface Row {
  id: string;
}

export type Change<T extends Row> =
  | { type: 'INSERT'; row: T }
  | { type: 'UPDATE'; row: T }
  | { type: 'DELETE'; id: string };

export interface LiveListState<T extends Row> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  /** Polish message of the last load failure. */
  error: string | null;
  /** Whether live updates are flowing (Realtime channel subscribed). */
  live: boolean;
  /** Whether `rows` came from the backend at least once (rather than from the build's snapshot). */
  loaded: boolean;
}

/** The list after one change; applying the same change twice gives the same list. */
export function applyChange<T extends Row>(rows: T[], change: Change<T>): T[] {
  switch (change.type) {
    case 'INSERT':
      return [change.row, ...rows.filter((row) => row.id !== change.row.id)];
    case 'UPDATE':
      return rows.some((row) => row.id === change.row.id)
        ? rows.map((row) => (row.id === change.row.id ? change.row : row))
        : [change.row, ...rows];
    case 'DELETE':
      return rows.filter((row) => row.id !== change.id);
  }
}

function toChange<T extends Row>(payload: RealtimePostgresChangesPayload<T & Record<string, unknown>>): Change<T> | null {
  if (payload.eventType === 'INSERT') return { type: 'INSERT', row: payload.new as T };
  if (payload.eventType === 'UPDATE') return { type: 'UPDATE', row: payload.new as T };
  const id = (payload.old as Partial<Row>).id;
  return id ? { type: 'DELETE', id } : null;
}

export interface LiveList<T extends Row> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveListState<T>;
  /** Fetches the whole list again (also used after a write, so the author sees it even if Realtime is down). */
  reload(): Promise<void>;
}

/** The tables whose rows have an id, so a change can be applied to the list. */
type ListTable = { [Name in TableName]: TableRow<Name> extends Row ? Name : never }[TableName];

interface Options<Name extends ListTable> {
  table: Name;
  /** The column the list is ordered by, newest first. */
  orderBy: keyof TableRow<Name> & string;
  /** Polish sentence shown when loading fails. */
  loadError: string;
}

export const initialState: LiveListState<never> = { status: 'loading', rows: [], error: null, live: false, loaded: false };

/** If Realtime has not joined by then, the list is read anyway (and again once it joins). */
const READ_WITHOUT_REALTIME_AFTER_MS = 3000;

export function createLiveList<Name extends ListTable, T extends Row = TableRow<Name>>({
  table,
  orderBy,
  loadError,
}: Options<Name>): LiveList<T> {
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
      const { data, error } = await publicRest().from(table).select('*').order(orderBy, { ascending: false });
      const arrived = pending;
      pending = null;
      if (error) {
        set({ status: 'error', error: describeError(error, loadError) });
      } else {
        set({ status: 'ready', error: null, loaded: true, rows: arrived.reduce(applyChange<T>, data as T[]) });
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
    else set({ rows: applyChange(state.rows, change) });
  };

  const start = () => {
    // Read after the channel has joined, so no change can fall between the read and the subscription.
    const fallback = setTimeout(() => void load(), READ_WITHOUT_REALTIME_AFTER_MS);
    channel = publicRealtime()
      .channel(`live-${table}`)
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
    reload: load,
  };
}
