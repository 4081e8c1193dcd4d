import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { BackendConfig } from './config.ts';
import { asRole, quoteIdent, type ApiRole, type Database, type TableInfo } from './database.ts';
import { clientAddress, refuseUpgrade } from './http.ts';
import type { Claims } from './jwt.ts';
import { verifyJwt } from './jwt.ts';

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];
/** Clients send a heartbeat every 25 s; a socket silent for this long is gone without a goodbye. */
const IDLE_TIMEOUT_MS = 120_000;
const CHANGE_EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'];

type Message = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown];

interface Identity {
  role: ApiRole;
  claims: Claims;
}

interface Binding {
  id: number;
  /** What the join reply repeats back: the client compares it with what it asked for, field by field. */
  echo: { event: string; schema: string; table?: string; filter?: string };
  event: string;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filter: { column: string; values: string[]; negate: boolean } | null;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  /** One per distinct id: a binding repeated in the join would otherwise repeat its id in every event. */
  bindings: Binding[];
  identity: Identity;
}

interface Connection {
  socket: WebSocket;
  /** 2.0.0 frames are arrays, 1.0.0 frames objects. */
  arrays: boolean;
  /** Who the API key in the URL stands for, used when a join carries no access token. */
  keyIdentity: Identity;
  channels: Map<string, Channel>;
  lastSeen: number;
}

interface ChangeRow {
  id: number;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: Date;
}

class JoinRefused extends Error {}

/** A stable non-zero id for a binding, as Realtime derives one from the binding's parameters. */
function bindingId(parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.length, 0);
  return data.byteLength;
}

function decode(data: RawData, isBinary: boolean, arrays: boolean): Message | undefined {
  if (isBinary) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString());
  } catch {
    return undefined;
  }
  let message: unknown[];
  if (arrays) {
    if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
    message = parsed;
  } else {
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const object = parsed as Record<string, unknown>;
    message = [object.join_ref ?? null, object.ref ?? null, object.topic, object.event, object.payload];
  }
  const [joinRef, ref, topic, event, payload] = message;
  const optionalString = (value: unknown) => value === null || typeof value === 'string';
  if (!optionalString(joinRef) || !optionalString(ref) || typeof topic !== 'string' || typeof event !== 'string') {
    return undefined;
  }
  return [joinRef as string | null, ref as string | null, topic, event, payload ?? {}];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Realtime {
  /** Takes over an upgrade request for the Realtime path; the caller has already attached an error listener. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  close(): Promise<void>;
}

/**
 * Realtime's websocket (Phoenix protocol) for `postgres_changes`. Changes come from the capture
 * trigger's queue; INSERT and UPDATE reach only subscribers whose role and claims may SELECT the
 * row, checked through the same row-level security as every request.
 */
export async function createRealtime(database: Database, config: BackendConfig): Promise<Realtime> {
  const limits = config.realtimeLimits;
  const server = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const socketsByAddress = new Map<string, number>();
  let openSockets = 0;

  function identityOf(token: string): Identity | { error: string } {
    const verified = verifyJwt(token, config.jwtSecret);
    if (!verified.ok) {
      if (verified.reason === 'expired') return { error: 'Token has expired' };
      return { error: `Invalid token: ${verified.message}` };
    }
    const role = verified.claims.role ?? 'anon';
    if (typeof role !== 'string' || !API_ROLES.includes(role)) return { error: `Role ${String(role)} is not allowed` };
    return { role: role as ApiRole, claims: verified.claims };
  }

  function send(connection: Connection, message: Message): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    if (connection.socket.bufferedAmount > limits.maxQueuedBytes) {
      connection.socket.terminate();
      return;
    }
    const [join_ref, ref, topic, event, payload] = message;
    connection.socket.send(JSON.stringify(connection.arrays ? message : { join_ref, ref, topic, event, payload }));
  }

  function reply(connection: Connection, message: Message, status: 'ok' | 'error', response: unknown): void {
    const [joinRef, ref, topic] = message;
    send(connection, [joinRef, ref, topic, 'phx_reply', { status, response }]);
  }

  function parseBinding(raw: unknown): Binding {
    if (!isObject(raw)) throw new JoinRefused('Invalid postgres_changes parameters');
    const event = typeof raw.event === 'string' ? raw.event : '';
    const schema = typeof raw.schema === 'string' ? raw.schema : '';
    const table = typeof raw.table === 'string' && raw.table !== '*' ? raw.table : null;
    if (!CHANGE_EVENTS.includes(event.toUpperCase())) throw new JoinRefused(`Unknown event "${event}"`);
    const published = [...database.publishedTables].some((id) =>
      table === null ? id.startsWith(`${schema}.`) : id === `${schema}.${table}`,
    );
    if (!published) {
      throw new JoinRefused(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for ${schema}.${table ?? '*'}`,
      );
    }
    let filter: Binding['filter'] = null;
    if (typeof raw.filter === 'string' && raw.filter !== '') {
      const match = /^([^=]+)=(eq|neq|in)\.(.*)$/.exec(raw.filter);
      const tableInfo = table ? database.tables.get(`${schema}.${table}`) : undefined;
      if (!match || !tableInfo?.columns.some((column) => column.name === match[1])) {
        throw new JoinRefused(
          `Unsupported filter "${raw.filter}": use column=eq.value, neq.value or in.(a,b) on one table`,
        );
      }
      const [, column = '', op, value = ''] = match;
      const values =
        op === 'in'
          ? value
              .replace(/^\(|\)$/g, '')
              .split(',')
              .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
          : [value];
      filter = { column, values, negate: op === 'neq' };
    }
    const id = bindingId([event.toUpperCase(), schema, table ?? '*', typeof raw.filter === 'string' ? raw.filter : '']);
    const echo = {
      event,
      schema,
      table: typeof raw.table === 'string' ? raw.table : undefined,
      filter: typeof raw.filter === 'string' ? raw.filter : undefined,
    };
    return { id, echo, event: event.toUpperCase(), schema, table, filter };
  }

  function join(connection: Connection, message: Message, size: number): void {
    const [joinRef, , topic, , payload] = message;
    const params = isObject(payload) ? payload : {};
    const channelConfig = isObject(params.config) ? params.config : {};
    try {
      if (size > limits.maxJoinBytes) {
        throw new JoinRefused(`InvalidJoinPayload: the join message is larger than ${limits.maxJoinBytes} bytes`);
      }
      if (!connection.channels.has(topic) && connection.channels.size >= limits.maxChannelsPerSocket) {
        throw new JoinRefused('ChannelRateLimitReached: Too many channels');
      }
      if (channelConfig.private === true)
        throw new JoinRefused('Private channels are not supported by the local backend');
      let identity = connection.keyIdentity;
      if (typeof params.access_token === 'string') {
        const checked = identityOf(params.access_token);
        if ('error' in checked) throw new JoinRefused(checked.error);
        identity = checked;
      }
      const requested = Array.isArray(channelConfig.postgres_changes) ? channelConfig.postgres_changes : [];
      if (requested.length > limits.maxBindingsPerChannel) {
        throw new JoinRefused(
          `InvalidJoinPayload: at most ${limits.maxBindingsPerChannel} postgres_changes bindings per channel`,
        );
      }
      const bindings = requested.map(parseBinding);
      const distinct = [...new Map(bindings.map((binding) => [binding.id, binding])).values()];
      connection.channels.set(topic, { topic, joinRef, bindings: distinct, identity });
      reply(connection, message, 'ok', {
        postgres_changes: bindings.map((binding) => ({ ...binding.echo, id: binding.id })),
      });
      if (bindings.length > 0) {
        send(connection, [
          joinRef,
          null,
          topic,
          'system',
          {
            channel: topic.replace(/^realtime:/, ''),
            extension: 'postgres_changes',
            message: 'Subscribed to PostgreSQL',
            status: 'ok',
          },
        ]);
      }
    } catch (error) {
      if (!(error instanceof JoinRefused)) throw error;
      connection.channels.delete(topic);
      reply(connection, message, 'error', { reason: error.message });
    }
  }

  /** Ends a channel the way Realtime does when its token is no longer acceptable. */
  function closeChannel(connection: Connection, channel: Channel, reason: string): void {
    connection.channels.delete(channel.topic);
    send(connection, [
      channel.joinRef,
      null,
      channel.topic,
      'system',
      {
        channel: channel.topic.replace(/^realtime:/, ''),
        extension: 'system',
        message: reason,
        status: 'error',
      },
    ]);
    send(connection, [channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {}]);
  }

  function handleMessage(connection: Connection, message: Message, size: number): void {
    const [, ref, topic, event, payload] = message;
    if (topic === 'phoenix') {
      if (event === 'heartbeat') reply(connection, message, 'ok', {});
      return;
    }
    if (event === 'phx_join') return join(connection, message, size);
    const channel = connection.channels.get(topic);
    if (!channel) {
      if (ref !== null) reply(connection, message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (event === 'phx_leave') {
      connection.channels.delete(topic);
      reply(connection, message, 'ok', {});
    } else if (event === 'access_token') {
      // Realtime sends no reply; it re-evaluates the channel's rights with the new token.
      const token = isObject(payload) && typeof payload.access_token === 'string' ? payload.access_token : undefined;
      const checked = token ? identityOf(token) : { error: 'Missing access_token' };
      if ('error' in checked) closeChannel(connection, channel, checked.error);
      else channel.identity = checked;
    } else if (ref !== null) {
      reply(connection, message, 'error', { reason: `${event} is not supported by the local backend` });
    }
  }

  /** Counts the socket against the caps until it closes; false when it would exceed one. */
  function admit(socket: Duplex, address: string): boolean {
    const fromAddress = socketsByAddress.get(address) ?? 0;
    if (socket.destroyed || openSockets >= limits.maxSockets || fromAddress >= limits.maxSocketsPerAddress) {
      return false;
    }
    openSockets++;
    socketsByAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      openSockets--;
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
    return true;
  }

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    const apiKey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (!apiKey || (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey)) {
      refuseUpgrade(socket, '403 Forbidden', apiKey ? 'Invalid API key' : 'No API key found in request');
      return;
    }
    if (vsn !== '1.0.0' && vsn !== '2.0.0') {
      refuseUpgrade(socket, '400 Bad Request', `Unsupported protocol version ${vsn}`);
      return;
    }
    const keyIdentity = identityOf(apiKey);
    if ('error' in keyIdentity) {
      refuseUpgrade(socket, '403 Forbidden', keyIdentity.error);
      return;
    }
    if (!admit(socket, clientAddress(req))) {
      refuseUpgrade(socket, '429 Too Many Requests', 'Too many connected users');
      return;
    }
    server.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = {
        socket: ws,
        arrays: vsn === '2.0.0',
        keyIdentity,
        channels: new Map(),
        lastSeen: Date.now(),
      };
      connections.add(connection);
      ws.on('message', (data, isBinary) => {
        connection.lastSeen = Date.now();
        const message = decode(data, isBinary, connection.arrays);
        if (!message) return;
        try {
          handleMessage(connection, message, byteLength(data));
        } catch (error) {
          config.logError('realtime message failed', error);
        }
      });
      // Protocol errors (bad frames, oversized messages) close the socket; nothing else to do.
      ws.on('error', () => ws.terminate());
      ws.on('close', () => connections.delete(connection));
    });
  }

  function matches(binding: Binding, change: ChangeRow): boolean {
    if (binding.schema !== change.schema_name) return false;
    if (binding.table !== null && binding.table !== change.table_name) return false;
    if (binding.event !== '*' && binding.event !== change.type) return false;
    // As on hosted Realtime, deletes cannot be filtered: the old row carries only its key.
    if (!binding.filter || change.type === 'DELETE') return true;
    const value = change.record?.[binding.filter.column];
    const matched = value !== null && value !== undefined && binding.filter.values.includes(String(value));
    return binding.filter.negate ? !matched && value !== null && value !== undefined : matched;
  }

  async function visibleTo(identity: Identity, table: TableInfo, record: Record<string, unknown>): Promise<boolean> {
    if (identity.role === 'service_role') return true;
    if (table.primaryKey.length === 0) return false;
    const params = table.primaryKey.map((column) => String(record[column]));
    const where = table.primaryKey.map((column, index) => `${quoteIdent(column)} = $${index + 1}`).join(' and ');
    try {
      return await asRole(database.db, identity.role, identity.claims, async (tx) => {
        const found = await tx.query(
          `select 1 from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} where ${where}`,
          params,
        );
        return found.rows.length > 0;
      });
    } catch {
      // No SELECT privilege (or any other refusal) means the subscriber may not see the row.
      return false;
    }
  }

  async function deliver(change: ChangeRow): Promise<void> {
    const table = database.tables.get(`${change.schema_name}.${change.table_name}`);
    if (!table) return;
    const now = Date.now() / 1000;
    const targets: { connection: Connection; channel: Channel; ids: number[] }[] = [];
    for (const connection of connections) {
      for (const channel of [...connection.channels.values()]) {
        const ids = channel.bindings.filter((binding) => matches(binding, change)).map((binding) => binding.id);
        if (ids.length === 0) continue;
        const exp = channel.identity.claims.exp;
        if (typeof exp === 'number' && exp <= now) {
          closeChannel(connection, channel, `Token has expired ${Math.round(now - exp)} seconds ago`);
          continue;
        }
        targets.push({ connection, channel, ids });
      }
    }
    if (targets.length === 0) return;

    const keyOnly = (row: Record<string, unknown> | null) =>
      Object.fromEntries(table.primaryKey.map((column) => [column, row?.[column]]));
    const data: Record<string, unknown> = {
      schema: change.schema_name,
      table: change.table_name,
      commit_timestamp: change.commit_timestamp.toISOString(),
      type: change.type,
      columns: table.columns.map((column) => ({ name: column.name, type: column.type })),
      errors: null,
    };
    if (change.type !== 'DELETE') data.record = change.record;
    if (change.type !== 'INSERT') data.old_record = keyOnly(change.old_record);

    const visibility = new Map<string, Promise<boolean>>();
    for (const target of targets) {
      if (change.type !== 'DELETE' && change.record) {
        const { role, claims } = target.channel.identity;
        const key = `${role}:${JSON.stringify(claims)}`;
        if (!visibility.has(key)) visibility.set(key, visibleTo(target.channel.identity, table, change.record));
        if (!(await visibility.get(key))) continue;
      }
      send(target.connection, [null, null, target.channel.topic, 'postgres_changes', { ids: target.ids, data }]);
    }
  }

  let draining = false;
  let drainAgain = false;
  async function drain(): Promise<void> {
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    try {
      do {
        drainAgain = false;
        for (;;) {
          const batch = await database.db.query<ChangeRow>(
            `delete from local_realtime.changes
              where id in (select id from local_realtime.changes order by id limit 100)
              returning id::int as id, schema_name, table_name, type, record, old_record, commit_timestamp`,
          );
          if (batch.rows.length === 0) break;
          for (const change of batch.rows.sort((a, b) => a.id - b.id)) await deliver(change);
        }
      } while (drainAgain);
    } catch (error) {
      if (!database.db.closed) config.logError('realtime delivery failed', error);
    } finally {
      draining = false;
    }
  }

  const unlisten = await database.db.listen('local_realtime', () => void drain());
  const idleCheck = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.socket.terminate();
  }, 30_000);
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
