import { useEffect, useState } from 'react';
import { searchSite, type SearchHit } from '../../lib/search.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; hits: SearchHit[]; total: number }
  | { status: 'error' };

/** Searches as the query changes (after a short pause in typing); older answers never replace newer ones. */
export function useSiteSearch(query: string, limit: number, delayMs = 200): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (!query.trim()) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      searchSite(query, limit).then(
        ({ hits, total }) => current && setState({ status: 'done', hits, total }),
        () => current && setState({ status: 'error' }),
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, limit, delayMs]);

  return state;
}
