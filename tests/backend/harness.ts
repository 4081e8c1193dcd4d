// Shared set-up for the backend contract suite.
// Local mode (default): each test file starts its own backend on a free port with a temporary data folder.
// Hosted mode: with SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY set, the same checks
// run against that project; checks that need to control the server process are excluded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type BackendOptions, type RunningBackend } from '../../backend/server.ts';
import { DEMO_JWT_SECRET } from '../../backend/jwt.ts';

export const hosted = Boolean(process.env.SUPABASE_URL);

/** Reuse interval the local server runs with; a hosted project keeps GoTrue's (10 s unless configured). */
const LOCAL_REUSE_INTERVAL_SECONDS = 2;

export interface Target {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Known locally; for a hosted project only when SUPABASE_JWT_SECRET is given (legacy HS256 secret). */
  jwtSecret: string | undefined;
  refreshReuseIntervalSeconds: number;
  /** The local server, absent in hosted mode. */
  backend: RunningBackend | undefined;
  stop(): Promise<void>;
}

export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backend-test-'));
}

/** Keeps the suite's output readable: the local server reports problems to this list instead of stderr. */
export const serverErrors: string[] = [];

export function localOptions(dataDir: string, extra: BackendOptions = {}): BackendOptions {
  return {
    port: 0,
    dataDir,
    refreshTokenReuseIntervalSeconds: LOCAL_REUSE_INTERVAL_SECONDS,
    logError: (message, error) => serverErrors.push(`${message}: ${String(error)}`),
    ...extra,
  };
}

/** The backend of a test file: a hosted project when configured, else a local server with `extra` options. */
export async function startTarget(extra: BackendOptions = {}): Promise<Target> {
  if (hosted) {
    const { SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY } = process.env;
    if (!SUPABASE_URL || !SUPABASE_ANON_KEY || !SUPABASE_SERVICE_ROLE_KEY) {
      throw new Error('Hosted mode needs SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY.');
    }
    return {
      url: SUPABASE_URL.replace(/\/+$/, ''),
      anonKey: SUPABASE_ANON_KEY,
      serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY,
      jwtSecret: process.env.SUPABASE_JWT_SECRET || undefined,
      refreshReuseIntervalSeconds: Number(process.env.SUPABASE_REFRESH_REUSE_INTERVAL ?? 10),
      backend: undefined,
      async stop() {},
    };
  }
  const dataDir = temporaryDataDir();
  const backend = await startBackend(localOptions(dataDir, extra));
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    jwtSecret: DEMO_JWT_SECRET,
    refreshReuseIntervalSeconds: LOCAL_REUSE_INTERVAL_SECONDS,
    backend,
    async stop() {
      await backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const clients: SupabaseClient[] = [];

/** A supabase-js client as the site creates it, in Node: ws transport, no persisted session. */
export function newClient(target: Pick<Target, 'url' | 'anonKey'>, key = target.anonKey): SupabaseClient {
  const client = createClient(target.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  return client;
}

/**
 * A client that acts with this access token alone, as one kept by someone else would: no session of its own to
 * refresh, so it keeps using the token until it expires.
 */
export function clientWithToken(target: Pick<Target, 'url' | 'anonKey'>, accessToken: string): SupabaseClient {
  const client = createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  return client;
}

export async function disposeClients(): Promise<void> {
  for (const client of clients.splice(0)) {
    await client.removeAllChannels();
    client.realtime.disconnect();
  }
}

export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

export interface Account {
  id: string;
  email: string;
  password: string;
}

const accounts: { target: Target; id: string }[] = [];

/** Creates a confirmed account through the admin API; `admin` also puts it on the allowlist. */
export async function createAccount(target: Target, { admin }: { admin: boolean }): Promise<Account> {
  const service = newClient(target, target.serviceRoleKey);
  const email = `contract-${uniqueSuffix()}@example.com`;
  const password = `pw-${uniqueSuffix()}-${uniqueSuffix()}`;
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  accounts.push({ target, id: data.user.id });
  if (admin) {
    const { error: allowError } = await service.from('admins').insert({ user_id: data.user.id });
    if (allowError) throw new Error(`allowlist insert failed: ${allowError.message}`);
  }
  return { id: data.user.id, email, password };
}

export async function signedIn(target: Target, account: Account): Promise<SupabaseClient> {
  const client = newClient(target);
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** Deletes the accounts this file created (their allowlist rows go with them). */
export async function deleteAccounts(): Promise<void> {
  for (const { target, id } of accounts.splice(0)) {
    await newClient(target, target.serviceRoleKey).auth.admin.deleteUser(id);
  }
}

export async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ChangeEvent {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  commit_timestamp: string;
}

/** Subscribes to postgres_changes and resolves once changes flow (SUBSCRIBED plus the system message). */
export async function subscribe(
  client: SupabaseClient,
  table: string,
  options: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
): Promise<{ channel: RealtimeChannel; events: ChangeEvent[] }> {
  const events: ChangeEvent[] = [];
  let flowing = false;
  const channel = client
    .channel(`contract-${table}-${uniqueSuffix()}`)
    .on(
      'postgres_changes' as never,
      { event: options.event ?? '*', schema: 'public', table, filter: options.filter },
      (payload: ChangeEvent) => events.push(payload),
    )
    .on('system' as never, {}, (payload: { extension?: string; status?: string }) => {
      if (payload.extension === 'postgres_changes' && payload.status === 'ok') flowing = true;
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  await waitFor(() => (flowing ? true : undefined), 'postgres_changes to start flowing', 10_000);
  return { channel, events };
}

export { polishDate } from '../polish-date.ts';
