/**
 * What each news island shows of its live lists, without React, so that the pages can build the islands' props
 * from the build's rows and the watcher that follows the lists before the island hydrates (src/api/list-watch.ts)
 * can tell whether the rows it reads would show anything else. A view's list is the store the island reads too
 * (news.ts keeps one per list and page), so island and watcher share it.
 */
import { forExcerpt, withoutAuthor, type NewsItem } from '../../domain/news/news-item.ts';
import { NEWS_PAGE_SIZE } from '../../domain/news/news-list.ts';
import { latestNews, newsItem } from '../../api/news.ts';
import type { IslandProps, ListView } from '../../api/list-watch.ts';
import { drawNewsCards } from './news-drawing.ts';

/** The home page shows the first 3 news items with a 150-character excerpt. */
export const HOME_SHOWN = 3;
export const HOME_EXCERPT = 150;

/** A page of the news list shows each item with a 300-character excerpt. */
export const NEWS_LIST_EXCERPT = 300;

/** Below an article: up to 3 other items (the first that are not this one) with a 100-character excerpt. */
export const RELATED = 3;
export const RELATED_EXCERPT = 100;

/** The island's snapshot: the rows its HTML shows. */
const snapshotIn = (props: IslandProps) => (props.snapshot ?? []) as NewsItem[];

/** What the home page needs of the news: its items, each cut to its excerpt. */
export function homeNewsSnapshot(news: NewsItem[]): NewsItem[] {
  return news.slice(0, HOME_SHOWN + 1).map((item) => forExcerpt(item, HOME_EXCERPT));
}

/**
 * The home page's cards, and whether there are more: one item more than it shows tells whether to link to all. The
 * watcher draws them while that link stays as it is.
 */
export const homeNewsView: ListView<NewsItem> = {
  list: () => latestNews(HOME_SHOWN + 1),
  shown: (news) => news.slice(0, HOME_SHOWN + 1),
  drawing: {
    shownIn: snapshotIn,
    draw: (wrapper, items, shown) =>
      items.length > HOME_SHOWN === shown.length > HOME_SHOWN &&
      drawNewsCards(wrapper, '.news-grid', { items: items.slice(0, HOME_SHOWN), shown, excerptLength: HOME_EXCERPT }),
    withShown: (props, items) => ({ ...props, snapshot: homeNewsSnapshot(items) }),
  },
};

/** What a page of the news list needs of its items: each cut to its excerpt. */
export function newsListSnapshot(news: NewsItem[]): NewsItem[] {
  return news.map((item) => forExcerpt(item, NEWS_LIST_EXCERPT));
}

/** The first page of the list, the one that follows changes, drawn by the watcher until the visitor reaches for it. */
export const newsListView: ListView<NewsItem> = {
  list: () => latestNews(NEWS_PAGE_SIZE),
  shown: (news) => news.slice(0, NEWS_PAGE_SIZE),
  drawing: {
    shownIn: snapshotIn,
    draw: (wrapper, items, shown) =>
      drawNewsCards(wrapper, '.news-list', { items, shown, excerptLength: NEWS_LIST_EXCERPT }),
    withShown: (props, items) => ({ ...props, snapshot: newsListSnapshot(items) }),
  },
};

/**
 * What an article's page needs of the build's snapshot: the whole item, and the start of the newest items, as its
 * live list holds them (this one among them, when it is one of the newest), of which it lists the first three
 * others.
 */
export interface ArticleSnapshot {
  item: NewsItem;
  newest: NewsItem[];
}

/**
 * An article's two lists: the item alone, followed live (so moving it to the bin after the build shows), and the
 * newest items, of which the page lists the first three others.
 */
export function articleViews(id: string): ListView<NewsItem>[] {
  return [
    { list: () => newsItem(id), shown: (news) => news.filter((row) => row.id === id) },
    { list: () => latestNews(RELATED + 1), shown: (news) => news.slice(0, RELATED + 1) },
  ];
}

/** The article's snapshot, from every item newest first: the item itself, and the newest items. */
export function articleSnapshot(news: NewsItem[], item: NewsItem): ArticleSnapshot {
  const [, newest] = articleViews(item.id);
  return {
    item: withoutAuthor(item),
    newest: newest!.shown(news).map((other) => forExcerpt(other, RELATED_EXCERPT)),
  };
}
