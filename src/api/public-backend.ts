/**
 * Reading the public tables with a query builder, as any visitor may: the official postgrest-js on its own, with
 * the anon key, and not supabase-js, whose sign-in client public pages never need (it stays with the
 * administrator dialog, in src/api/supabase.ts). Used at build time by the snapshot and in the browser by
 * the panel's table pages; a live list on a public page reads with ./public-rows.ts and follows Realtime with
 * ./public-realtime.ts.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';

let rest: PostgrestClient | undefined;

export function publicRest(): PostgrestClient {
  rest ??= new PostgrestClient(new URL('rest/v1', `${supabaseUrl}/`).href, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
  });
  return rest;
}
