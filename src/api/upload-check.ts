/**
 * The panel's check of a chosen file before a byte of it is sent: the upload rules (src/domain/files/upload-rules.ts)
 * with a refusal in the administrator's words, as storage-errors.ts says the refusals Storage gives after.
 */
import { panelWords } from '../i18n/pl/panel.ts';
import { fill } from '../i18n/message.ts';
import { formatFileSize } from '../util/file-size.ts';
import type { AssetType } from '../domain/files/asset-rules.ts';
import {
  checkAgainstUploadRules,
  type ChosenFile,
  type UploadCheck,
  type UploadRefusal,
} from '../domain/files/upload-rules.ts';

const t = panelWords.upload;

/** A refusal as the panel says it. */
export function refusalText(refusal: UploadRefusal): string {
  if (refusal.reason === 'tooLarge')
    return fill.pl(t.tooLarge, { size: formatFileSize(refusal.size), limit: formatFileSize(refusal.limit) });
  return t[refusal.reason];
}

/** Whether a chosen file may be uploaded as `accepted` kinds (`head` is its first bytes), or why not, in words. */
export function checkUpload(
  file: ChosenFile,
  head: Uint8Array,
  accepted: readonly AssetType[],
): Extract<UploadCheck, { ok: true }> | { ok: false; error: string } {
  const check = checkAgainstUploadRules(file, head, accepted);
  return check.ok ? check : { ok: false, error: refusalText(check.refusal) };
}
