/**
 * Turns errors from the backend into sentences a Polish reader understands. The client libraries speak
 * English; nothing English reaches the page.
 */
import { strings } from '../data/strings.ts';

export interface BackendError {
  message?: string;
  code?: string;
}

function isNetworkError(error: BackendError | null | undefined): boolean {
  const message = error?.message ?? '';
  return /failed to fetch|networkerror|network request failed|fetch failed|load failed/i.test(message);
}

/** A Polish description of `error`, or `fallback` when there is nothing more specific to say. */
export function describeError(error: BackendError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (isNetworkError(error)) return strings.errors.network;
  switch (error.code) {
    case '42501':
      return strings.errors.forbidden;
    case 'PGRST301':
    case 'PGRST303':
      return strings.errors.sessionExpired;
    case '23514':
    case '23502':
      return strings.errors.invalidData;
    case 'storage/413':
      return strings.admin.upload.refusedTooLarge;
    case 'storage/415':
      return strings.admin.upload.refusedType;
    case 'storage/400':
      return /jwt|token/i.test(error.message ?? '') ? strings.errors.sessionExpired : strings.admin.upload.refusedName;
    case 'storage/401':
    case 'storage/403':
      return strings.errors.forbidden;
    case 'storage/409':
      return strings.admin.upload.alreadyExists;
    case 'storage/kept':
      return strings.admin.upload.objectNotRemoved;
    default:
      return fallback;
  }
}
