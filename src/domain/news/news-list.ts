/**
 * The news list: `/aktualnosci` shows the newest items and `/aktualnosci/strona/N` the next ones, this many to a
 * page. The pages, the sitemap and the list's island (which follows the first page live) count with it.
 */
export const NEWS_PAGE_SIZE = 20;
