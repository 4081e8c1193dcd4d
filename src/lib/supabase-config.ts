/**
 * Where the backend is, without loading supabase-js: the header reads this on every page to learn whether a
 * stored administrator session exists, and only then downloads the client.
 * Production builds set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY; the defaults are the local backend
 * and the Supabase CLI's public demo anon key (safe to publish: it only grants the `anon` role).
 */
export const supabaseUrl: string = import.meta.env.PUBLIC_SUPABASE_URL || 'http://127.0.0.1:54321';

export const supabaseAnonKey: string =
  import.meta.env.PUBLIC_SUPABASE_ANON_KEY ||
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The localStorage key supabase-js keeps the session under (its own default rule, stated explicitly). */
export const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** True when this browser holds an administrator session (so the header should load the client at once). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}
