import './registered-files.scss';
import { assetList, type Asset } from '../../lib/data/assets.ts';
import { useLiveList } from '../../lib/use-live-list.ts';
import { ASSET_CATEGORIES } from '../../lib/asset-rules.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { strings } from '../../data/strings.ts';

const t = strings.files;

/**
 * Files the administrator registered by link (table assets), grouped by category, newest first. Shown on the
 * downloads page below the fixed forms, from the build's snapshot at first; follows additions and removals live.
 */
export default function RegisteredFiles({ snapshot }: { snapshot?: Asset[] }) {
  const state = useLiveList(assetList, snapshot);

  if (state.status === 'loading') {
    return (
      <p className="status-line" role="status">
        <span className="spinner" aria-hidden="true" /> {t.loading}
      </p>
    );
  }
  const error = state.status === 'error' && (
    <p className="alert alert--error" role="alert">
      {state.error}
    </p>
  );
  const groups = ASSET_CATEGORIES.map((category) => ({
    category,
    files: state.rows.filter((asset) => asset.category === category && safeHttpUrl(asset.url)),
  })).filter((group) => group.files.length > 0);
  if (groups.length === 0) return error || <p>{t.none}</p>;

  return (
    <div className="registered-files" aria-live="polite">
      {error}
      {groups.map(({ category, files }) => (
        <section key={category} className="registered-files__group" aria-labelledby={`registered-${category}`}>
          <h3 id={`registered-${category}`}>{t.categories[category]}</h3>
          <ul className="document-list">
            {files.map((asset) => (
              <li key={asset.id}>
                <a className="document-link" href={safeHttpUrl(asset.url)!} target="_blank" rel="noopener noreferrer">
                  <span>{asset.name}</span>{' '}
                  <span className="document-link__meta">({t.types[asset.type]})</span>
                  <span className="visually-hidden"> ({strings.newTab})</span>
                </a>
                {asset.description && <p className="registered-files__type">{asset.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
