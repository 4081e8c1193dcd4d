/**
 * What the downloads page shows of the registered files, without React: the build's snapshot for the island's
 * props, and the view of each category, which the island reads and the watcher that follows the lists before
 * the island hydrates compares (src/api/list-watch.ts).
 */
import { ASSET_CATEGORIES, type Asset, type AssetCategory } from '../../domain/files/asset.ts';
import { categoryFiles } from '../../api/assets.ts';
import type { IslandProps, ListView } from '../../api/list-watch.ts';
import { drawFiles } from './files-drawing.ts';

/** The downloads page shows the newest 10 files of each category; each category's page lists them all. */
export const FILES_SHOWN_PER_CATEGORY = 10;

export interface RegisteredFilesSnapshot {
  /** The newest files of each category, as the site was built. */
  newest: Record<AssetCategory, Asset[]>;
  /** How many files each category had. */
  totals: Record<AssetCategory, number>;
}

const snapshotIn = (props: IslandProps) => props.snapshot as RegisteredFilesSnapshot;

/**
 * The newest files of one category, live: what the downloads page shows of it, drawn by the watcher until the
 * visitor reaches for it.
 */
export function categoryView(category: AssetCategory): ListView<Asset> {
  return {
    list: () => categoryFiles(category, FILES_SHOWN_PER_CATEGORY),
    shown: (assets) => assets.filter((asset) => asset.category === category).slice(0, FILES_SHOWN_PER_CATEGORY),
    drawing: {
      shownIn: (props) => snapshotIn(props).newest[category],
      draw: (wrapper, assets, shown) => drawFiles(wrapper, category, { assets, shown }),
      withShown: (props, assets) => {
        const snapshot = snapshotIn(props);
        return { ...props, snapshot: { ...snapshot, newest: { ...snapshot.newest, [category]: assets } } };
      },
    },
  };
}

/** Every category's view, in the order the page shows them. */
export const filesViews: ListView<Asset>[] = ASSET_CATEGORIES.map(categoryView);

/** What the downloads page needs of the build's files: the newest of each category, and the counts. */
export function registeredFilesSnapshot(assets: Asset[]): RegisteredFilesSnapshot {
  const of = (category: AssetCategory) => assets.filter((asset) => asset.category === category);
  const newest = Object.fromEntries(
    ASSET_CATEGORIES.map((category) => [category, categoryView(category).shown(assets)]),
  );
  const totals = Object.fromEntries(ASSET_CATEGORIES.map((category) => [category, of(category).length]));
  return { newest, totals } as RegisteredFilesSnapshot;
}
