import type { LiveListState } from '../../lib/live-list.ts';
import type { NewsItem } from '../../lib/data/news.ts';

export const LOADING_NEWS = 'Ładowanie aktualności...';
export const NO_NEWS = 'Brak aktualności do wyświetlenia.';

/**
 * The loading, error and empty states shared by the news views; null when there is something to show. An error
 * is shown also above a list that is still there (from the build's snapshot, or read before the failure).
 */
export function NewsStatus({ state }: { state: LiveListState<NewsItem> }) {
  if (state.status === 'loading') {
    return (
      <p className="news-status" role="status">
        <span className="spinner" aria-hidden="true" /> {LOADING_NEWS}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {state.error}
      </p>
    );
  }
  if (state.status === 'ready' && state.rows.length === 0) {
    return (
      <p className="news-status" role="status">
        {NO_NEWS}
      </p>
    );
  }
  return null;
}
