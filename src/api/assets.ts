/**
 * The assets table (files uploaded to Storage or registered by link): the live lists the downloads page shows;
 * the row type and categories are in src/domain/files/asset.ts. The administrator's writes are in
 * ./asset-writes.ts, so that a page that only shows files loads none of their code.
 */
import { createLiveList, type LiveList } from './live-list.ts';
import type { Asset, AssetCategory } from '../domain/files/asset.ts';

const lists = new Map<string, LiveList<Asset>>();

/**
 * The newest `count` files of one category, live: what the downloads page shows of it, and no more. A file moved
 * to the bin leaves it (a visitor no longer reads its row; ./list-changes.ts tells the list when).
 */
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
      }),
    );
  }
  return lists.get(key)!;
}

/** Reads every file list this page shows again: after a write the author sees it even if Realtime is down. */
export async function reloadAssetLists(): Promise<void> {
  await Promise.all([...lists.values()].map((list) => list.reload()));
}
