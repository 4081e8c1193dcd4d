/**
 * Where the backend is, without loading supabase-js (the public pages read with their own small clients).
 * Production builds set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY and stop without them
 * (src/integrations/publication-guard); the development server and previews (PLACEHOLDERS_ALLOWED) use the local
 * backend for a value not set, as `backendSettings` does for the build's security policy.
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.ts';

export const supabaseUrl: string = import.meta.env.PUBLIC_SUPABASE_URL || LOCAL_BACKEND_URL;

export const supabaseAnonKey: string = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** The localStorage key supabase-js keeps the session under (its own default rule, stated explicitly). */
export const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
