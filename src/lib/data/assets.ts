/** The assets table: files uploaded to Storage or registered by link, its live lists and writes. */
import { signedInClient } from './signed-in-client.ts';
import type { UploadCheck } from '../upload-rules.ts';
import { createLiveList, type LiveList } from '../live-list.ts';
import { strings } from '../../data/strings.ts';
import type { TableRow } from './database.types.ts';

export type Asset = TableRow<'assets'>;

export type AssetInput = Pick<Asset, 'name' | 'url' | 'type' | 'category' | 'description'> &
  Partial<Pick<Asset, 'size_bytes'>>;

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

/** Storage's code, loaded with the administrator's first write: the downloads page shares this module to read. */
const storage = () => import('./storage.ts');

/**
 * Uploads a file and registers it; when the record cannot be written the upload is removed again, so nothing is
 * left that no list shows.
 */
export async function addUploadedAsset(
  file: File,
  accepted: Extract<UploadCheck, { ok: true }>,
  details: Pick<AssetInput, 'name' | 'category' | 'description'>,
  onProgress: (sent: number) => void,
) {
  const { uploadObject, removeStoredObjects } = await storage();
  const { objectName } = await import('../upload-rules.ts');
  const uploaded = await uploadObject(accepted.rule.bucket, objectName(file.name, crypto.randomUUID()), file, onProgress);
  if (!uploaded.url) return { error: uploaded.error };
  const added = await addAsset({ ...details, url: uploaded.url, type: accepted.kind, size_bytes: file.size });
  if (added.error) await removeStoredObjects([uploaded.url]);
  return added;
}

/** Deletes a file's record after its uploaded file: if the file cannot be removed, the record stays. */
export async function deleteAsset(asset: Pick<Asset, 'id' | 'url'>) {
  const removed = await (await storage()).removeStoredObjects([asset.url]);
  if (removed.error) return removed;
  return (await signedInClient()).from('assets').delete().eq('id', asset.id).select('id').single();
}
