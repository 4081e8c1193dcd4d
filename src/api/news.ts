/**
 * The news_items table: the live lists the pages show (the row type is src/domain/news/news-item.ts). The
 * administrator's writes are in ./news-writes.ts, so that a page that only shows news loads none of their code.
 */
import { createLiveList, fixedList, initialState, type LiveList } from './live-list.ts';
import type { NewsItem } from '../domain/news/news-item.ts';

const lists = new Map<string, LiveList<NewsItem>>();

function memo(key: string, make: () => LiveList<NewsItem>): LiveList<NewsItem> {
  if (!lists.has(key)) lists.set(key, make());
  return lists.get(key)!;
}

/**
 * The newest `count` items by publication time, live: what the home page and the first page of the list show, and
 * no more. A visitor reads only items published by now and not in the bin (the database's policies), so an item
 * scheduled appears at its time and one moved to the bin leaves (./list-changes.ts tells the list when).
 */
export function latestNews(count: number): LiveList<NewsItem> {
  return memo(`latest-${count}`, () => createLiveList({ table: 'news_items', orderBy: 'published_at', limit: count }));
}

/** Ids are UUIDs: anything else in an address names no item, and is not sent to the database. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idNotKnownYet = fixedList<NewsItem>(initialState);
const noSuchItem = fixedList<NewsItem>({ ...initialState, status: 'ready', loaded: true });

/**
 * One item, live: its page shows it, or says that it is gone (deleted, moved to the bin, or not published yet). While the id is not known yet (`null`, the shell
 * reads it from the address after hydration) the list is loading; an id that cannot exist is found at once to
 * hold nothing.
 */
export function newsItem(id: string | null): LiveList<NewsItem> {
  if (id === null) return idNotKnownYet;
  if (!UUID.test(id)) return noSuchItem;
  return memo(`item-${id}`, () =>
    createLiveList({ table: 'news_items', orderBy: 'published_at', where: { column: 'id', value: id } }),
  );
}

/** Reads every news list this page shows again: after a write the author sees it even if Realtime is down. */
export async function reloadNewsLists(): Promise<void> {
  await Promise.all([...lists.values()].map((list) => list.reload()));
}
