import { useId, useState } from 'react';
import { addAsset, assetList, deleteAsset, type Asset } from '../../lib/data/assets.ts';
import { ASSET_CATEGORIES, categoryLabels, typeLabels, validateAsset, type AssetCategory } from '../../lib/asset-rules.ts';
import { strings } from '../../data/strings.ts';
import { supabase } from '../../lib/supabase.ts';
import { SESSION_EXPIRED } from '../../lib/errors.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import { feedback } from './feedback.ts';

interface Props {
  assets: Asset[];
  actions: PanelActions;
}

const emptyForm = { url: '', name: '', description: '', category: 'general' as AssetCategory };

/** Files registered by link: the form and the list with delete (spec 000 §2.8, §5). */
export function FilesTab({ assets, actions }: Props) {
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);

  const submit = async () => {
    const result = validateAsset(form);
    if (!result.ok) {
      setUrlError(result.error);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    setUrlError(null);
    const { data } = await supabase().auth.getSession();
    if (!data.session) {
      actions.fail(SESSION_EXPIRED);
      return;
    }
    const added = await actions.run(() => addAsset(result.value), {
      success: feedback.fileAdded,
      failure: feedback.addFileFailed,
      fallback: feedback.addFileFallback,
    });
    if (added) {
      setForm(emptyForm);
      void assetList.reload();
    }
  };

  const remove = async () => {
    const asset = deleting;
    setDeleting(null);
    if (!asset) return;
    const removed = await actions.run(() => deleteAsset(asset.id), {
      success: feedback.fileDeleted,
      failure: feedback.deleteFileFailed,
      fallback: feedback.deleteFileFallback,
    });
    if (removed) void assetList.reload();
  };

  return (
    <div className="files-tab">
      <form
        className="admin-form"
        aria-label="Dodaj plik"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-url`}>
            Adres pliku (URL) <span className="required-mark" aria-hidden="true">*</span>
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
              Pełny adres pliku, np. https://example.pl/dokumenty/wniosek.pdf
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Nazwa (opcjonalnie)</label>
          <input id={`${id}-name`} className="input" maxLength={200} disabled={actions.busy} value={form.name} aria-describedby={`${id}-name-hint`} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} />
          <p id={`${id}-name-hint`} className="hint">
            Bez nazwy zostanie użyta nazwa pliku z adresu.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>Opis (opcjonalnie)</label>
          <input id={`${id}-description`} className="input" maxLength={500} disabled={actions.busy} value={form.description} onChange={(event) => setForm({ ...form, description: event.currentTarget.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>Kategoria</label>
          <select id={`${id}-category`} className="input" disabled={actions.busy} value={form.category} onChange={(event) => setForm({ ...form, category: event.currentTarget.value as AssetCategory })}>
            {ASSET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={actions.busy}>
          Dodaj plik
        </button>
      </form>

      <h3 className="files-tab__heading">Dodane pliki</h3>
      {assets.length === 0 ? (
        <p className="admin-empty">{feedback.emptyFiles}</p>
      ) : (
        <ul className="admin-files" role="list" tabIndex={0} aria-label="Dodane pliki">
          {assets.map((asset) => {
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
                    {categoryLabels[asset.category]} · {typeLabels[asset.type]}
                    {asset.description ? ` · ${asset.description}` : ''}
                  </p>
                </div>
                <button type="button" className="button button--danger" disabled={actions.busy} aria-label={`Usuń plik: ${asset.name}`} onClick={() => setDeleting(asset)}>
                  Usuń
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Usunąć plik?"
        message={feedback.confirmDeleteFile}
        confirmLabel="Usuń plik"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
