/** The administrator's writes to the assets table: files registered by link, or uploaded to Storage first. */
import { signedInClient } from './signed-in-client.ts';
import type { UploadCheck } from '../domain/files/upload-rules.ts';
import type { Asset, AssetInput } from '../domain/files/asset.ts';

export async function addAsset(input: AssetInput) {
  return (await signedInClient()).from('assets').insert(input).select().single();
}

/** Storage's code, loaded with the administrator's first upload or removal. */
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
  const { objectName } = await import('../domain/files/upload-rules.ts');
  const uploaded = await uploadObject(
    accepted.rule.bucket,
    objectName(file.name, crypto.randomUUID()),
    file,
    onProgress,
  );
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
