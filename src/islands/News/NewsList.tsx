import type { NewsItem } from '../../domain/news/news-item.ts';
import { useLiveList } from '../shared/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';
import { NEWS_LIST_EXCERPT, newsListView } from './news-views.ts';

/** The first page of the news list, which follows changes live and reads only the items it shows. */
export default function NewsList({ snapshot }: { snapshot?: NewsItem[] }) {
  const state = useLiveList(newsListView.list(), snapshot);
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
