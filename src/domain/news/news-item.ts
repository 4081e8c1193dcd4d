/** A news item as the pages show it, and the trimmed copies a page's snapshot carries. */
import type { TableRow } from '../database.types.ts';

/**
 * A news item as the pages show it; `date` is its Polish date, e.g. "22.11.2026" (the day it is published, set by
 * the database). Its author stays in the database.
 */
export type NewsItem = Omit<TableRow<'news_items'>, 'created_by'>;

/**
 * When the item was published: its date, and its place in every list, the feed and the archive (newest first).
 * Visitors only ever read items published by now; a row without a time is a draft, which only the panel reads, and
 * is placed by when it was written.
 */
export function publishedAt(item: Pick<NewsItem, 'published_at' | 'created_at'>): string {
  return item.published_at ?? item.created_at;
}

/** Newest first by publication time, as the database orders the lists: the later id first on the same time. */
export function byPublication(
  a: Pick<NewsItem, 'id' | 'published_at' | 'created_at'>,
  b: Pick<NewsItem, 'id' | 'published_at' | 'created_at'>,
): number {
  const difference = Date.parse(publishedAt(b)) - Date.parse(publishedAt(a));
  if (difference !== 0) return difference;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
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
  return {
    ...withoutAuthor(item),
    content: Array.from(item.content)
      .slice(0, limit + 1)
      .join(''),
  };
}
