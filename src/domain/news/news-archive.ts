/**
 * The news archive by year: which years have news, how many each, and which items a year holds. The year is
 * the year in Poland when the item was published. Pure, so the pages and the tests read the same rules.
 */

import { pageCount } from '../../util/pagination.ts';
import { publishedAt, type NewsItem } from './news-item.ts';

/** What the archive needs of an item: when it was published (`publishedAt`). */
type Dated = Pick<NewsItem, 'published_at' | 'created_at'>;

// One formatter for every item: creating one per call (toLocaleDateString) took minutes for 5 000 items.
const warsawYear = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', year: 'numeric' });

/** The year an item was published in, in Poland. */
export function yearOf(item: Dated): number {
  return Number(warsawYear.format(new Date(publishedAt(item))));
}

export type YearCount = { year: number; count: number };
// Every list page shows the years of the same snapshot: count them once per list of items.
const yearsOfList = new WeakMap<Dated[], YearCount[]>();

/** Every year with news, newest first, with how many items it has. */
export function newsYears(items: Dated[]): YearCount[] {
  const known = yearsOfList.get(items);
  if (known) return known;
  const counts = new Map<number, number>();
  for (const item of items) {
    const year = yearOf(item);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const years = [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
  yearsOfList.set(items, years);
  return years;
}

/** Items on one page of a year: a busy year (one a day) still fits the weight of an information page. */
export const ARCHIVE_PAGE_SIZE = 100;

/** A type, not an interface: Astro's page props must be a plain record. */
export type ArchivePage<T extends Dated> = {
  year: number;
  /** Every item of the year, newest first. */
  items: T[];
  page: number;
  pages: number;
  /** Every year of the archive, for the links between them. */
  years: YearCount[];
};

/** Every page of every year: page 1 at /aktualnosci/archiwum/{year}, the rest under /strona/N. */
export function archivePages<T extends Dated>(news: T[]): ArchivePage<T>[] {
  const byYear = new Map<number, T[]>();
  for (const item of news) {
    const year = yearOf(item);
    const items = byYear.get(year);
    if (items) items.push(item);
    else byYear.set(year, [item]);
  }
  const years = newsYears(news);
  return years.flatMap(({ year }) => {
    const items = byYear.get(year)!;
    const pages = pageCount(items.length, ARCHIVE_PAGE_SIZE);
    return Array.from({ length: pages }, (_, index) => ({ year, items, page: index + 1, pages, years }));
  });
}

/** The address of a page of a year's archive. */
export function archivePath(year: number, page = 1): string {
  return page === 1 ? `/aktualnosci/archiwum/${year}` : `/aktualnosci/archiwum/${year}/strona/${page}`;
}
