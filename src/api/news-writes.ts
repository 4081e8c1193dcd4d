/** The administrator's writes to the news_items table, each with its picture in Storage. */
import { signedInClient } from './signed-in-client.ts';
import type { PictureChoice } from './news-pictures.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import { NO_PICTURE, pictureAddresses } from '../domain/news/news-picture.ts';
import { formatDateNumeric } from '../util/format.ts';

/** What the administrator writes; the picture comes apart, as a PictureChoice. */
export type NewsText = Pick<NewsItem, 'title' | 'content'>;

/** Storage's code, loaded with the administrator's first write. */
const pictures = () => import('./news-pictures.ts');
const storage = () => import('./storage.ts');

/** Adds an item with its picture; when the item cannot be written, an uploaded picture is removed again. */
export async function addNews(text: NewsText, choice: PictureChoice, onProgress: (sent: number) => void) {
  const picture = await (await pictures()).pictureColumns(choice, NO_PICTURE, onProgress);
  if (!picture.columns) return { error: picture.error };
  const added = await (
    await signedInClient()
  )
    .from('news_items')
    .insert({ ...text, ...picture.columns, date: formatDateNumeric(new Date()) })
    .select()
    .single();
  if (added.error && choice.picture) await (await storage()).removeStoredObjects(pictureAddresses(picture.columns));
  return added;
}

/** Saves an edit; a picture it replaced is removed from Storage once the item no longer shows it. */
export async function updateNews(
  item: NewsItem,
  text: NewsText,
  choice: PictureChoice,
  onProgress: (sent: number) => void,
) {
  const { pictureColumns, removeReplacedPicture } = await pictures();
  const picture = await pictureColumns(choice, item, onProgress);
  if (!picture.columns) return { error: picture.error };
  const updated = await (
    await signedInClient()
  )
    .from('news_items')
    .update({ ...text, ...picture.columns })
    .eq('id', item.id)
    .select()
    .single();
  if (updated.error) {
    if (choice.picture) await (await storage()).removeStoredObjects(pictureAddresses(picture.columns));
  } else await removeReplacedPicture(item, picture.columns);
  return updated;
}

/** Deletes an item after its stored picture: if the picture cannot be removed, the item stays. */
export async function deleteNews(item: NewsItem) {
  const removed = await (await storage()).removeStoredObjects(pictureAddresses(item));
  if (removed.error) return removed;
  return (await signedInClient()).from('news_items').delete().eq('id', item.id).select('id').single();
}
