/**
 * The assets table: files uploaded to Storage or registered by link, its categories and the live lists the
 * downloads page shows. The administrator's writes are in ./asset-writes.ts, so that a page that only shows
 * files loads none of their code.
 */
import { createLiveList, type LiveList } from '../live-list.ts';
import type { TableRow } from './database.types.ts';

export type Asset = TableRow<'assets'>;

export type AssetCategory = Asset['category'];

/** In the order the downloads page and the form list them. */
export const ASSET_CATEGORIES: readonly AssetCategory[] = ['general', 'programs', 'rodo'];

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'> &
  Partial<Pick<Asset, 'size_bytes'>>;

const lists = new Map<string, LiveList<Asset>>();

/** The newest `count` files of one category, live: what the downloads page shows of it, and no more. */
export function categoryFiles(category: AssetCategory, count: number): LiveList<Asset> {
  const key = `${category}-${count}`;
  if (!lists.has(key)) {
    lists.set(
      key,
      createLiveList({
        table: 'assets',
        orderBy: 'uploaded_at',
        limit: count,
        where: { column: 'category', value: category },
        key,
      }),
    );
  }
  return lists.get(key)!;
}

/** Reads every file list this page shows again: after a write the author sees it even if Realtime is down. */
export async function reloadAssetLists(): Promise<void> {
  await Promise.all([...lists.values()].map((list) => list.reload()));
}
