/** What a refusal of Storage means for the administrator, in Polish: its HTTP status and message tell. */
import { siteWords } from '../i18n/pl/site.ts';
import { panelWords } from '../i18n/pl/panel.ts';
import type { BackendError } from './errors.ts';

const t = panelWords.upload;

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
      return { ...error, explanation: /jwt|token/i.test(message) ? siteWords.errors.sessionExpired : t.refusedName };
    case 401:
    case 403:
      return { ...error, explanation: siteWords.errors.forbidden };
    case 409:
      return { ...error, explanation: t.alreadyExists };
    default:
      return error;
  }
}

/** A move that found nothing to move: 404 here, a 'not found' message whatever status a host gives it. */
export const objectGone = (error: BackendError): boolean =>
  error.code === 'storage/404' || /not.?found/i.test(error.message ?? '');

/** Another object holds the name: 409 here; the message is matched too, whatever status a host gives it. */
export const nameTaken = (error: BackendError): boolean =>
  error.code === 'storage/409' || /already exists|duplicate/i.test(error.message ?? '');

/** A file that could not be removed, so the record that shows it stays. */
export const objectKept = (message: string): BackendError => ({
  message,
  code: 'storage/kept',
  explanation: t.objectNotRemoved,
});
