import { useId, useState } from 'react';
import { ASSET_CATEGORIES, type Asset, type AssetCategory } from '../../domain/files/asset.ts';
import { reloadAssetLists } from '../../api/assets.ts';
import { addAsset, addUploadedAsset, deleteAsset } from '../../api/asset-writes.ts';
import { hasSession } from '../../api/auth.ts';
import { validateAsset } from '../../domain/files/asset-rules.ts';
import { formatFileSize } from '../../util/file-size.ts';
import {
  checkUpload,
  displayName,
  SIGNATURE_BYTES,
  UPLOAD_RULES,
  type UploadCheck,
} from '../../domain/files/upload-rules.ts';
import { FilePicker, UploadProgress } from './FilePicker.tsx';
import { strings } from '../../i18n/strings.ts';
import { adminStrings } from '../../i18n/admin-strings.ts';
import { maxLengths } from '../../domain/database.types.ts';
import { safeHttpUrl } from '../../util/urls.ts';
import { ListControls } from './ListControls.tsx';
import { useConfirmedRemove } from './use-confirmed-remove.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import type { TablePage } from './use-table-page.ts';

interface Props {
  assets: TablePage<'assets'>;
  actions: PanelActions;
}

const emptyForm = { url: '', name: '', description: '', category: 'general' as AssetCategory };
const t = adminStrings.files;
const paging = adminStrings.paging;
const ACCEPT = [...UPLOAD_RULES.pdf.types, ...UPLOAD_RULES.image.types].join(',');

interface ChosenUpload {
  file: File;
  check: Extract<UploadCheck, { ok: true }>;
}

/**
 * Files: the form (a file from the computer, or the address of one already online; name, description and category
 * optional) and the list of added files, 25 at a time and searchable by name, each with delete after confirmation.
 */
export function FilesTab({ assets, actions }: Props) {
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const [chosen, setChosen] = useState<ChosenUpload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const afterWrite = () => {
    assets.reload();
    void reloadAssetLists();
  };
  const removal = useConfirmedRemove<Asset>({ actions, remove: deleteAsset, onRemoved: afterWrite, texts: t });

  const choose = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkUpload(file, head, ['pdf', 'image']);
    if (!check.ok) {
      setChosen(null);
      setFileError(check.error);
      return;
    }
    setFileError(null);
    setChosen({ file, check });
    if (!form.name.trim()) setForm((current) => ({ ...current, name: displayName(file.name) }));
  };

  /** The write the form asks for, or null (with the reason shown) when it is not complete. */
  const prepare = () => {
    if (chosen) {
      const { file, check } = chosen;
      const details = {
        name: form.name.trim() || displayName(file.name),
        category: form.category,
        description: form.description.trim() || null,
      };
      return async () => {
        setSent(0);
        try {
          return await addUploadedAsset(file, check, details, setSent);
        } finally {
          setSent(null);
        }
      };
    }
    const urlGiven = form.url.trim() !== '';
    const result = validateAsset(form);
    if (!result.ok) {
      setUrlError(urlGiven ? result.error : null);
      setFileError(urlGiven ? null : t.fileOrUrlMissing);
      document.getElementById(urlGiven ? `${id}-url` : `${id}-file`)?.focus();
      return null;
    }
    setUrlError(null);
    setFileError(null);
    return () => addAsset(result.value);
  };

  const submit = async () => {
    const save = prepare();
    if (!save) return;
    if (!(await hasSession())) {
      actions.fail(strings.errors.sessionExpired);
      return;
    }
    const added = await actions.run(save, { success: t.added, failure: t.addFailed, fallback: t.addFallback });
    if (added) {
      setForm(emptyForm);
      setChosen(null);
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
        <FilePicker
          id={`${id}-file`}
          label={t.file}
          hint={t.fileHint}
          accept={ACCEPT}
          chosenText={chosen ? t.chosen(chosen.file.name, formatFileSize(chosen.file.size)) : null}
          error={fileError}
          disabled={actions.busy}
          onChoose={(file) => void choose(file)}
          onClear={() => setChosen(null)}
          clearLabel={t.clearFile}
        />
        <p className="files-tab__or">{t.orUrl}</p>
        <div className="field">
          <label htmlFor={`${id}-url`}>{t.url}</label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={actions.busy || chosen !== null}
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
          <input
            id={`${id}-name`}
            className="input"
            maxLength={maxLengths.assets.name}
            disabled={actions.busy}
            value={form.name}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
          <p id={`${id}-name-hint`} className="hint">
            {t.nameHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t.description}</label>
          <input
            id={`${id}-description`}
            className="input"
            maxLength={maxLengths.assets.description}
            disabled={actions.busy}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{t.category}</label>
          <select
            id={`${id}-category`}
            className="input"
            disabled={actions.busy}
            value={form.category}
            onChange={(event) => setForm({ ...form, category: event.currentTarget.value as AssetCategory })}
          >
            {ASSET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {strings.files.categories[category]}
              </option>
            ))}
          </select>
        </div>
        {sent !== null && <UploadProgress sent={sent} />}
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
                      {asset.size_bytes ? ` · ${formatFileSize(asset.size_bytes)}` : ''}
                      {asset.description ? ` · ${asset.description}` : ''}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={actions.busy}
                    aria-label={t.removeLabel(asset.name)}
                    onClick={() => removal.ask(asset)}
                  >
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
