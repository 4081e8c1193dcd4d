/**
 * What each news island shows of its live lists, without React, so that the pages can build the islands' props
 * from the build's rows and the watcher that follows the lists before the island hydrates (src/api/list-watch.ts)
 * can tell whether the rows it reads would show anything else. A view's list is the store the island reads too
 * (news.ts keeps one per list and page), so island and watcher share it.
 */
import { forExcerpt, withoutAuthor, type NewsItem } from '../../domain/news/news-item.ts';
import { latestNews, newsItem } from '../../api/news.ts';
import type { ListView } from '../../api/list-watch.ts';

/** The home page shows the first 3 news items with a 150-character excerpt. */
export const HOME_SHOWN = 3;
export const HOME_EXCERPT = 150;

/** A page of the news list shows 20 items, each with a 300-character excerpt. */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_LIST_EXCERPT = 300;

/** Below an article: up to 3 other items (the first that are not this one) with a 100-character excerpt. */
export const RELATED = 3;
export const RELATED_EXCERPT = 100;

/** What the home page needs of the news: one item more than it shows tells whether to link to all. */
export function homeNewsSnapshot(news: NewsItem[]): NewsItem[] {
  return news.slice(0, HOME_SHOWN + 1).map((item) => forExcerpt(item, HOME_EXCERPT));
}

/** The home page's cards, and whether there are more. */
export const homeNewsView: ListView<NewsItem> = {
  list: () => latestNews(HOME_SHOWN + 1),
  shown: homeNewsSnapshot,
};

/** What a page of the news list needs of its items: each cut to its excerpt. */
export function newsListSnapshot(news: NewsItem[]): NewsItem[] {
  return news.map((item) => forExcerpt(item, NEWS_LIST_EXCERPT));
}

/** The first page of the list, the one that follows changes. */
export const newsListView: ListView<NewsItem> = {
  list: () => latestNews(NEWS_PAGE_SIZE),
  shown: (news) => newsListSnapshot(news.slice(0, NEWS_PAGE_SIZE)),
};

/** What an article's page needs of the build's snapshot: the whole item, and the start of the others it lists. */
export interface ArticleSnapshot {
  item: NewsItem;
  related: NewsItem[];
}

/** The article's snapshot, from every item newest first: the item itself, and the newest others. */
export function articleSnapshot(news: NewsItem[], item: NewsItem): ArticleSnapshot {
  const related = news
    .slice(0, RELATED + 1)
    .filter((row) => row.id !== item.id)
    .slice(0, RELATED);
  return { item: withoutAuthor(item), related: related.map((other) => forExcerpt(other, RELATED_EXCERPT)) };
}

/**
 * An article's two lists: the item alone, followed live (so a deletion after the build shows), and the newest
 * items, of which the page lists the first three others.
 */
export function articleViews(id: string): ListView<NewsItem>[] {
  return [
    { list: () => newsItem(id), shown: (news) => news.filter((row) => row.id === id).map(withoutAuthor) },
    {
      list: () => latestNews(RELATED + 1),
      shown: (news) => news.slice(0, RELATED + 1).map((row) => forExcerpt(row, RELATED_EXCERPT)),
    },
  ];
}
