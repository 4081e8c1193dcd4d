import { useId, useState } from 'react';
import { addAsset, deleteAsset, reloadAssetLists, type Asset } from '../../lib/data/assets.ts';
import { hasSession } from '../../lib/data/auth.ts';
import { ASSET_CATEGORIES, validateAsset, type AssetCategory } from '../../lib/asset-rules.ts';
import { strings } from '../../data/strings.ts';
import { maxLengths } from '../../lib/data/database.types.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { ListControls } from './ListControls.tsx';
import { useConfirmedRemove } from './use-confirmed-remove.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import type { TablePage } from './use-table-page.ts';

interface Props {
  assets: TablePage<'assets'>;
  actions: PanelActions;
}

const emptyForm = { url: '', name: '', description: '', category: 'general' as AssetCategory };
const t = strings.admin.files;
const paging = strings.admin.paging;

/**
 * Files registered by link: the form (an http(s) address is required; name, description and category are
 * optional) and the list of added files, 25 at a time and searchable by name, each with delete after confirmation.
 */
export function FilesTab({ assets, actions }: Props) {
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const [urlError, setUrlError] = useState<string | null>(null);
  const afterWrite = () => {
    assets.reload();
    void reloadAssetLists();
  };
  const removal = useConfirmedRemove<Asset>({ actions, remove: (asset) => deleteAsset(asset.id), onRemoved: afterWrite, texts: t });

  const submit = async () => {
    const result = validateAsset(form);
    if (!result.ok) {
      setUrlError(result.error);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    setUrlError(null);
    if (!(await hasSession())) {
      actions.fail(strings.errors.sessionExpired);
      return;
    }
    const added = await actions.run(() => addAsset(result.value), {
      success: t.added,
      failure: t.addFailed,
      fallback: t.addFallback,
    });
    if (added) {
      setForm(emptyForm);
      afterWrite();
    }
  };

  return (
    <div className="files-tab">
      <form
        className="admin-form"
        aria-label={t.add}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-url`}>
            {t.url} <span className="required-mark" aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            disabled={actions.busy}
            value={form.url}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : `${id}-url-hint`}
            onChange={(event) => setForm({ ...form, url: event.currentTarget.value })}
          />
          {urlError ? (
            <p id={`${id}-url-error`} className="error-message">
              {urlError}
            </p>
          ) : (
            <p id={`${id}-url-hint`} className="hint">
              {t.urlHint}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} className="input" maxLength={maxLengths.assets.name} disabled={actions.busy} value={form.name} aria-describedby={`${id}-name-hint`} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} />
          <p id={`${id}-name-hint`} className="hint">
            {t.nameHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t.description}</label>
          <input id={`${id}-description`} className="input" maxLength={maxLengths.assets.description} disabled={actions.busy} value={form.description} onChange={(event) => setForm({ ...form, description: event.currentTarget.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{t.category}</label>
          <select id={`${id}-category`} className="input" disabled={actions.busy} value={form.category} onChange={(event) => setForm({ ...form, category: event.currentTarget.value as AssetCategory })}>
            {ASSET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {strings.files.categories[category]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={actions.busy}>
          {t.add}
        </button>
      </form>

      <h3 className="files-tab__heading">{t.list}</h3>
      {assets.status === 'ready' && assets.total === 0 && !assets.search ? (
        <p className="admin-empty">{t.empty}</p>
      ) : (
        <ListControls
          list={assets}
          searchLabel={paging.searchFiles}
          count={paging.filesCount(assets.total)}
          disabled={actions.busy}
        >
          <ul className="admin-files" role="list" tabIndex={0} aria-label={t.list}>
            {assets.rows.map((asset) => {
              const href = safeHttpUrl(asset.url);
              return (
                <li key={asset.id} className="admin-files__item">
                  <div>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {asset.name}
                        <span className="visually-hidden"> ({strings.newTab})</span>
                      </a>
                    ) : (
                      <span>{asset.name}</span>
                    )}
                    <p className="hint">
                      {strings.files.categories[asset.category]} · {strings.files.types[asset.type]}
                      {asset.description ? ` · ${asset.description}` : ''}
                    </p>
                  </div>
                  <button type="button" className="button button--danger" disabled={actions.busy} aria-label={t.removeLabel(asset.name)} onClick={() => removal.ask(asset)}>
                    {strings.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        </ListControls>
      )}
      {removal.dialog}
    </div>
  );
}
