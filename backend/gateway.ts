import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { BackendConfig } from './config.ts';
import { answerPreflight, corsHeaders, header, parseRequestUrl, refuseUpgrade, sendJson } from './http.ts';
import type { Realtime } from './realtime/service.ts';
import { findService, type Service } from './routes.ts';

const REALTIME_PATH = '/realtime/v1/websocket';

/** "a, b or c": where a client may go instead. */
function alternatives(prefixes: string[]): string {
  const last = prefixes.at(-1) ?? '';
  return prefixes.length > 1 ? `${prefixes.slice(0, -1).join(', ')} or ${last}` : last;
}

/** What hosted Supabase's gateway answers when the project key is missing or not one of the project's keys. */
const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

export interface Gateway {
  request(req: IncomingMessage, res: ServerResponse): Promise<void>;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/**
 * What stands in front of the services, as on hosted Supabase: CORS, the project-key check, and the table of
 * services by path prefix. A new API is one more entry in `services`.
 */
export function createGateway(config: BackendConfig, services: readonly Service[], realtime: Realtime): Gateway {
  const notFound = `Not found: use ${alternatives([...services.map((service) => service.prefix), '/realtime/v1'])}`;
  return {
    async request(req, res) {
      const cors = corsHeaders(req, config.corsOrigins);
      const url = parseRequestUrl(req);
      if (!url) return sendJson(res, 400, { message: 'Bad request: the request target is not a valid path' }, cors);
      if (req.method === 'OPTIONS') return answerPreflight(req, res, config.corsOrigins);
      const found = findService(services, url.pathname);
      if (!found) return sendJson(res, 404, { message: notFound }, cors);
      // The gateway checks the project key before any service sees the request.
      const keyless = found.service.opensWithoutKey?.(found.path) ?? false;
      const apiKey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? (keyless ? config.anonKey : undefined);
      if (!apiKey) return sendJson(res, 401, NO_API_KEY, cors);
      if (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey) {
        return sendJson(res, 401, INVALID_API_KEY, cors);
      }
      url.searchParams.delete('apikey');
      return found.service.handle({ req, res, path: found.path, url, apiKey, cors });
    },
    upgrade(req, socket, head) {
      // Node stops watching a socket once it is handed over for an upgrade; an error on it (a client that
      // resets the connection) would otherwise be unhandled and end the process.
      socket.on('error', () => socket.destroy());
      const url = parseRequestUrl(req);
      if (!url) refuseUpgrade(socket, '400 Bad Request');
      else if (url.pathname.replace(/\/+$/, '') === REALTIME_PATH) realtime.handleUpgrade(req, socket, head, url);
      else refuseUpgrade(socket, '404 Not Found');
    },
  };
}

/**
 * Bytes that arrive after an answer (the unread body of a `Connection: close` request) are not a new request: a
 * second answer on the same connection would break the client's parser.
 */
export function answerClientError(_error: Error, socket: Socket): void {
  if (socket.writable && socket.bytesWritten === 0) {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  } else socket.destroy();
}
