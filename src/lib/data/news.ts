/**
 * The news_items table: its row type and the live lists the pages show. The administrator's writes are in
 * ./news-writes.ts, so that a page that only shows news loads none of their code.
 */
import { createLiveList, fixedList, initialState, type LiveList } from '../live-list.ts';
import type { TableRow } from './database.types.ts';

/** A news item as the pages show it; `date` is the Polish date set at creation, e.g. "22.11.2026". Its author stays in the database. */
export type NewsItem = Omit<TableRow<'news_items'>, 'created_by'>;

const lists = new Map<string, LiveList<NewsItem>>();

function memo(key: string, make: () => LiveList<NewsItem>): LiveList<NewsItem> {
  if (!lists.has(key)) lists.set(key, make());
  return lists.get(key)!;
}

/** The newest `count` items, live: what the home page and the first page of the list show, and no more. */
export function latestNews(count: number): LiveList<NewsItem> {
  return memo(`latest-${count}`, () =>
    createLiveList({ table: 'news_items', orderBy: 'created_at', limit: count, key: `latest-${count}` }),
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
