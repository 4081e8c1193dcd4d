/**
 * Keeps the lists an island shows current before the island's code is loaded: each list's store alone
 * (./live-list.ts: its reads, told when by ./list-changes.ts, without React) follows the database, and the island
 * (`client:intent`, so also hydrated when the visitor reaches for it) is asked to hydrate only when a list has
 * something to show that the HTML does not: rows other than the build's, or a failed read. The page carries the
 * ids and change times of the rows its HTML shows, as a fingerprint, so that learning that nothing changed costs
 * the freshness read alone (ids and change times, a few hundred bytes). The island then finds the same store (one
 * per list and page) already joined and read, so it neither blanks nor reads again; from then on it follows the
 * lists itself.
 */
import type { LiveList, LiveListState, Row } from './live-list.ts';
import { versionsFingerprint } from './freshness.ts';
import { requestHydration } from '../browser/hydration/hydration-request.ts';

/** One live list as an island shows it. */
export interface ListView<T extends Row> {
  /** The list's store, the one the island reads too. */
  list(): LiveList<T>;
  /**
   * The rows the list holds, of the table's rows newest first: the build passes every row, and the island shows
   * these (each cut to what it shows of it).
   */
  shown(rows: T[]): T[];
}

/** What the HTML shows of the build's rows through `view`: the fingerprint of their ids and change times. */
export function htmlShows<T extends Row>(view: ListView<T>, rows: T[]): string {
  return versionsFingerprint(view.shown(rows));
}

/**
 * Whether the island must be hydrated to show this state of its list: a list told what the page shows reads rows
 * only when they differ from it, and a failed read is for the island to say.
 */
export function mustShow<T extends Row>(state: LiveListState<T>): boolean {
  return state.status === 'error' || state.loaded;
}

/**
 * Watches the island inside the element `[data-live-island="name"]` (src/components/LiveIsland.astro), whose
 * `data-shows` holds a fingerprint for each of `views`, in the same order. Nothing happens on a page without it.
 */
export function watchLiveIsland(name: string, views: (wrapper: HTMLElement) => ListView<Row>[]): void {
  const wrapper = document.querySelector<HTMLElement>(`[data-live-island="${name}"]`);
  const island = wrapper?.querySelector('astro-island');
  // Already hydrated (the visitor reached for it before the watcher started): the island follows its lists.
  if (!wrapper || !island || !island.hasAttribute('ssr')) return;
  const shows = wrapper.dataset.shows?.split(' ') ?? [];
  const stops = views(wrapper).map((view, index) => {
    const list = view.list();
    list.showing(shows[index] ?? '');
    return list.subscribe(() => {
      // Hydrated, on intent or at our request: the island follows the list now.
      if (!island.hasAttribute('ssr')) stop();
      else if (mustShow(list.getSnapshot())) {
        stop();
        requestHydration(island);
      }
    });
  });
  const stop = () => stops.forEach((unsubscribe) => unsubscribe());
}
