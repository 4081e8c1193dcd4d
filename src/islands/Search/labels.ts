import { strings } from '../../i18n/strings.ts';
import { formatDateLong } from '../../util/format.ts';
import type { SearchHit } from '../../domain/search/engine.ts';
import type { SearchState } from './use-site-search.ts';

/** 'Aktualność z 20 listopada 2026' for a news item; nothing for an information page. */
export function newsLabel(hit: SearchHit): string | null {
  return hit.kind === 'news' && hit.date ? strings.search.news(formatDateLong(new Date(hit.date))) : null;
}

/** The results page for a query. */
export function resultsPage(query: string): string {
  return `/szukaj?q=${encodeURIComponent(query.trim())}`;
}

/** The page with the income self-check, offered when nothing was found. */
export const SELF_CHECK = '/sprawdz-uprawnienia';

/** What the search says of its state, in the box and on the results page alike; nothing before a search. */
export function searchStatus(state: SearchState): string {
  switch (state.status) {
    case 'loading':
      return strings.search.loading;
    case 'done':
      return state.total === 0 ? strings.search.none : strings.search.count(state.total);
    case 'error':
      return strings.search.unavailable;
    default:
      return '';
  }
}
