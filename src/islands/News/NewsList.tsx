import { newsList } from '../../lib/data/news.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';

/** Spec 000 §2.4, §9: every news item with a 300-character excerpt. */
const EXCERPT = 300;

export default function NewsList() {
  const state = useLiveList(newsList);
  return (
    <div aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'ready' && state.rows.length > 0 ? (
        <ul className="news-list" role="list">
          {state.rows.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} excerptLength={EXCERPT} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <NewsStatus state={state} />
      )}
    </div>
  );
}
