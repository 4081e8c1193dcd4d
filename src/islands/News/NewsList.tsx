import { forExcerpt, latestNews, type NewsItem } from '../../lib/data/news.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';

/** A page of the news list shows 20 items, each with a 300-character excerpt. */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_LIST_EXCERPT = 300;

/** What a page of the news list needs of the build's snapshot: its items, cut to their excerpts. */
export function newsListSnapshot(news: NewsItem[]): NewsItem[] {
  return news.map((item) => forExcerpt(item, NEWS_LIST_EXCERPT));
}

/** The first page of the news list, which follows changes live and reads only the items it shows. */
export default function NewsList({ snapshot }: { snapshot?: NewsItem[] }) {
  const state = useLiveList(latestNews(NEWS_PAGE_SIZE), snapshot);
  return (
    <div aria-live="polite" aria-busy={state.status === 'loading'}>
      <NewsStatus state={state} />
      <NewsCards items={state.rows} />
    </div>
  );
}

/** The cards of a page of the list; the numbered pages of older news render them alone, as static HTML. */
export function NewsCards({ items }: { items: NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="news-list" role="list">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} excerptLength={NEWS_LIST_EXCERPT} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
