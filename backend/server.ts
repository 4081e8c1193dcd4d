import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createAuth } from './auth.ts';
import { resolveConfig, type BackendOptions } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { answerPreflight, corsHeaders, header, refuseUpgrade, parseRequestUrl, sendJson } from './http.ts';
import { createRealtime } from './realtime.ts';
import { createRest } from './rest.ts';

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

/**
 * Starts the local Supabase-compatible backend (Auth, REST, Realtime over one PGlite database).
 * Port 0 picks a free port. The data folder is locked until `close()`.
 */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const config = resolveConfig(options);
  const database = await openDatabase({ dataDir: config.dataDir, templateCacheDir: config.templateCacheDir });
  let url = '';
  const auth = createAuth(database.db, config, () => url);
  const rest = createRest(database, config);
  let realtime: Awaited<ReturnType<typeof createRealtime>>;
  try {
    realtime = await createRealtime(database, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req, config.corsOrigins);
    const requestUrl = parseRequestUrl(req);
    if (!requestUrl)
      return sendJson(res, 400, { message: 'Bad request: the request target is not a valid path' }, cors);
    if (req.method === 'OPTIONS') return answerPreflight(req, res, config.corsOrigins);
    const service = /^\/(auth|rest)\/v1(\/.*)?$/.exec(requestUrl.pathname);
    if (!service) return sendJson(res, 404, { message: 'Not found: use /auth/v1, /rest/v1 or /realtime/v1' }, cors);
    // The gateway in front of hosted Supabase checks the project key before any service sees the request.
    const apiKey = header(req, 'apikey') ?? requestUrl.searchParams.get('apikey') ?? undefined;
    if (!apiKey) {
      return sendJson(
        res,
        401,
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        cors,
      );
    }
    if (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey) {
      return sendJson(
        res,
        401,
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        cors,
      );
    }
    const path = (service[2] ?? '').replace(/\/+$/, '');
    if (service[1] === 'auth') return auth.handle(req, res, path, requestUrl, cors);
    requestUrl.searchParams.delete('apikey');
    return rest.handle(req, res, path, requestUrl, apiKey, cors);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      config.logError(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent)
        sendJson(res, 500, { message: 'Internal server error' }, corsHeaders(req, config.corsOrigins));
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    // Node stops watching a socket once it is handed over for an upgrade; an error on it (a client that
    // resets the connection) would otherwise be unhandled and end the process.
    socket.on('error', () => socket.destroy());
    const requestUrl = parseRequestUrl(req);
    if (!requestUrl) refuseUpgrade(socket, '400 Bad Request');
    else if (requestUrl.pathname.replace(/\/+$/, '') === '/realtime/v1/websocket') {
      realtime.handleUpgrade(req, socket, head, requestUrl);
    } else refuseUpgrade(socket, '404 Not Found');
  });
  server.on('clientError', (_error, socket: Socket) => {
    // Bytes that arrive after an answer (the unread body of a `Connection: close` request) are not a new
    // request: a second answer on the same connection would break the client's parser.
    if (socket.writable && socket.bytesWritten === 0) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else socket.destroy();
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await realtime.close();
    await database.close();
    throw error;
  }
  url = `http://${urlHost(config.host)}:${(server.address() as AddressInfo).port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    dataDir: config.dataDir,
    demoAdmin: await demoAdminIfPresent(database),
    databaseOrigin: database.origin,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await realtime.close();
        // Requests still running finish against the open database before it closes.
        const forced = setTimeout(() => server.closeAllConnections(), 2000);
        await stopped;
        clearTimeout(forced);
        await database.close();
      })();
      return closing;
    },
  };
}
