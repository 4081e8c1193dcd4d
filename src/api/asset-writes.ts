/**
 * The administrator's writes to the assets table: files registered by link, or uploaded to Storage first. An
 * uploaded file in the bin lies in a private bucket, so its address stops serving at once and starts again when
 * it is restored. Every write names the version of the record it was made from (no silent overwrite).
 */
import { signedInClient } from './signed-in-client.ts';
import { objectName, type UploadCheck } from '../domain/files/upload-rules.ts';
import type { Asset, AssetInput } from '../domain/files/asset.ts';
import { ASSET_COLUMNS } from '../domain/files/asset-columns.ts';
import { columnsWith, pick } from '../domain/column-use.ts';
import { nameTaken, objectGone } from './storage-errors.ts';
import { panelWords } from '../i18n/pl/panel.ts';

export async function addAsset(input: AssetInput) {
  return (await signedInClient()).from('assets').insert(input).select().single();
}

/** Storage's code, loaded with the administrator's first upload or removal. */
const storage = () => import('./storage.ts');

async function updated(asset: Pick<Asset, 'id' | 'version'>, columns: Partial<Asset>) {
  return (await signedInClient())
    .from('assets')
    .update({ ...columns, version: asset.version })
    .eq('id', asset.id)
    .select()
    .single();
}

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

/**
 * 'Usuń': the uploaded file into the private bin first, so it is no longer served even if the rest fails, then
 * the record; if the record cannot be changed the file goes back.
 */
export async function moveAssetToBin(asset: Asset) {
  const { moveStoredObject } = await storage();
  const moved = await moveStoredObject(asset.url, 'bin');
  if (moved.error) return moved;
  const binned = await updated(asset, { deleted_at: new Date().toISOString() });
  if (binned.error) await moveStoredObject(asset.url, 'public');
  return binned;
}

/** Back from the bin, whole: the file at its address again, then the record. A file no longer in the bin says so. */
export async function restoreAsset(asset: Asset) {
  const { moveStoredObject } = await storage();
  const moved = await moveStoredObject(asset.url, 'public');
  if (moved.error && objectGone(moved.error))
    return { error: { ...moved.error, explanation: panelWords.bin.fileGone } };
  if (moved.error && nameTaken(moved.error))
    return { error: { ...moved.error, explanation: panelWords.bin.addressTaken } };
  if (moved.error) return moved;
  const restored = await updated(asset, { deleted_at: null });
  if (restored.error) await moveStoredObject(asset.url, 'bin');
  return restored;
}

/** What 'Przywróć tę wersję' writes back: the name, the description and the category. */
const RESTORED = columnsWith(ASSET_COLUMNS, { restored: true });

/** Brings an earlier version's columns back, as a new change made from `asset`. */
export async function restoreAssetVersion(asset: Asset, version: Asset) {
  return updated(asset, pick(version, RESTORED));
}

/**
 * 'Usuń trwale', from the bin: the record and its history, then the file (the database keeps who and when). The
 * file lies in the private bin, never served, so a removal that fails is no failure of the deletion: the next
 * sweep of the bin (`sweepBin`) removes it.
 */
export async function deleteAssetForGood(asset: Asset) {
  const deleted = await (await signedInClient()).from('assets').delete().eq('id', asset.id).select('id').single();
  if (deleted.error) return deleted;
  await (await storage()).removeFromBin(asset.url);
  return deleted;
}
