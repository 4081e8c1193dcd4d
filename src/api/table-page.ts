/**
 * One page of a table for the administrator's lists: 25 rows at a time, newest first, with the total the
 * backend counts and an optional search in one text column. The panel never reads a whole table. It reads as the
 * signed-in administrator, who alone sees drafts, items scheduled and the bin (the database's policies), and
 * either what is in the bin or what is not.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import { signedInClient } from './signed-in-client.ts';
import type { BackendError } from './errors.ts';
import type { TableName, TableRow } from '../domain/database.types.ts';

export const ROWS_PER_PAGE = 25;

export interface RowsPage<T> {
  rows: T[];
  /** How many rows match, on every page. */
  total: number;
}

/**
 * The typed text as a case-insensitive "contains" pattern. `%` and `_` are escaped; `*` is dropped, since
 * PostgREST reads it as a wildcard whatever precedes it.
 */
export function containsPattern(text: string): string {
  const escaped = text
    .trim()
    .replace(/\*/g, '')
    .replace(/[\\%_]/g, (character) => `\\${character}`);
  return `%${escaped}%`;
}

export async function readTablePage<Name extends TableName>(
  table: Name,
  options: {
    orderBy: keyof TableRow<Name> & string;
    page: number;
    search?: { column: keyof TableRow<Name> & string; text: string };
    /** The bin's rows, or (the default) every row that is not in it. */
    bin?: boolean;
  },
): Promise<{ data: RowsPage<TableRow<Name>>; error: null } | { data: null; error: BackendError }> {
  const from = (options.page - 1) * ROWS_PER_PAGE;
  // The typed client's per-table overloads do not narrow over a generic table name: read untyped, cast below.
  const rows = ((await signedInClient()) as unknown as PostgrestClient).from(table).select('*', { count: 'exact' });
  let query = options.bin ? rows.not('deleted_at', 'is', null) : rows.is('deleted_at', null);
  if (options.search && options.search.text.trim())
    query = query.ilike(options.search.column, containsPattern(options.search.text));
  const { data, error, count } = await query
    .order(options.orderBy, { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ROWS_PER_PAGE - 1);
  if (error) return { data: null, error };
  return { data: { rows: data as TableRow<Name>[], total: count ?? 0 }, error: null };
}
