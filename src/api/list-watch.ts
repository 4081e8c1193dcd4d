/**
 * Keeps the lists an island shows current before the island's code is loaded: each list's store alone
 * (./live-list.ts: its reads, told when by ./list-changes.ts, without React) follows the database. The page carries
 * the ids and change times of the rows its HTML shows, as a fingerprint, so that learning that nothing changed costs
 * the freshness read alone (ids and change times, a few hundred bytes); the island's props carry the rows
 * themselves, so that a change reads whole only the rows the page does not hold. A list with a drawing (the news
 * lists, the files) is then drawn here, from the template the build rendered with the cards' own component
 * (src/browser/live-cards.ts), and the island's props are made to say what was drawn: React loads only when the
 * visitor reaches for the list, and hydrates the HTML as it finds it. Any other change, a card the drawing leaves to
 * React (a picture) or a failed read asks the island to hydrate; it then finds the same store (one per list and
 * page) already joined and read, so it neither blanks nor reads again, and follows the lists itself from then on.
 */
import type { LiveList, LiveListState, Row } from './live-list.ts';
import { versionsFingerprint } from './freshness.ts';
import { requestHydration } from '../browser/hydration/hydration-request.ts';
import { ISLAND_PROPS, propValue, serializedProp, type SerializedProp } from '../browser/hydration/astro-output.ts';

/** An island's props, as values. */
export type IslandProps = Record<string, unknown>;

/**
 * How a list is drawn without React: from the page's snapshot, which the island's props carry, and into the HTML,
 * from the template the build rendered with the cards' own component.
 */
export interface ListDrawing<T extends Row> {
  /** The rows the page's HTML shows, from the island's props. */
  shownIn(props: IslandProps): T[];
  /**
   * Draws `rows` in place of `shown` (those the HTML shows now), inside `wrapper`; false when it cannot (React
   * draws them then).
   */
  draw(wrapper: HTMLElement, rows: T[], shown: T[]): boolean;
  /** The props that show `rows`, so that the island, hydrated later, finds in the HTML what it renders. */
  withShown(props: IslandProps, rows: T[]): IslandProps;
}

/** One live list as an island shows it. */
export interface ListView<T extends Row> {
  /** The list's store, the one the island reads too. */
  list(): LiveList<T>;
  /**
   * The rows the list holds, of the table's rows newest first: the build passes every row, and the island shows
   * these (each cut to what it shows of it).
   */
  shown(rows: T[]): T[];
  /** How the watcher draws the list itself; without it, a change hydrates the island. */
  drawing?: ListDrawing<T>;
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

function readProps(island: Element): IslandProps {
  const serialized = JSON.parse(island.getAttribute(ISLAND_PROPS) ?? '{}') as Record<string, SerializedProp>;
  return Object.fromEntries(Object.entries(serialized).map(([key, value]) => [key, propValue(value)]));
}

function writeProps(island: Element, props: IslandProps): void {
  const serialized = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, serializedProp(value)]));
  // The island does not hydrate on this change: its code is not loaded yet.
  island.setAttribute(ISLAND_PROPS, JSON.stringify(serialized));
}

/**
 * Watches the island inside the element `[data-live-island="name"]` (src/components/LiveIsland.astro), whose
 * `data-shows` holds a fingerprint for each of `views`, in the same order. A list with a drawing is drawn here
 * when it changes, and the island keeps waiting for the visitor; any other change, or a failed read, hydrates it.
 * Nothing happens on a page without it.
 */
export function watchLiveIsland(name: string, views: (wrapper: HTMLElement) => ListView<Row>[]): void {
  const wrapper = document.querySelector<HTMLElement>(`[data-live-island="${name}"]`);
  const island = wrapper?.querySelector('astro-island');
  // Already hydrated (the visitor reached for it before the watcher started): the island follows its lists.
  if (!wrapper || !island || !island.hasAttribute('ssr')) return;
  const shows = wrapper.dataset.shows?.split(' ') ?? [];
  const drawn = (view: ListView<Row>, rows: Row[]) =>
    view.drawing?.draw(wrapper, rows, view.drawing.shownIn(readProps(island))) ?? false;
  const stops = views(wrapper).map((view, index) => {
    const list = view.list();
    list.showing(shows[index] ?? '', view.drawing?.shownIn(readProps(island)));
    return list.subscribe(() => {
      const state = list.getSnapshot();
      // Hydrated, on intent or at our request: the island follows the list now.
      if (!island.hasAttribute('ssr')) stop();
      else if (!mustShow(state)) return;
      else if (state.status !== 'error' && drawn(view, state.rows)) {
        writeProps(island, view.drawing!.withShown(readProps(island), state.rows));
      } else {
        stop();
        requestHydration(island);
      }
    });
  });
  const stop = () => stops.forEach((unsubscribe) => unsubscribe());
}
