/**
 * The reads a live list makes: the ids and change times of the newest rows of a public table, then the rows that
 * changed, with the anon key, each as one GET to the REST API. A page that only shows a list needs no query builder, so this is written out here rather than loaded with
 * postgrest-js (5.6 KB compressed, an eighth of such a page); the build's snapshot and the panel keep using it
 * (./public-backend.ts). Like postgrest-js, a read that fails on the way or finds the API briefly unavailable is
 * tried again after 1, 2 and 4 s before the failure is reported.
 */
import type { BackendError } from './errors.ts';
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';

export interface RowsQuery {
  table: string;
  /** The columns to read, as PostgREST's `select` names them; every column when absent. */
  select?: string;
  /** The column the rows are ordered by, newest first; the later id first on the same value, as the database. */
  orderBy: string;
  /** Only the rows whose column has this value. */
  where?: { column: string; value: string };
  /** Only the rows with these ids. */
  ids?: string[];
  /** Only the newest rows. */
  limit?: number;
}

/** The REST address that answers `query`, under the project at `base`. */
export function rowsUrl(base: string, { table, select = '*', orderBy, where, ids, limit }: RowsQuery): string {
  const url = new URL(`rest/v1/${table}`, `${base}/`);
  url.searchParams.set('select', select);
  if (where) url.searchParams.append(where.column, `eq.${where.value}`);
  if (ids) url.searchParams.append('id', `in.(${ids.join(',')})`);
  url.searchParams.set('order', `${orderBy}.desc,id.desc`);
  if (limit !== undefined) url.searchParams.set('limit', String(limit));
  return url.href;
}

/** Answers that say the API will be back in a moment: the schema cache loading (503), the CDN's timeout (520). */
const TRANSIENT_STATUS = [503, 520];
const RETRY_DELAYS_MS = [1000, 2000, 4000];

export type RowsResult<T> = { data: T[]; error: null } | { data: null; error: BackendError };

export async function readRows<T>(query: RowsQuery): Promise<RowsResult<T>> {
  const headers = { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` };
  for (let attempt = 0; ; attempt++) {
    const lastTry = attempt === RETRY_DELAYS_MS.length;
    try {
      const response = await fetch(rowsUrl(supabaseUrl, query), { headers });
      if (response.ok) return { data: (await response.json()) as T[], error: null };
      if (lastTry || !TRANSIENT_STATUS.includes(response.status)) {
        // PostgREST explains a refusal in JSON ({ code, message, … }); anything else is described by its status.
        const error = (await response.json().catch(() => null)) as BackendError | null;
        return { data: null, error: error ?? { message: `${response.status} ${response.statusText}` } };
      }
    } catch (failure) {
      if (lastTry)
        return { data: null, error: { message: failure instanceof Error ? failure.message : String(failure) } };
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
}
