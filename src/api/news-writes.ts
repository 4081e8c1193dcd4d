/**
 * The administrator's writes to the news_items table, each with its picture in Storage. Every write names the
 * version of the item it was made from: the database refuses it when someone else changed the item meanwhile
 * (supabase/migrations/20261128120000_safety_net.sql). Pictures stay stored while a version of the item refers to
 * them, so a version brought back shows its picture; they go with the item when it is deleted for good.
 */
import { signedInClient } from './signed-in-client.ts';
import type { PictureChoice } from './news-pictures.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import { NO_PICTURE, pictureAddresses } from '../domain/news/news-picture.ts';
import { publicationColumns, type Publication } from '../domain/news/publication.ts';
import { readVersions } from './item-versions.ts';
import { adminStrings } from '../i18n/admin-strings.ts';

/** What the administrator writes; the picture comes apart, as a PictureChoice. */
export type NewsText = Pick<NewsItem, 'title' | 'content'>;

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
 * Saves an edit made from `item` (its version), with its publication changed too unless `publication` is null;
 * a new picture is removed again if the edit is refused.
 */
export async function updateNews(
  item: NewsItem,
  text: NewsText,
  choice: PictureChoice,
  publication: Publication | null,
  onProgress: (sent: number) => void,
) {
  const picture = await (await pictures()).pictureColumns(choice, item, onProgress);
  if (!picture.columns) return { error: picture.error };
  const saved = await updated(item, {
    ...text,
    ...picture.columns,
    ...(publication ? publicationColumns(publication) : {}),
  });
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

/** 'Usuń': into the bin, where visitors no longer see it. */
export async function moveNewsToBin(item: NewsItem) {
  return updated(item, { deleted_at: new Date().toISOString() });
}

/** Back from the bin, whole: the same id, address, text and picture. */
export async function restoreNews(item: NewsItem) {
  return updated(item, { deleted_at: null });
}

/** Brings an earlier version's text and picture back, as a new change made from `item`. */
export async function restoreNewsVersion(item: NewsItem, version: NewsItem) {
  const { title, content, image, image_alt, image_width, image_height, image_small, image_webp, image_webp_small } =
    version;
  return updated(item, {
    title,
    content,
    image,
    image_alt,
    image_width,
    image_height,
    image_small,
    image_webp,
    image_webp_small,
  });
}

/**
 * 'Usuń trwale', from the bin: the item and its history go (the database keeps only who deleted it and when),
 * then every picture a version of it showed. A picture that could not be removed is said so: the item itself is
 * gone by then.
 */
export async function deleteNewsForGood(item: NewsItem) {
  const versions = await readVersions<NewsItem>('news_items', item.id);
  if (versions.error) return versions;
  const deleted = await (await signedInClient()).from('news_items').delete().eq('id', item.id).select('id').single();
  if (deleted.error) return deleted;
  const addresses = [item, ...versions.data.map((version) => version.row)].flatMap(pictureAddresses);
  const removed = await (await storage()).removeStoredObjects(addresses);
  return { ...deleted, error: removed.error && { ...removed.error, explanation: adminStrings.bin.picturesKept } };
}
