/**
 * The one signed-in Supabase client of a page (one GoTrue client, one realtime socket), created on first use.
 * Only the modules of this folder use it; nothing else calls createClient.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey, supabaseAnonKey, supabaseUrl } from './supabase-config.ts';
import type { Database } from '../domain/database.types.ts';

let client: SupabaseClient<Database> | undefined;

export function supabase(): SupabaseClient<Database> {
  client ??= createClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: authStorageKey },
  });
  return client;
}
