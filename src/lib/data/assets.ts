/** The assets table: files registered by link (the file itself lives elsewhere), its live lists and writes. */
import { signedInClient } from './signed-in-client.ts';
import { createLiveList, type LiveList } from '../live-list.ts';
import { strings } from '../../data/strings.ts';
import type { TableRow } from './database.types.ts';

export type Asset = TableRow<'assets'>;

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'>;

const lists = new Map<string, LiveList<Asset>>();

/** The newest `count` files of one category, live: what the downloads page shows of it, and no more. */
export function categoryFiles(category: Asset['category'], count: number): LiveList<Asset> {
  const key = `${category}-${count}`;
  if (!lists.has(key)) {
    lists.set(
      key,
      createLiveList({
        table: 'assets',
        orderBy: 'uploaded_at',
        loadError: strings.files.loadFailed,
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

export async function addAsset(input: AssetInput) {
  return (await signedInClient()).from('assets').insert(input).select().single();
}

export async function deleteAsset(id: string) {
  return (await signedInClient()).from('assets').delete().eq('id', id).select('id').single();
}
