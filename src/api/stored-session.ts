/**
 * Whether this browser holds an administrator session, known without loading supabase-js: the header asks on
 * every page, and downloads the client at once only when the answer is yes.
 */
import { authStorageKey } from './supabase-config.ts';

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}
