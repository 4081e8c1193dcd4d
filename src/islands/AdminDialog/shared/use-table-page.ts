import { useCallback, useEffect, useState } from 'react';
import { publicRealtime } from '../../../api/public-realtime.ts';
import { readTablePage, ROWS_PER_PAGE } from '../../../api/table-page.ts';
import { describeError } from '../../../api/errors.ts';
import { pageCount } from '../../../util/pagination.ts';
import type { TableName, TableRow } from '../../../domain/database.types.ts';

export interface TablePageState<T> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  /** How many rows match the search (all rows without one). */
  total: number;
  /** Polish message of the last failed read. */
  error: string | null;
  /** Whether changes made elsewhere are followed (Realtime channel joined). */
  live: boolean;
}

interface Options<Name extends TableName> {
  orderBy: keyof TableRow<Name> & string;
  /** The column the search looks in. */
  searchColumn: keyof TableRow<Name> & string;
  loadError: string;
  /** The bin's rows instead of the others. */
  bin?: boolean;
}

/** A change made elsewhere is shown after this pause, so a burst of changes is one read. */
const SETTLE_MS = 200;

/**
 * One page of a table in the administrator's panel, kept current: read again when the page or the search
 * changes, after the panel's own writes (`reload`), and after any change to the table, wherever it was made.
 * After a delete the administrator stays on the same page, or on the last one if that page is now empty.
 */
export function useTablePage<Name extends TableName>(
  table: Name,
  { orderBy, searchColumn, loadError, bin = false }: Options<Name>,
) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<TablePageState<TableRow<Name>>>({
    status: 'loading',
    rows: [],
    total: 0,
    error: null,
    live: false,
  });

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    void readTablePage(table, { orderBy, page, bin, search: { column: searchColumn, text: search } }).then(
      ({ data, error }) => {
        if (!current) return;
        if (!data) {
          setState((previous) => ({ ...previous, status: 'error', error: describeError(error, loadError) }));
          return;
        }
        const pages = pageCount(data.total, ROWS_PER_PAGE);
        if (page > pages) setPage(pages);
        else
          setState((previous) => ({ ...previous, status: 'ready', rows: data.rows, total: data.total, error: null }));
      },
    );
    return () => {
      current = false;
    };
  }, [table, orderBy, searchColumn, loadError, page, search, version, bin]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Not the table's own changes: Realtime tells a socket only of rows its role may read, and this socket is a
    // visitor's, who never reads a draft or the bin. Every write to the table touches its row of list_changes,
    // which everyone reads (supabase/migrations/20261128120000_safety_net.sql).
    const channel = publicRealtime()
      .channel(`admin-${table}${bin ? '-bin' : ''}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'list_changes', filter: `table_name=eq.${table}` },
        () => {
          clearTimeout(timer);
          timer = setTimeout(reload, SETTLE_MS);
        },
      )
      .subscribe((status) => {
        setState((previous) => ({ ...previous, live: status === 'SUBSCRIBED' }));
        // Joined again after an outage: changes may have been missed meanwhile.
        if (status === 'SUBSCRIBED') reload();
      });
    window.addEventListener('online', reload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', reload);
      void publicRealtime().removeChannel(channel);
    };
  }, [table, bin, reload]);

  return {
    ...state,
    page,
    pages: pageCount(state.total, ROWS_PER_PAGE),
    setPage,
    search,
    /** A new search starts on its first page. */
    searchFor: useCallback((text: string) => {
      setSearch(text);
      setPage(1);
    }, []),
    reload,
  };
}

export type TablePage<Name extends TableName> = ReturnType<typeof useTablePage<Name>>;
