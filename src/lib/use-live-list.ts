import { useSyncExternalStore } from 'react';
import { initialState, type LiveList, type LiveListState, type Row } from './live-list.ts';

/** The current state of a live list; the server render and the first client render show it loading. */
export function useLiveList<T extends Row>(list: LiveList<T>): LiveListState<T> {
  return useSyncExternalStore(list.subscribe, list.getSnapshot, () => initialState as LiveListState<T>);
}
