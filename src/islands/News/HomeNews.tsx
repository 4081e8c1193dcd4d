import type { NewsItem } from '../../domain/news/news-item.ts';
import { useLiveList } from '../shared/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';
import { HOME_EXCERPT, HOME_SHOWN, homeNewsView } from './news-views.ts';
import { siteWords } from '../../i18n/pl/site.ts';

/** The news on the home page; the link to all news appears only when there are more than three. */
export default function HomeNews({ snapshot }: { snapshot?: NewsItem[] }) {
  // One item more than it shows tells whether to link to all news.
  const state = useLiveList(homeNewsView.list(), snapshot);
  return (
    <div className="home-news" aria-live="polite" aria-busy={state.status === 'loading'}>
      <NewsStatus state={state} />
      {state.rows.length > 0 && (
        <ul className="news-grid" role="list">
          {state.rows.slice(0, HOME_SHOWN).map((item) => (
            <li key={item.id}>
              <NewsCard item={item} excerptLength={HOME_EXCERPT} />
            </li>
          ))}
        </ul>
      )}
      {state.rows.length > HOME_SHOWN && (
        <p className="home-section__more">
          <a className="button" href="/aktualnosci">
            {siteWords.news.all}
          </a>
        </p>
      )}
    </div>
  );
}
