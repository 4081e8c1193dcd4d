import type { LiveListState } from '../../api/live-list.ts';
import type { NewsItem } from '../../domain/news/news-item.ts';
import { describeError } from '../../api/errors.ts';
import { siteWords } from '../../i18n/pl/site.ts';

/**
 * The loading, error and empty states shared by the news views; null when there is something to show. An error
 * is shown also above a list that is still there (from the build's snapshot, or read before the failure).
 */
export function NewsStatus({ state }: { state: LiveListState<NewsItem> }) {
  if (state.status === 'loading') {
    return (
      <p className="status-line" role="status">
        <span className="spinner" aria-hidden="true" /> {siteWords.news.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {describeError(state.error, siteWords.news.loadFailed)}
      </p>
    );
  }
  if (state.status === 'ready' && state.rows.length === 0) {
    return (
      <p className="status-line" role="status">
        {siteWords.news.none}
      </p>
    );
  }
  return null;
}
