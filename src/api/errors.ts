/**
 * Turns errors from the backend into sentences a Polish reader understands. The client libraries speak
 * English; nothing English reaches the page.
 */
import { siteWords } from '../i18n/pl/site.ts';

export interface BackendError {
  message?: string;
  code?: string;
  /** A Polish sentence, when the code that met the error already knows what it means (the panel's uploads). */
  explanation?: string;
}

function isNetworkError(error: BackendError | null | undefined): boolean {
  const message = error?.message ?? '';
  return /failed to fetch|networkerror|network request failed|fetch failed|load failed/i.test(message);
}

/** A Polish description of `error`, or `fallback` when there is nothing more specific to say. */
export function describeError(error: BackendError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.explanation) return error.explanation;
  if (isNetworkError(error)) return siteWords.errors.network;
  switch (error.code) {
    case '42501':
      return siteWords.errors.forbidden;
    // An expired token, or one whose session has ended (signed out elsewhere, or ended by admin:reset-mfa).
    case 'PGRST301':
    case 'PGRST303':
    case 'PT401':
      return siteWords.errors.sessionExpired;
    case '23514':
    case '23502':
      return siteWords.errors.invalidData;
    default:
      return fallback;
  }
}
