import { useId, useState } from 'react';
import { addAsset, addUploadedAsset } from '../../../api/asset-writes.ts';
import { hasSession } from '../../../api/auth.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { displayName, SIGNATURE_BYTES, type UploadCheck } from '../../../domain/files/upload-rules.ts';
import { checkUpload } from '../../../api/upload-check.ts';
import type { AssetDraft } from '../../../domain/files/asset-rules.ts';
import { firstInvalid } from '../../shared/form/first-invalid.ts';
import { ASSET_FIELDS, checkAddress, emptyAssetDraft, uploadDetails } from './asset-form.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';

const t = panelWords.files;

interface ChosenUpload {
  file: File;
  check: Extract<UploadCheck, { ok: true }>;
}

/** A write of the panel, as `actions.run` takes it. */
type Write = Parameters<PanelActions['run']>[0];

/** The file chosen from the computer, once its first bytes show it may be sent; a refusal is the file field's error. */
function useChosenUpload() {
  const [chosen, setChosen] = useState<ChosenUpload | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** True when the file is taken. */
  const choose = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkUpload(file, head, ['pdf', 'image']);
    setError(check.ok ? null : check.error);
    setChosen(check.ok ? { file, check } : null);
    return check.ok;
  };

  return { chosen, error, setError, choose, clear: () => setChosen(null) };
}

/**
 * The state of the form that adds a file: a file from the computer (sent with progress) or the address of one
 * already online, with name, description and category. A refused submit moves focus to the field in error.
 */
export function useAddFile(actions: PanelActions, onAdded: () => void) {
  const id = useId();
  const [draft, setDraft] = useState(emptyAssetDraft);
  const upload = useChosenUpload();
  const [urlError, setUrlError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const change = (patch: Partial<AssetDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const choose = async (file: File) => {
    if ((await upload.choose(file)) && !draft.name.trim()) change({ name: displayName(file.name) });
  };

  const sendChosen = ({ file, check }: ChosenUpload): Write => {
    const details = uploadDetails(draft, file.name);
    return async () => {
      setSent(0);
      try {
        return await addUploadedAsset(file, check, details, setSent);
      } finally {
        setSent(null);
      }
    };
  };

  /** The write the form asks for, or null (with the reason shown) when it is not complete. */
  const prepare = (): Write | null => {
    if (upload.chosen) return sendChosen(upload.chosen);
    const address = checkAddress(draft);
    const errors = address.ok ? {} : address.errors;
    setUrlError(errors.url ?? null);
    upload.setError(errors.file ?? null);
    if (!address.ok) {
      document.getElementById(`${id}-${firstInvalid(ASSET_FIELDS, errors)}`)?.focus();
      return null;
    }
    return () => addAsset(address.value);
  };

  const submit = async () => {
    const write = prepare();
    if (!write) return;
    if (!(await hasSession())) {
      actions.fail(siteWords.errors.sessionExpired);
      return;
    }
    const added = await actions.run(write, { success: t.added, failure: t.addFailed, fallback: t.addFallback });
    if (added) {
      setDraft(emptyAssetDraft);
      upload.clear();
      onAdded();
    }
  };

  return { id, draft, change, upload, choose, urlError, sent, submit };
}
