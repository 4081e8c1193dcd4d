/**
 * The panel's check of a chosen file before a byte of it is sent: the upload rules (src/domain/files/upload-rules.ts)
 * with a refusal in the administrator's words, as storage-errors.ts says the refusals Storage gives after.
 */
import { adminStrings } from '../i18n/admin-strings.ts';
import { formatFileSize } from '../util/file-size.ts';
import type { AssetType } from '../domain/files/asset-rules.ts';
import {
  checkAgainstUploadRules,
  type ChosenFile,
  type UploadCheck,
  type UploadRefusal,
} from '../domain/files/upload-rules.ts';

const t = adminStrings.upload;

/** A refusal as the panel says it. */
export function refusalText(refusal: UploadRefusal): string {
  if (refusal.reason === 'tooLarge') return t.tooLarge(formatFileSize(refusal.size), formatFileSize(refusal.limit));
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
