/**
 * The page's one Realtime client, anonymous, as any visitor may follow the public tables: the official
 * realtime-js on its own, not supabase-js, whose sign-in client public pages never need. The live lists and the
 * panel's table pages share its socket.
 */
import { RealtimeClient } from '@supabase/realtime-js';
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';

let realtime: RealtimeClient | undefined;

export function publicRealtime(): RealtimeClient {
  if (!realtime) {
    const url = new URL('realtime/v1', `${supabaseUrl}/`);
    url.protocol = url.protocol.replace('http', 'ws');
    realtime = new RealtimeClient(url.href, {
      params: { apikey: supabaseAnonKey },
      accessToken: async () => supabaseAnonKey,
    });
  }
  return realtime;
}
