/** The news_items table: its row type, the live lists the pages show, the panel's pages and the administrator's writes. */
import { signedInClient } from './signed-in-client.ts';
import type { PictureChoice } from './news-pictures.ts';
import { NO_PICTURE, pictureAddresses } from '../news-picture.ts';
import { createLiveList, fixedList, initialState, type LiveList } from '../live-list.ts';
import { formatDateNumeric } from '../format.ts';
import { strings } from '../../data/strings.ts';
import type { TableRow } from './database.types.ts';

/** A news item as the pages show it; `date` is the Polish date set at creation, e.g. "22.11.2026". Its author stays in the database. */
export type NewsItem = Omit<TableRow<'news_items'>, 'created_by'>;

/** What the administrator writes; the picture comes apart, as a PictureChoice. */
export type NewsText = Pick<NewsItem, 'title' | 'content'>;

const lists = new Map<string, LiveList<NewsItem>>();

function memo(key: string, make: () => LiveList<NewsItem>): LiveList<NewsItem> {
  if (!lists.has(key)) lists.set(key, make());
  return lists.get(key)!;
}

/** The newest `count` items, live: what the home page and the first page of the list show, and no more. */
export function latestNews(count: number): LiveList<NewsItem> {
  return memo(`latest-${count}`, () =>
    createLiveList({ table: 'news_items', orderBy: 'created_at', loadError: strings.news.loadFailed, limit: count, key: `latest-${count}` }),
  );
}

/** Ids are UUIDs: anything else in an address names no item, and is not sent to the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idNotKnownYet = fixedList<NewsItem>(initialState);
const noSuchItem = fixedList<NewsItem>({ ...initialState, status: 'ready', loaded: true });

/**
 * One item, live: its page shows it, or says that it is gone. While the id is not known yet (`null`, the shell
 * reads it from the address after hydration) the list is loading; an id that cannot exist is found at once to
 * hold nothing.
 */
export function newsItem(id: string | null): LiveList<NewsItem> {
  if (id === null) return idNotKnownYet;
  if (!UUID.test(id)) return noSuchItem;
  return memo(`item-${id}`, () =>
    createLiveList({
      table: 'news_items',
      orderBy: 'created_at',
      loadError: strings.news.loadFailed,
      where: { column: 'id', value: id },
      key: 'item',
    }),
  );
}

/** Reads every news list this page shows again: after a write the author sees it even if Realtime is down. */
export async function reloadNewsLists(): Promise<void> {
  await Promise.all([...lists.values()].map((list) => list.reload()));
}

/** The item without its author, which rows read from the database carry and no page shows. */
export function withoutAuthor(item: NewsItem): NewsItem {
  const { created_by: _author, ...shown } = item as NewsItem & { created_by?: unknown };
  return shown;
}

/**
 * The item with its content cut to what an excerpt of `limit` characters needs (one character more tells that
 * there is more), and without its author, so a page's snapshot carries nothing it does not show.
 */
export function forExcerpt(item: NewsItem, limit: number): NewsItem {
  return { ...withoutAuthor(item), content: Array.from(item.content).slice(0, limit + 1).join('') };
}

/** Storage's code, loaded with the administrator's first write: the public pages share this module to read. */
const pictures = () => import('./news-pictures.ts');
const storage = () => import('./storage.ts');

/** Adds an item with its picture; when the item cannot be written, an uploaded picture is removed again. */
export async function addNews(text: NewsText, choice: PictureChoice, onProgress: (sent: number) => void) {
  const picture = await (await pictures()).pictureColumns(choice, NO_PICTURE, onProgress);
  if (!picture.columns) return { error: picture.error };
  const added = await (await signedInClient())
    .from('news_items')
    .insert({ ...text, ...picture.columns, date: formatDateNumeric(new Date()) })
    .select()
    .single();
  if (added.error && choice.picture) await (await storage()).removeStoredObjects(pictureAddresses(picture.columns));
  return added;
}

/** Saves an edit; a picture it replaced is removed from Storage once the item no longer shows it. */
export async function updateNews(item: NewsItem, text: NewsText, choice: PictureChoice, onProgress: (sent: number) => void) {
  const { pictureColumns, removeReplacedPicture } = await pictures();
  const picture = await pictureColumns(choice, item, onProgress);
  if (!picture.columns) return { error: picture.error };
  const updated = await (await signedInClient())
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
