/**
 * What residents told the centre, as the panel reads it: the answers' counts per page, the comments, and the
 * searches that found nothing (supabase/migrations/20261129120000_resident_feedback.sql). Administrators only: the
 * database gives anyone else nothing, and deleting needs the same rights as the panel's other writes.
 */
import type { BackendError } from './errors.ts';
import { signedInClient } from './signed-in-client.ts';
import type { Database, TableRow } from '../domain/database.types.ts';

type ViewRow<Name extends keyof Database['public']['Views']> = Database['public']['Views'][Name]['Row'];
export type PageTotals = ViewRow<'page_feedback_totals'>;
export type FailedSearchTotals = ViewRow<'failed_search_totals'>;
export type PageAnswer = TableRow<'page_feedback'>;

/** The periods the panel counts failed searches over, in days. */
export const SEARCH_PERIODS = [7, 30, 365] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number];

/** How many comments a read brings; 'Pokaż starsze' reads on from the last. */
export const COMMENTS_PAGE_SIZE = 25;
/** How many of the most frequent failed searches the panel lists. */
export const SEARCHES_SHOWN = 100;

type Read<T> = { data: T; error: null } | { data: null; error: BackendError };

function read<T>(result: { data: T | null; error: BackendError | null }): Read<T> {
  return result.error ? { data: null, error: result.error } : { data: (result.data ?? []) as T, error: null };
}

/** Every page's answers over the last 30 and 365 days, the pages with most 'Nie' first. */
export async function readPageTotals(): Promise<Read<PageTotals[]>> {
  const client = await signedInClient();
  return read(
    await client
      .from('page_feedback_totals')
      .select('*')
      .order('no_365', { ascending: false })
      .order('page', { ascending: true }),
  );
}

/** Comments newest first; `before` (a time) reads on past the ones shown. */
export async function readComments(before?: string): Promise<Read<PageAnswer[]>> {
  const client = await signedInClient();
  let query = client.from('page_feedback').select('*').not('comment', 'is', null);
  if (before) query = query.lt('created_at', before);
  return read(await query.order('created_at', { ascending: false }).limit(COMMENTS_PAGE_SIZE));
}

/** The most frequent searches that found nothing over the last `days`. */
export async function readFailedSearches(days: SearchPeriod): Promise<Read<FailedSearchTotals[]>> {
  const client = await signedInClient();
  const column = `searches_${days}` as const;
  return read(
    await client
      .from('failed_search_totals')
      .select('*')
      .gt(column, 0)
      .order(column, { ascending: false })
      .order('query', { ascending: true })
      .limit(SEARCHES_SHOWN),
  );
}

/**
 * Deletes an answer with its comment (it may hold personal data despite the warning). A delete that removed no
 * row (someone deleted it meanwhile, or the database refused it) says so rather than being reported as done.
 */
export async function deleteAnswer(id: number): Promise<{ error: BackendError | null; gone: boolean }> {
  const client = await signedInClient();
  const { data, error } = await client.from('page_feedback').delete().eq('id', id).select('id');
  return { error, gone: !error && (data?.length ?? 0) === 1 };
}
