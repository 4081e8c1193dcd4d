import { forExcerpt, newsList, type NewsItem } from '../../lib/data/news.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';

/** The news list shows every item with a 300-character excerpt. */
const EXCERPT = 300;

/** What the news list needs of the build's snapshot. */
export function newsListSnapshot(news: NewsItem[]): NewsItem[] {
  return news.map((item) => forExcerpt(item, EXCERPT));
}

export default function NewsList({ snapshot }: { snapshot?: NewsItem[] }) {
  const state = useLiveList(newsList, snapshot);
  return (
    <div aria-live="polite" aria-busy={state.status === 'loading'}>
      <NewsStatus state={state} />
      {state.rows.length > 0 && (
        <ul className="news-list" role="list">
          {state.rows.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} excerptLength={EXCERPT} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
