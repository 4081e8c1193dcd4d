import { useEffect, useRef } from 'react';
import { recordFailedSearch, storedQuery } from '../../api/resident-answers.ts';
import type { SearchState } from './use-site-search.ts';

/** Whether `state` is a finished search that gave the visitor nothing: no page, and no other office to turn to. */
export function foundNothing(state: SearchState): boolean {
  return state.status === 'done' && state.total === 0 && state.elsewhere.length === 0;
}

/**
 * Records a search that found nothing, once it was submitted (the address the visitor arrived with, or Enter in
 * the page's field): never each prefix typed on the way. Each query once per visit of the page.
 */
export function useFailedSearchRecord(submitted: string | null, query: string, state: SearchState): void {
  const recorded = useRef(new Set<string>());
  const failed = submitted !== null && submitted === query && foundNothing(state);
  useEffect(() => {
    if (!failed || submitted === null) return;
    const key = storedQuery(submitted);
    if (!key || recorded.current.has(key)) return;
    recorded.current.add(key);
    void recordFailedSearch(submitted, document.documentElement.lang === 'uk' ? 'uk' : 'pl');
  }, [failed, submitted]);
}
