import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import { clientAddress, refuseUpgrade } from '../http.ts';
import type { Identity } from '../identity.ts';
import { admitSocket, checkUpgrade, releaseSocket, type SocketCounts } from './admission.ts';
import { handleMessage, type ChannelContext, type Connection } from './channels.ts';
import { createDrain } from './delivery.ts';
import { decodeFrame, frameBytes } from './frames.ts';

/** Clients send a heartbeat every 25 s; a socket silent for this long is gone without a goodbye. */
const IDLE_TIMEOUT_MS = 120_000;
const IDLE_CHECK_MS = 30_000;

export interface Realtime {
  /** Takes over an upgrade request for the Realtime path; the caller has already attached an error listener. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  close(): Promise<void>;
}

/** Serves one accepted socket until it closes. */
function serveSocket(
  ws: WebSocket,
  setup: { arrays: boolean; keyIdentity: Identity },
  connections: Set<Connection>,
  context: ChannelContext,
  logError: BackendConfig['logError'],
): void {
  const connection: Connection = {
    socket: ws,
    ...setup,
    channels: new Map(),
    lastSeen: Date.now(),
    maxQueuedBytes: context.limits.maxQueuedBytes,
  };
  connections.add(connection);
  ws.on('message', (data, isBinary) => {
    connection.lastSeen = Date.now();
    const message = decodeFrame(data, isBinary, connection.arrays);
    if (!message) return;
    try {
      handleMessage(connection, message, frameBytes(data), context);
    } catch (error) {
      logError('realtime message failed', error);
    }
  });
  // Protocol errors (bad frames, oversized messages) close the socket; nothing else to do.
  ws.on('error', () => ws.terminate());
  ws.on('close', () => connections.delete(connection));
}

/**
 * Realtime's websocket (Phoenix protocol) for `postgres_changes`. Changes come from the capture trigger's queue;
 * INSERT and UPDATE reach only subscribers whose role and claims may SELECT the row, checked through the same
 * row-level security as every request.
 */
export async function createRealtime(database: Database, config: BackendConfig): Promise<Realtime> {
  const limits = config.realtimeLimits;
  const server = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const counts: SocketCounts = { total: 0, byAddress: new Map() };
  const context: ChannelContext = { limits, schema: database, jwtSecret: config.jwtSecret };

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    const apiKey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    const checked = checkUpgrade(apiKey, url.searchParams.get('vsn') ?? '1.0.0', config);
    if ('status' in checked) return refuseUpgrade(socket, checked.status, checked.text);
    const address = clientAddress(req);
    if (socket.destroyed || !admitSocket(counts, limits, address)) {
      return refuseUpgrade(socket, '429 Too Many Requests', 'Too many connected users');
    }
    socket.once('close', () => releaseSocket(counts, address));
    server.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, checked, connections, context, config.logError));
  }

  const drain = createDrain(database, connections, config.logError);
  const unlisten = await database.db.listen('local_realtime', () => void drain());
  const idleCheck = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.socket.terminate();
  }, IDLE_CHECK_MS);
  idleCheck.unref();

  return {
    handleUpgrade: accept,
    async close() {
      clearInterval(idleCheck);
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.socket.terminate();
      if (!database.db.closed) await unlisten();
    },
  };
}
