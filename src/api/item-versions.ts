/**
 * The history of a news item, a file or a notice (public.item_versions), written by the database on every change: who,
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
  table: 'news_items' | 'assets' | 'notices',
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

/**
 * Who made the version each of these items is at, by id: the bin shows who moved an item there, which is who
 * wrote its current version (the database keeps no e-mail in the row itself). Null: a change made outside the panel.
 */
export async function readAuthorsOf(
  table: 'news_items' | 'assets',
  items: readonly { id: string; version: number }[],
): Promise<Map<string, string | null>> {
  const authors = new Map<string, string | null>();
  if (items.length === 0) return authors;
  const { data } = await (
    await signedInClient()
  )
    .from('item_versions')
    .select('item_id, version, changed_by_email')
    .eq('table_name', table)
    .in(
      'item_id',
      items.map((item) => item.id),
    )
    .in('version', [...new Set(items.map((item) => item.version))]);
  const wanted = new Map(items.map((item) => [item.id, item.version]));
  for (const entry of data ?? []) {
    if (wanted.get(entry.item_id) === entry.version) authors.set(entry.item_id, entry.changed_by_email);
  }
  return authors;
}
