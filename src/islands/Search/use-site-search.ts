import { useEffect, useRef, useState } from 'react';
import type { SearchOutcome } from '../../domain/search/engine.ts';
import type { Lang } from '../../util/current-route.ts';

export type SearchState =
  { status: 'idle' } | { status: 'loading' } | ({ status: 'done' } & SearchOutcome) | { status: 'error' };

type Engine = typeof import('../../browser/search/engine.ts');

let engine: Promise<Engine> | undefined;

/**
 * The query layer is a chunk of its own, fetched with the index when the visitor starts searching: neither weighs
 * on a page before that.
 */
function searchEngine(): Promise<Engine> {
  engine ??= import('../../browser/search/engine.ts').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Starts fetching the search and its index (when the search box gets focus). */
export function preloadSearch(): void {
  searchEngine().then(
    (module) => module.preloadSearch(),
    () => undefined,
  );
}

/**
 * Starts the search the results page was opened with (`?q=`), before its island has hydrated: the parts of the
 * index and the records arrive while the page is being made live, and the island finds the answer waiting.
 */
export function searchOpenedQuery(limit: number): void {
  const query = new URLSearchParams(window.location.search).get('q');
  if (!query?.trim()) return;
  const lang = document.documentElement.lang === 'uk' ? 'uk' : 'pl';
  searchEngine().then(
    (module) => module.searchSite(query, limit, lang).catch(() => undefined),
    () => undefined,
  );
}

/**
 * Searches as the query changes (after a short pause in typing); older answers never replace newer ones. When only
 * the limit grows (more results asked for), the results shown stay until the longer list is there.
 */
export function useSiteSearch(query: string, limit: number, lang: Lang, delayMs = 200): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const shownQuery = useRef('');

  useEffect(() => {
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((shown) => (shown.status === 'done' && shownQuery.current === query ? shown : { status: 'loading' }));
    const timer = setTimeout(() => {
      searchEngine()
        .then((module) => module.searchSite(query, limit, lang))
        .then(
          (outcome) => {
            if (!current) return;
            shownQuery.current = query;
            setState({ status: 'done', ...outcome });
          },
          () => current && setState({ status: 'error' }),
        );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, limit, lang, delayMs]);

  return state;
}
