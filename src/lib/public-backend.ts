/**
 * Reading and following the public tables, as any visitor may: the REST and Realtime clients on their own,
 * with the anon key, and not supabase-js, whose sign-in client public pages never need (it stays with the
 * administrator dialog, in src/lib/data/supabase.ts). Used in the browser by the live lists, and at build time by
 * the snapshot (which never touches Realtime).
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { RealtimeClient } from '@supabase/realtime-js';
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';

let rest: PostgrestClient | undefined;
let realtime: RealtimeClient | undefined;

export function publicRest(): PostgrestClient {
  rest ??= new PostgrestClient(new URL('rest/v1', `${supabaseUrl}/`).href, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
  });
  return rest;
}

export function publicRealtime(): RealtimeClient {
  if (!realtime) {
    const url = new URL('realtime/v1', `${supabaseUrl}/`);
    url.protocol = url.protocol.replace('http', 'ws');
    realtime = new RealtimeClient(url.href, { params: { apikey: supabaseAnonKey }, accessToken: async () => supabaseAnonKey });
  }
  return realtime;
}
