import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { initialState, type LiveList, type LiveListState, type Row } from '../../api/live-list.ts';
import { versionsFingerprint } from '../../api/freshness.ts';

/**
 * The current state of a live list. With `snapshot` (the rows as the site was built), the server render and
 * every render until the list reads other rows show those rows, so hydration blanks nothing; if a read fails,
 * they stay beside the error. Without it, the list shows as loading.
 */
export function useLiveList<T extends Row>(list: LiveList<T>, snapshot?: T[]): LiveListState<T> {
  const fromSnapshot = useMemo<LiveListState<T>>(
    () => (snapshot ? { ...initialState, status: 'ready', rows: snapshot } : (initialState as LiveListState<T>)),
    [snapshot],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      // What the page shows: the list reads rows only once the database holds others.
      if (snapshot) list.showing(versionsFingerprint(snapshot), snapshot);
      return list.subscribe(listener);
    },
    [list, snapshot],
  );
  const state = useSyncExternalStore(subscribe, list.getSnapshot, () => fromSnapshot);
  return useMemo(() => {
    if (!snapshot || state.loaded) return state;
    return state.status === 'error' ? { ...state, rows: snapshot } : fromSnapshot;
  }, [state, snapshot, fromSnapshot]);
}
