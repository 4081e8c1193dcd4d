/**
 * The administrator's writes to the news_items table: the text typed in the form (`NewsText`), and its picture in
 * Storage (a `PictureChoice`). Every write names the version of the item it was made from: the database refuses it
 * when someone else changed the item meanwhile (supabase/migrations/20261128120000_safety_net.sql). A picture is
 * served only while the item shows it: in the bin, or replaced by an edit, its files lie in the private bin bucket
 * (a picture shown without consent must stop being served), kept while a version refers to them, so that restoring
 * the item or the version brings it back. Its files move first and the record after them; if the record's write
 * fails, they move back. They go with the item when it is deleted for good.
 */
import { signedInClient } from './signed-in-client.ts';
import type { PictureChoice, PictureMove } from './news-pictures.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import { addressesLeft, NO_PICTURE, pictureAddresses } from '../domain/news/news-picture.ts';
import { publicationColumns, type Publication } from '../domain/news/publication.ts';
import { NEWS_COLUMNS, type NewsText } from '../domain/news/news-columns.ts';
import { columnsWith, pick } from '../domain/column-use.ts';
import { readVersions } from './item-versions.ts';
import type { BackendError } from './errors.ts';
import { nameTaken, objectGone } from './storage-errors.ts';
import { panelWords } from '../i18n/pl/panel.ts';

/** What 'Przywróć tę wersję' writes back: the text and the picture. */
const RESTORED = columnsWith(NEWS_COLUMNS, { restored: true });

/** Storage's code, loaded with the administrator's first write. */
const pictures = () => import('./news-pictures.ts');
const storage = () => import('./storage.ts');

async function updated(item: Pick<NewsItem, 'id' | 'version'>, columns: Partial<NewsItem>) {
  return (await signedInClient())
    .from('news_items')
    .update({ ...columns, version: item.version })
    .eq('id', item.id)
    .select()
    .single();
}

/**
 * A write made after moving a picture: when it failed, the moves are taken back, last first; if one cannot be,
 * the error says the picture is not where it was.
 */
async function undoneIfFailed<T extends { error: BackendError | null }>(written: T, ...moves: PictureMove[]) {
  if (!written.error) return written;
  let failed: BackendError | null = null;
  for (const move of moves) failed = (await move.undo()) ?? failed;
  return failed ? { ...written, error: (await pictures()).notMovedBack(failed) } : written;
}

/** Why a picture could not come out of the bin, in the words of what was being restored. */
function restoreRefusal(error: BackendError, words: { pictureGone: string; pictureAddressTaken: string }) {
  // A move not taken back says so already.
  if (error.explanation === panelWords.news.pictureNotMovedBack) return error;
  if (objectGone(error)) return { ...error, explanation: words.pictureGone };
  if (nameTaken(error)) return { ...error, explanation: words.pictureAddressTaken };
  return error;
}

/** Adds an item, published now, as a draft or at a time; an uploaded picture is removed if the item is not written. */
export async function addNews(
  text: NewsText,
  choice: PictureChoice,
  publication: Publication,
  onProgress: (sent: number) => void,
) {
  const picture = await (await pictures()).pictureColumns(choice, NO_PICTURE, onProgress);
  if (!picture.columns) return { error: picture.error };
  const added = await (
    await signedInClient()
  )
    .from('news_items')
    .insert({ ...text, ...picture.columns, ...publicationColumns(publication) })
    .select()
    .single();
  if (added.error && choice.picture) await (await storage()).removeStoredObjects(pictureAddresses(picture.columns));
  return added;
}

/**
 * Saves an edit made from `item` (its version), with its publication changed too unless `publication` is null.
 * A picture the edit replaces or takes away goes into the bin first (its versions refer to it); a new picture is
 * removed again if the edit is refused.
 */
export async function updateNews(
  item: NewsItem,
  text: NewsText,
  choice: PictureChoice,
  publication: Publication | null,
  onProgress: (sent: number) => void,
) {
  const { pictureColumns, movePicture } = await pictures();
  const picture = await pictureColumns(choice, item, onProgress);
  if (!picture.columns) return { data: null, error: picture.error };
  const replaced = await movePicture(addressesLeft(item, picture.columns), 'bin');
  const saved = replaced.error
    ? { data: null, error: replaced.error }
    : await undoneIfFailed(
        await updated(item, { ...text, ...picture.columns, ...(publication ? publicationColumns(publication) : {}) }),
        replaced,
      );
  if (saved.error && choice.picture) await (await storage()).removeStoredObjects(pictureAddresses(picture.columns));
  return saved;
}

/** The item as it is now, for a form whose copy was refused as stale; null data when it is gone for good. */
export async function readNews(id: string) {
  return (await signedInClient()).from('news_items').select('*').eq('id', id).maybeSingle();
}

/** Publishes a draft now, schedules it, changes its time, or takes it back to a draft. */
export async function setPublication(item: NewsItem, publication: Publication) {
  return updated(item, publicationColumns(publication));
}

/** 'Usuń': into the bin, where visitors no longer see it, its picture first: no longer served from then on. */
export async function moveNewsToBin(item: NewsItem) {
  const moved = await (await pictures()).movePicture(pictureAddresses(item), 'bin');
  if (moved.error) return { data: null, error: moved.error };
  return undoneIfFailed(await updated(item, { deleted_at: new Date().toISOString() }), moved);
}

/** Back from the bin, whole: the same id, address, text and picture, the picture served again first. */
export async function restoreNews(item: NewsItem) {
  const moved = await (await pictures()).movePicture(pictureAddresses(item), 'public');
  if (moved.error) return { data: null, error: restoreRefusal(moved.error, panelWords.bin) };
  return undoneIfFailed(await updated(item, { deleted_at: null }), moved);
}

/**
 * Brings an earlier version's text and picture back (the columns described as restored), as a new change made
 * from `item`: that version's picture out of the bin first, then the picture it replaces into it.
 */
export async function restoreNewsVersion(item: NewsItem, version: NewsItem) {
  const { movePicture } = await pictures();
  const back = await movePicture(addressesLeft(version, item), 'public');
  if (back.error) return { data: null, error: restoreRefusal(back.error, panelWords.history) };
  const replaced = await movePicture(addressesLeft(item, version), 'bin');
  if (replaced.error) return undoneIfFailed({ data: null, error: replaced.error }, back);
  return undoneIfFailed(await updated(item, pick(version, RESTORED)), replaced, back);
}

/**
 * 'Usuń trwale', from the bin: the item and its history go (the database keeps only who deleted it and when),
 * then every picture a version of it showed, from the bin or wherever it still is. A picture still served that
 * could not be removed is said so: the item itself is gone by then. One older than the versions read, or one the
 * bin kept, is removed by the next sweep of the bin (`sweepBin`), since nothing refers to it any more.
 */
export async function deleteNewsForGood(item: NewsItem) {
  const versions = await readVersions<NewsItem>('news_items', item.id);
  if (versions.error) return versions;
  const deleted = await (await signedInClient()).from('news_items').delete().eq('id', item.id).select('id').single();
  if (deleted.error) return deleted;
  const addresses = [item, ...versions.data.map((version) => version.row)].flatMap(pictureAddresses);
  const removed = await (await pictures()).removePictures(addresses);
  return { ...deleted, error: removed.error && { ...removed.error, explanation: panelWords.bin.picturesKept } };
}
