/**
 * What the browser tests of the live islands need from the local backend: the demo administrator, a client
 * with the service role for setting up data, and a way to make accounts that are not administrators.
 * The backend itself is started by e2e/global-setup.ts on a fresh data folder.
 */
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const BACKEND_URL = 'http://127.0.0.1:54321';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };

export function serviceClient(): SupabaseClient {
  return createClient(BACKEND_URL, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A confirmed account that is not on the administrators' allowlist. */
export async function createNonAdmin(): Promise<{ email: string; password: string }> {
  const email = `mieszkaniec-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'zwykle-konto-2026';
  const { error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

/**
 * A new administrator: a confirmed account on the allowlist, as `npm run admin:create` makes one. For a test that
 * signs out (a sign-out ends every session of the account, also a parallel test's) or changes the account.
 */
export async function createAdministrator(
  label = 'administrator',
): Promise<{ id: string; email: string; password: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'konto-administratora-2026';
  const service = serviceClient();
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const allowed = await service.from('admins').insert({ user_id: data.user.id });
  if (allowed.error) throw allowed.error;
  return { id: data.user.id, email, password };
}

/** A unique marker for titles, so parallel tests never see each other's data. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Adds a news item written and published on 1 January 2000, so it never displaces the newest items other tests
 * look at (lists go by the publication time); returns its id. Tests delete it when they are done.
 */
export async function insertOldNews(title: string, content = 'Treść'): Promise<string> {
  const at = '2000-01-01T00:00:00Z';
  const { data, error } = await serviceClient()
    .from('news_items')
    .insert({ title, content, date: '01.01.2000', created_at: at, published_at: at })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/**
 * Adds a news item published now, so it leads every list (lists go by the publication time); returns its id. For
 * tests that watch an open list take in a new item; they delete it when they are done.
 */
export async function insertNewNews(title: string, content = 'Treść'): Promise<string> {
  const { data, error } = await serviceClient()
    .from('news_items')
    .insert({ title, content, date: '27.11.2026' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

export async function deleteNews(id: string): Promise<void> {
  await serviceClient().from('news_items').delete().eq('id', id);
}

/**
 * Resolves once the page's Realtime channel that follows the lists of `table` has joined (the server's reply lists
 * its binding: the table's row in list_changes, src/api/list-changes.ts); call it before the page opens. A list
 * follows changes from then on: a change made earlier is seen only by the read that follows the join, which holds
 * the newest rows, and so not an item published in the past (`insertOldNews`).
 */
export function realtimeJoined(page: Page, table: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (
          text.includes('"phx_reply"') &&
          text.includes('"table":"list_changes"') &&
          text.includes(`"filter":"table_name=eq.${table}"`) &&
          text.includes('"status":"ok"')
        )
          resolve();
      });
    });
  });
}
