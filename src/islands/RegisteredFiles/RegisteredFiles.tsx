import './registered-files.scss';
import { categoryFiles, type Asset } from '../../lib/data/assets.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { ASSET_CATEGORIES, categoryPath, type AssetCategory } from '../../lib/asset-rules.ts';
import { FileList } from './FileList.tsx';
import { strings } from '../../data/strings.ts';

const t = strings.files;

/** The downloads page shows the newest 10 files of each category; each category's page lists them all. */
export const FILES_SHOWN_PER_CATEGORY = 10;

export interface RegisteredFilesSnapshot {
  /** The newest files of each category, as the site was built. */
  newest: Record<AssetCategory, Asset[]>;
  /** How many files each category had. */
  totals: Record<AssetCategory, number>;
}

/** What the downloads page needs of the build's files: the newest of each category, and the counts. */
export function registeredFilesSnapshot(assets: Asset[]): RegisteredFilesSnapshot {
  const of = (category: AssetCategory) => assets.filter((asset) => asset.category === category);
  const newest = Object.fromEntries(ASSET_CATEGORIES.map((category) => [category, of(category).slice(0, FILES_SHOWN_PER_CATEGORY)]));
  const totals = Object.fromEntries(ASSET_CATEGORIES.map((category) => [category, of(category).length]));
  return { newest, totals } as RegisteredFilesSnapshot;
}

/**
 * Files the administrator registered by link (table assets), grouped by category, newest first: the newest of
 * each category, with a link to the category's page when it has more. Shown on the downloads page below the
 * fixed forms, from the build's snapshot at first; each category follows additions and removals live, reading
 * only the files it shows.
 */
export default function RegisteredFiles({ snapshot }: { snapshot?: RegisteredFilesSnapshot }) {
  const lists = {
    general: useLiveList(categoryFiles('general', FILES_SHOWN_PER_CATEGORY), snapshot?.newest.general),
    programs: useLiveList(categoryFiles('programs', FILES_SHOWN_PER_CATEGORY), snapshot?.newest.programs),
    rodo: useLiveList(categoryFiles('rodo', FILES_SHOWN_PER_CATEGORY), snapshot?.newest.rodo),
  } satisfies Record<AssetCategory, unknown>;
  const states = Object.values(lists);

  if (states.some((state) => state.status === 'loading')) {
    return (
      <p className="status-line" role="status">
        <span className="spinner" aria-hidden="true" /> {t.loading}
      </p>
    );
  }
  const failed = states.find((state) => state.status === 'error');
  const error = failed && (
    <p className="alert alert--error" role="alert">
      {failed.error}
    </p>
  );
  const groups = ASSET_CATEGORIES.map((category) => ({ category, files: lists[category].rows })).filter(
    (group) => group.files.length > 0,
  );
  if (groups.length === 0) return error || <p>{t.none}</p>;

  return (
    <div className="registered-files" aria-live="polite">
      {error}
      {groups.map(({ category, files }) => {
        const total = snapshot?.totals[category] ?? 0;
        return (
          <section key={category} className="registered-files__group" aria-labelledby={`registered-${category}`}>
            <h3 id={`registered-${category}`}>{t.categories[category]}</h3>
            <FileList files={files} />
            {total > FILES_SHOWN_PER_CATEGORY && (
              <p>
                <a href={categoryPath[category]}>{t.allOfCategory(t.categories[category], total)}</a>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
