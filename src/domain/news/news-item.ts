/** A news item as the pages show it, and the trimmed copies a page's snapshot carries. */
import type { TableRow } from '../database.types.ts';

/** A news item as the pages show it; `date` is the Polish date set at creation, e.g. "22.11.2026". Its author stays in the database. */
export type NewsItem = Omit<TableRow<'news_items'>, 'created_by'>;

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
