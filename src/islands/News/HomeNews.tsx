import { newsList } from '../../lib/data/news.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';

/** Spec 000 §2.3, §9: the first 3 news items with a 150-character excerpt. */
const SHOWN = 3;
const EXCERPT = 150;

/** The news on the home page; 'Wszystkie aktualności' appears only when there are more than three. */
export default function HomeNews() {
  const state = useLiveList(newsList);
  const status = <NewsStatus state={state} />;
  return (
    <div className="home-news" aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'ready' && state.rows.length > 0 ? (
        <ul className="news-grid" role="list">
          {state.rows.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              <NewsCard item={item} excerptLength={EXCERPT} />
            </li>
          ))}
        </ul>
      ) : (
        status
      )}
      {state.status === 'ready' && state.rows.length > SHOWN && (
        <p className="home-section__more">
          <a className="button" href="/aktualnosci">
            Wszystkie aktualności
          </a>
        </p>
      )}
    </div>
  );
}
