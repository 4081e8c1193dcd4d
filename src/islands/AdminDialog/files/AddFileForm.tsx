import { ASSET_CATEGORIES, type AssetCategory } from '../../../domain/files/asset.ts';
import { ASSET_COLUMNS } from '../../../domain/files/asset-columns.ts';
import { UPLOAD_RULES } from '../../../domain/files/upload-rules.ts';
import { formatFileSize } from '../../../util/file-size.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { fill } from '../../../i18n/message.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { TextField } from '../../shared/form/TextField.tsx';
import { SelectField } from '../../shared/form/SelectField.tsx';
import { FilePicker, UploadProgress } from '../shared/FilePicker.tsx';
import { useAddFile } from './use-add-file.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';

const t = panelWords.files;
const ACCEPT = [...UPLOAD_RULES.pdf.types, ...UPLOAD_RULES.image.types].join(',');

interface Props {
  actions: PanelActions;
  /** After a file is added: the lists are read again. */
  onAdded: () => void;
}

/** The form that adds a file: one from the computer, or the address of one online; name, description, category. */
export function AddFileForm({ actions, onAdded }: Props) {
  const { id, draft, change, upload, choose, urlError, sent, submit } = useAddFile(actions, onAdded);
  const { chosen } = upload;
  return (
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
        chosenText={
          chosen ? fill.pl(t.chosen, { name: chosen.file.name, size: formatFileSize(chosen.file.size) }) : null
        }
        error={upload.error}
        disabled={actions.busy}
        onChoose={(file) => void choose(file)}
        onClear={upload.clear}
        clearLabel={t.clearFile}
      />
      <p className="files-tab__or">{t.orUrl}</p>
      <TextField
        id={`${id}-url`}
        label={t[ASSET_COLUMNS.url.label]}
        hint={urlError ? undefined : t[ASSET_COLUMNS.url.hint]}
        error={urlError}
        type="url"
        inputMode="url"
        placeholder="https://"
        disabled={actions.busy || chosen !== null}
        value={draft.url}
        onChange={(event) => change({ url: event.currentTarget.value })}
      />
      <TextField
        id={`${id}-name`}
        label={t[ASSET_COLUMNS.name.label]}
        hint={t[ASSET_COLUMNS.name.hint]}
        maxLength={ASSET_COLUMNS.name.maxLength}
        disabled={actions.busy}
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <TextField
        id={`${id}-description`}
        label={t[ASSET_COLUMNS.description.label]}
        maxLength={ASSET_COLUMNS.description.maxLength}
        disabled={actions.busy}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <SelectField
        id={`${id}-category`}
        label={t[ASSET_COLUMNS.category.label]}
        disabled={actions.busy}
        value={draft.category}
        onChange={(event) => change({ category: event.currentTarget.value as AssetCategory })}
      >
        {ASSET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {siteWords.files.categories[category]}
          </option>
        ))}
      </SelectField>
      {sent !== null && <UploadProgress sent={sent} />}
      <button type="submit" className="button" disabled={actions.busy}>
        {t.add}
      </button>
    </form>
  );
}
