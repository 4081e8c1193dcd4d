import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth } from './auth/service.ts';
import { resolveConfig, type BackendConfig, type BackendOptions } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { answerClientError, createGateway, type Gateway } from './gateway.ts';
import { corsHeaders, sendJson } from './http.ts';
import { createRealtime, type Realtime } from './realtime/service.ts';
import { createRest } from './rest/service.ts';
import type { Service } from './routes.ts';
import { createStorage } from './storage/service.ts';
import { startDueWork, type DueWork } from './due-work.ts';
import { keepIdleConnections } from '../src/util/keep-alive.ts';

export type { BackendOptions } from './config.ts';

/** Seeded by supabase/seed.sql into every new local database. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' } as const;

export interface RunningBackend {
  /** Base URL for createClient(), e.g. http://127.0.0.1:54321. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Absolute path of the data folder. */
  dataDir: string;
  /** The demo administrator, when its seeded account still signs in with the documented password. */
  demoAdmin: { email: string; password: string } | null;
  /** How the database came to be: an existing folder, a copy of the prepared template, or a fresh initdb. */
  databaseOrigin: Database['origin'];
  /** Runs the work due now (publications reached, the bin emptied), as the timer does; `at` stands in for a clock. */
  runDueWork(at?: Date): Promise<void>;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function demoAdminIfPresent(database: Database): Promise<RunningBackend['demoAdmin']> {
  const found = await database.db.query<{ ok: boolean }>(
    `select encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where lower(email) = $1`,
    [DEMO_ADMIN.email, DEMO_ADMIN.password],
  );
  return found.rows[0]?.ok ? { ...DEMO_ADMIN } : null;
}

/** Listens on the configured host and port; rejects when the port is taken. */
function listen(server: http.Server, config: BackendConfig): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function createHttpServer(config: BackendConfig, gateway: Gateway): http.Server {
  const server = http.createServer((req, res) => {
    gateway.request(req, res).catch((error: unknown) => {
      config.logError(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) {
        sendJson(res, 500, { message: 'Internal server error' }, corsHeaders(req, config.corsOrigins));
      } else res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => gateway.upgrade(req, socket, head));
  server.on('clientError', answerClientError);
  return keepIdleConnections(server);
}

/** Stops taking requests, lets those running finish against the open database, then closes it. */
async function stop(server: http.Server, realtime: Realtime, dueWork: DueWork, database: Database): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await dueWork.stop();
  await realtime.close();
  const forced = setTimeout(() => server.closeAllConnections(), 2000);
  await stopped;
  clearTimeout(forced);
  await database.close();
}

/**
 * Starts the local Supabase-compatible backend (Auth, REST, Storage, Realtime over one PGlite database).
 * Port 0 picks a free port. The data folder is locked until `close()`.
 */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const config = resolveConfig(options);
  const database = await openDatabase({ dataDir: config.dataDir, templateCacheDir: config.templateCacheDir });
  let url = '';
  let realtime: Realtime;
  let storage: Service;
  try {
    storage = await createStorage(database, config);
    realtime = await createRealtime(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = [createAuth(database.db, config, () => url), createRest(database, config), storage];
  const server = createHttpServer(config, createGateway(config, services, realtime));
  try {
    await listen(server, config);
  } catch (error) {
    await realtime.close();
    await database.close();
    throw error;
  }
  url = `http://${urlHost(config.host)}:${(server.address() as AddressInfo).port}`;
  const dueWork = startDueWork(database.db, config.dueWorkIntervalMs, config.logError);

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    dataDir: config.dataDir,
    demoAdmin: await demoAdminIfPresent(database),
    databaseOrigin: database.origin,
    runDueWork: (at) => dueWork.runNow(at),
    close() {
      closing ??= stop(server, realtime, dueWork, database);
      return closing;
    },
  };
}
