import { forExcerpt, latestNews, type NewsItem } from '../../lib/data/news.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { NewsCard } from './NewsCard.tsx';
import { NewsStatus } from './NewsStatus.tsx';
import { strings } from '../../data/strings.ts';

/** The home page shows the first 3 news items with a 150-character excerpt. */
const SHOWN = 3;
const EXCERPT = 150;

/** What the home page needs of the build's snapshot: one item more than it shows tells whether to link to all. */
export function homeNewsSnapshot(news: NewsItem[]): NewsItem[] {
  return news.slice(0, SHOWN + 1).map((item) => forExcerpt(item, EXCERPT));
}

/** The news on the home page; the link to all news appears only when there are more than three. */
export default function HomeNews({ snapshot }: { snapshot?: NewsItem[] }) {
  // One item more than it shows tells whether to link to all news.
  const state = useLiveList(latestNews(SHOWN + 1), snapshot);
  return (
    <div className="home-news" aria-live="polite" aria-busy={state.status === 'loading'}>
      <NewsStatus state={state} />
      {state.rows.length > 0 && (
        <ul className="news-grid" role="list">
          {state.rows.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              <NewsCard item={item} excerptLength={EXCERPT} />
            </li>
          ))}
        </ul>
      )}
      {state.rows.length > SHOWN && (
        <p className="home-section__more">
          <a className="button" href="/aktualnosci">
            {strings.news.all}
          </a>
        </p>
      )}
    </div>
  );
}
