/** What a refusal of Storage means for the administrator, in Polish: its HTTP status and message tell. */
import { strings } from '../i18n/strings.ts';
import { adminStrings } from '../i18n/admin-strings.ts';
import type { BackendError } from './errors.ts';

const t = adminStrings.upload;

export function storageError(status: number, message: string): BackendError {
  const error = { message, code: `storage/${status}` };
  switch (status) {
    case 0:
      return { message: 'Failed to fetch' };
    case 413:
      return { ...error, explanation: t.refusedTooLarge };
    case 415:
      return { ...error, explanation: t.refusedType };
    case 400:
      return { ...error, explanation: /jwt|token/i.test(message) ? strings.errors.sessionExpired : t.refusedName };
    case 401:
    case 403:
      return { ...error, explanation: strings.errors.forbidden };
    case 409:
      return { ...error, explanation: t.alreadyExists };
    default:
      return error;
  }
}

/** A file that could not be removed, so the record that shows it stays. */
export const objectKept = (message: string): BackendError => ({
  message,
  code: 'storage/kept',
  explanation: t.objectNotRemoved,
});
