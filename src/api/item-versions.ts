/**
 * The history of a news item or a file (public.item_versions), written by the database on every change: who,
 * when and what, newest first. Administrators read it; nobody writes it.
 */
import { signedInClient } from './signed-in-client.ts';
import type { BackendError } from './errors.ts';

export interface ItemVersion<Row> {
  version: number;
  /** The row as it was saved. */
  row: Row;
  changedAt: string;
  /** The administrator's e-mail; null for a change made outside the panel (an import, the seed). */
  changedBy: string | null;
}

/** At most this many versions are read: an item changed more often shows its newest. */
export const VERSIONS_READ = 100;

export async function readVersions<Row>(
  table: 'news_items' | 'assets',
  id: string,
): Promise<{ data: ItemVersion<Row>[]; error: null } | { data: null; error: BackendError }> {
  const { data, error } = await (
    await signedInClient()
  )
    .from('item_versions')
    .select('version, row_data, changed_at, changed_by_email')
    .eq('table_name', table)
    .eq('item_id', id)
    .order('version', { ascending: false })
    .limit(VERSIONS_READ);
  if (error) return { data: null, error };
  return {
    data: data.map((entry) => ({
      version: entry.version,
      row: entry.row_data as Row,
      changedAt: entry.changed_at,
      changedBy: entry.changed_by_email,
    })),
    error: null,
  };
}
