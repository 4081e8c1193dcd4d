/**
 * The one way the panel loads what it lists: the news, the files, the bin, an item's history, who moved what to the
 * bin, the residents' answers and the account's two-step sign-in all read through `useList`; a page of a table
 * through `useTablePage`, built on it. Use it for anything new the panel reads, so that all of it loads, fails and
 * reads again alike:
 *
 * - `read` (memoised with `useCallback`) is called when the list is first shown and again whenever it changes: a
 *   read depends on what the list shows now (a page, a search, a period, an item), so a new `read` is a new read.
 *   The last read started wins: an answer to an older one is dropped. A read that answers `null` was replaced by
 *   another (the table's page after a delete emptied it) and changes nothing.
 * - `status` is 'loading' until the first answer, 'ready' after a good one, 'error' after a failed one. `data` is
 *   the last good answer: it stays while the list is read again and after a read that failed, so a list never
 *   blanks or flickers while it reads (the tables keep their rows while the next page is read). Only a new
 *   `subject` (another period of the failed searches, another item's history) starts again from 'loading',
 *   because the old data would be shown under the new heading.
 * - `reload()` reads again: after the panel's own writes, on 'Spróbuj ponownie', or on 'Pokaż starsze', whose
 *   `read` goes on from the data it is given. A table's page also reads again after every change to the table,
 *   wherever it was made, and says whether it follows them (`live`). Rows that such a change brings or takes
 *   wait behind 'Nowe pozycje: N — pokaż' (`waiting`, `showWaiting`) while the list must hold still
 *   (`holdStillWhile`): on any page but the first, and while the pointer or the focus is in it; a row changed in
 *   place, and the panel's own writes, show at once.
 * - The words are the caller's: each list keeps its own loading line, error message and empty line.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { publicRealtime } from '../../../api/public-realtime.ts';
import { readTablePage, ROWS_PER_PAGE, type RowsPage } from '../../../api/table-page.ts';
import { describeError, type BackendError } from '../../../api/errors.ts';
import { pageCount } from '../../../util/pagination.ts';
import type { TableName, TableRow } from '../../../domain/database.types.ts';

/** What a read answers: the data, or the backend's error. */
export type ListRead<T> = { data: T; error: null } | { data: null; error: BackendError };

/** Loading until the first answer; then the last good answer (`data`), kept when a later read failed. */
export type ListState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: BackendError };

const LOADING = { status: 'loading', data: null, error: null } as const;

/** The list once a read answered: a failure keeps what was shown and says why; data replaces it. */
export function answered<T>(state: ListState<T>, read: ListRead<T>): ListState<T> {
  return read.error
    ? { status: 'error', data: state.data, error: read.error }
    : { status: 'ready', data: read.data, error: null };
}

/** The rows of a table not read yet: one array, so that what depends on the rows does not run at each render. */
const NO_ROWS: never[] = [];

/** A change made elsewhere is shown after this pause, so a burst of changes is one read. */
const SETTLE_MS = 200;

/** Calls `reload` after every change to the table; true while its Realtime channel (one per list) is joined. */
function useFollow(table: 'news_items' | 'assets', channelName: string, reload: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Not the table's own changes: Realtime tells a socket only of rows its role may read, and this socket is a
    // visitor's, who never reads a draft or the bin. Every write to the table touches its row of list_changes,
    // which everyone reads (supabase/migrations/20261128120000_safety_net.sql).
    const channel = publicRealtime()
      .channel(channelName)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'list_changes', filter: `table_name=eq.${table}` },
        () => {
          clearTimeout(timer);
          timer = setTimeout(reload, SETTLE_MS);
        },
      )
      .subscribe((status) => {
        setLive(status === 'SUBSCRIBED');
        // Joined again after an outage: changes may have been missed meanwhile.
        if (status === 'SUBSCRIBED') reload();
      });
    window.addEventListener('online', reload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', reload);
      void publicRealtime().removeChannel(channel);
    };
  }, [table, channelName, reload]);
  return live;
}

/** Something the panel reads and shows, read and read again as the module's comment says. */
export function useList<T>(
  read: (shown: T | null) => Promise<ListRead<T> | null>,
  { subject }: { subject?: string | number } = {},
) {
  const [state, setState] = useState<ListState<T>>(LOADING);
  const [round, reload] = useReducer((count: number) => count + 1, 0);
  const [shownSubject, setShownSubject] = useState(subject);
  if (shownSubject !== subject) {
    setShownSubject(subject);
    setState(LOADING);
  }
  const shown = useRef<T | null>(null);
  useEffect(() => {
    shown.current = state.data;
  }, [state.data]);

  useEffect(() => {
    let current = true;
    void read(shown.current).then((answer) => {
      if (current && answer) setState((previous) => answered(previous, answer));
    });
    return () => {
      current = false;
    };
  }, [read, round]);

  /** Changes what is shown without a read (a comment deleted). */
  const update = (change: (data: T) => T) =>
    setState(
      (previous) => (previous.data === null ? previous : { ...previous, data: change(previous.data) }) as ListState<T>,
    );
  return { ...state, reload, update };
}

/**
 * What a read would move in a list that shows `shown`: null when it holds the same rows in the same order (a row
 * changed in place moves nothing), else how many rows it brings that the list did not show (0: rows only left it).
 */
export function rowsMoved(rows: readonly { id: string }[], shown: readonly { id: string }[]): number | null {
  if (rows.length === shown.length && rows.every((row, index) => row.id === shown[index]!.id)) return null;
  const ids = new Set(shown.map((row) => row.id));
  return rows.filter((row) => !ids.has(row.id)).length;
}

/**
 * Whether a list must hold still, as its controls tell (`holdStillWhile`), and how many rows wait meanwhile;
 * `followed` marks the next read as one a change made elsewhere asked for.
 */
function useStillness() {
  const followed = useRef(false);
  const check = useRef<() => boolean>(() => false);
  const [waiting, setWaiting] = useState<number | null>(null);
  const mustHoldStill = useCallback(() => check.current(), []);
  const holdStillWhile = useCallback((whether: () => boolean) => {
    check.current = whether;
  }, []);
  return { followed, mustHoldStill, holdStillWhile, waiting, setWaiting };
}

/**
 * Whether the rows the panel asked to see (after its own write, or on 'pokaż') are still to be shown: a read a
 * change made elsewhere starts meanwhile replaces the one asked for, and must show them as that one would have,
 * not hold them back. `started` numbers each read; the asked-for rows count as shown once the newest read answers.
 */
function useAskedFor() {
  const asked = useRef(false);
  const reads = useRef(0);
  return {
    ask: useCallback(() => {
      asked.current = true;
    }, []),
    /** Starts a read: whether rows were asked for, and a call that marks them shown if this read is the newest. */
    started: useCallback(() => {
      const number = ++reads.current;
      return {
        asked: asked.current,
        answered: () => {
          if (number === reads.current) asked.current = false;
        },
      };
    }, []),
  };
}

interface TableOptions<Name extends TableName> {
  orderBy: keyof TableRow<Name> & string;
  /** The column the search looks in. */
  searchColumn: keyof TableRow<Name> & string;
  loadError: string;
  /** The bin's rows instead of the others. */
  bin?: boolean;
}

/**
 * One page of a table in the panel (25 rows, newest first), kept current: read again when the page or the search
 * changes, after the panel's own writes (`reload`), and after any change to the table, wherever it was made.
 * After a delete the administrator stays on the same page, or on the last one if that page is now empty.
 */
export function useTablePage<Name extends 'news_items' | 'assets'>(
  table: Name,
  { orderBy, searchColumn, loadError, bin = false }: TableOptions<Name>,
) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { followed, mustHoldStill, holdStillWhile, waiting, setWaiting } = useStillness();
  const { ask, started } = useAskedFor();
  const read = useCallback(
    async (shown: RowsPage<TableRow<Name>> | null) => {
      const thisRead = started();
      const afterChangeElsewhere = followed.current && !thisRead.asked;
      followed.current = false;
      const answer = await readTablePage(table, { orderBy, page, bin, search: { column: searchColumn, text: search } });
      thisRead.answered();
      const pages = answer.data && pageCount(answer.data.total, ROWS_PER_PAGE);
      if (pages && page > pages) {
        setPage(pages);
        return null;
      }
      const arrived = afterChangeElsewhere && answer.data && shown ? rowsMoved(answer.data.rows, shown.rows) : null;
      if (arrived !== null && (page > 1 || mustHoldStill())) {
        setWaiting(arrived);
        return null;
      }
      setWaiting(null);
      return answer;
    },
    [table, orderBy, searchColumn, page, search, bin, followed, mustHoldStill, setWaiting, started],
  );
  const list = useList(read);
  const rows = list.data?.rows ?? NO_ROWS;
  const total = list.data?.total ?? 0;
  const { reload } = list;
  const followChange = useCallback(() => {
    followed.current = true;
    reload();
  }, [followed, reload]);
  const showNow = useCallback(() => {
    ask();
    reload();
  }, [ask, reload]);

  return {
    status: list.status,
    rows,
    /** How many rows match the search (all rows without one). */
    total,
    /** Polish message of the last failed read. */
    error: list.error && describeError(list.error, loadError),
    /** Whether changes made elsewhere are followed (Realtime channel joined). */
    live: useFollow(table, `admin-${table}${bin ? '-bin' : ''}`, followChange),
    /**
     * Whether a change made elsewhere would move rows while the list holds still (null: none waits), and how many
     * rows it brings.
     */
    waiting,
    /** Shows the rows that wait: the page read again, now. */
    showWaiting: showNow,
    holdStillWhile,
    page,
    pages: pageCount(total, ROWS_PER_PAGE),
    setPage,
    search,
    /** A new search starts on its first page. */
    searchFor: useCallback((text: string) => {
      setSearch(text);
      setPage(1);
    }, []),
    /** Reads the page again after the panel's own write, and shows what it brings at once. */
    reload: showNow,
    /** The list's newest copy of an item: a dialog opened a while ago writes from it, not from the one it opened with. */
    latest: <Item extends { id: string }>(item: Item) => rows.find((row) => row.id === item.id) ?? item,
  };
}

export type TablePage<Name extends 'news_items' | 'assets'> = ReturnType<typeof useTablePage<Name>>;
