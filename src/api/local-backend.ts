/**
 * The local backend (`npm run backend`) and the Supabase CLI's public demo anon key: what a build uses when it
 * names no Supabase project. Safe to publish: the key only grants the `anon` role, and only on loopback.
 */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
