import './registered-files.scss';
import { useLiveList } from '../shared/use-live-list.ts';
import { ASSET_CATEGORIES, type AssetCategory } from '../../domain/files/asset.ts';
import { categoryPath } from '../../domain/files/asset-rules.ts';
import { FileList } from './FileList.tsx';
import { describeError } from '../../api/errors.ts';
import { categoryView, FILES_SHOWN_PER_CATEGORY, type RegisteredFilesSnapshot } from './files-views.ts';
import { siteWords } from '../../i18n/pl/site.ts';
import { fill } from '../../i18n/message.ts';

const t = siteWords.files;

/**
 * Files the administrator registered by link (table assets), grouped by category, newest first: the newest of
 * each category, with a link to the category's page when it has more. Shown on the downloads page below the
 * fixed forms, from the build's snapshot at first; each category follows additions and removals live, reading
 * only the files it shows.
 */
export default function RegisteredFiles({ snapshot }: { snapshot?: RegisteredFilesSnapshot }) {
  const lists = {
    general: useLiveList(categoryView('general').list(), snapshot?.newest.general),
    programs: useLiveList(categoryView('programs').list(), snapshot?.newest.programs),
    rodo: useLiveList(categoryView('rodo').list(), snapshot?.newest.rodo),
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
      {describeError(failed.error, t.loadFailed)}
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
                <a href={categoryPath[category]}>
                  {fill.pl(t.allOfCategory, { category: t.categories[category], count: total })}
                </a>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
