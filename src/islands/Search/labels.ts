import { fill } from '../../i18n/message.ts';
import { formats } from '../../i18n/formats.ts';
import { langOfRoute, type Lang } from '../../util/current-route.ts';
import type { IslandWords } from '../../i18n/frame.ts';
import type { SearchHit } from '../../domain/search/engine.ts';
import type { SearchState } from './use-site-search.ts';
import { SEARCH_PAGE } from '../../domain/search/results-page.ts';

/** The results page for a query, in the frame's language. */
export function resultsPage(query: string, lang: Lang): string {
  return `${SEARCH_PAGE[lang]}?q=${encodeURIComponent(query.trim())}`;
}

/** The page with the income self-check, offered when nothing was found. */
export const SELF_CHECK = '/sprawdz-uprawnienia';

/** `lang` for text in `lang` inside the frame of `words`: none when they are the same. */
export function langIfOther(lang: Lang, words: IslandWords): Lang | undefined {
  return lang === words.lang ? undefined : lang;
}

/** The language of a result: the page's, by its address (the news are Polish). */
export function hitLang(hit: SearchHit): Lang {
  return langOfRoute(hit.url);
}

/**
 * What a result is, under its title, when the title does not say it: 'Aktualność z 20 listopada 2026' for a news
 * item, and a page in another language than the frame's says which ('Сторінка польською мовою'); nothing for an
 * information page in the frame's language.
 */
export function hitLabel(hit: SearchHit, words: IslandWords): string | null {
  const lang = hitLang(hit);
  if (hit.kind === 'news' && hit.date) {
    const news = fill[words.lang](words.search.news, { date: formats[words.lang].dateLong(new Date(hit.date)) });
    return lang === words.lang ? news : `${news} (${words.inPolish})`;
  }
  return lang === words.lang ? null : words.pageIn[lang];
}

/** What the search says of its state, in the box and on the results page alike; nothing before a search. */
export function searchStatus(state: SearchState, words: IslandWords): string {
  const t = words.search;
  switch (state.status) {
    case 'loading':
      return t.loading;
    case 'done':
      return state.total === 0 ? t.none : fill[words.lang](t.count, { count: state.total });
    case 'error':
      return t.unavailable;
    default:
      return '';
  }
}
