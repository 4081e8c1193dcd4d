import type { BackendConfig, RealtimeLimits } from '../config.ts';
import type { Database } from '../database.ts';
import { identify, type Identity } from '../identity.ts';
import { isObject } from '../json.ts';

const CHANGE_EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'];

/** One `postgres_changes` subscription of a channel. */
export interface Binding {
  id: number;
  /** What the join reply repeats back: the client compares it with what it asked for, field by field. */
  echo: { event: string; schema: string; table?: string; filter?: string };
  event: string;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filter: { column: string; values: string[]; negate: boolean } | null;
}

/** The tables a join may name: the described ones, and those in the `supabase_realtime` publication. */
export type Schema = Pick<Database, 'tables' | 'publishedTables'>;

/** The identity a token stands for, or Realtime's reason to refuse it. */
export function tokenIdentity(token: string, secret: string): Identity | { error: string } {
  const result = identify(token, secret);
  if (result.ok) return result.identity;
  if (result.reason === 'expired') return { error: 'Token has expired' };
  if (result.reason === 'invalid') return { error: `Invalid token: ${result.message}` };
  return { error: `Role ${result.role} is not allowed` };
}

/**
 * Whether an upgrade may become a socket, before any cap is counted: the project key in the URL (a refusal is
 * `403`, as hosted Realtime) and a protocol version this server speaks.
 */
export function checkUpgrade(
  apiKey: string | undefined,
  vsn: string,
  config: Pick<BackendConfig, 'anonKey' | 'serviceRoleKey' | 'jwtSecret'>,
): { status: string; text: string } | { arrays: boolean; keyIdentity: Identity } {
  if (!apiKey || (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey)) {
    return { status: '403 Forbidden', text: apiKey ? 'Invalid API key' : 'No API key found in request' };
  }
  if (vsn !== '1.0.0' && vsn !== '2.0.0')
    return { status: '400 Bad Request', text: `Unsupported protocol version ${vsn}` };
  const keyIdentity = tokenIdentity(apiKey, config.jwtSecret);
  if ('error' in keyIdentity) return { status: '403 Forbidden', text: keyIdentity.error };
  return { arrays: vsn === '2.0.0', keyIdentity };
}

/** Open sockets, in all and per client address. */
export interface SocketCounts {
  total: number;
  byAddress: Map<string, number>;
}

/** Counts a socket from `address` unless that would exceed a cap; false when it would. */
export function admitSocket(counts: SocketCounts, limits: RealtimeLimits, address: string): boolean {
  const fromAddress = counts.byAddress.get(address) ?? 0;
  if (counts.total >= limits.maxSockets || fromAddress >= limits.maxSocketsPerAddress) return false;
  counts.total++;
  counts.byAddress.set(address, fromAddress + 1);
  return true;
}

/** Forgets a closed socket that `admitSocket` counted. */
export function releaseSocket(counts: SocketCounts, address: string): void {
  counts.total--;
  const left = (counts.byAddress.get(address) ?? 1) - 1;
  if (left > 0) counts.byAddress.set(address, left);
  else counts.byAddress.delete(address);
}

/** A join that cannot be accepted; its message is the `reason` of the error reply. */
export class JoinRefused extends Error {}

/** A stable non-zero id for a binding, as Realtime derives one from the binding's parameters. */
export function bindingId(parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

function parseFilter(raw: string, schema: Schema, tableId: string | null): Binding['filter'] {
  const match = /^([^=]+)=(eq|neq|in)\.(.*)$/.exec(raw);
  const table = tableId ? schema.tables.get(tableId) : undefined;
  if (!match || !table?.columns.some((column) => column.name === match[1])) {
    throw new JoinRefused(`Unsupported filter "${raw}": use column=eq.value, neq.value or in.(a,b) on one table`);
  }
  const [, column = '', op, value = ''] = match;
  const values =
    op === 'in'
      ? value
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
      : [value];
  return { column, values, negate: op === 'neq' };
}

/** One requested binding, checked against the published tables and their columns. */
export function parseBinding(raw: unknown, schema: Schema): Binding {
  if (!isObject(raw)) throw new JoinRefused('Invalid postgres_changes parameters');
  const event = typeof raw.event === 'string' ? raw.event : '';
  const schemaName = typeof raw.schema === 'string' ? raw.schema : '';
  const table = typeof raw.table === 'string' && raw.table !== '*' ? raw.table : null;
  if (!CHANGE_EVENTS.includes(event.toUpperCase())) throw new JoinRefused(`Unknown event "${event}"`);
  const published = [...schema.publishedTables].some((id) =>
    table === null ? id.startsWith(`${schemaName}.`) : id === `${schemaName}.${table}`,
  );
  if (!published) {
    throw new JoinRefused(
      `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for ${schemaName}.${table ?? '*'}`,
    );
  }
  const rawFilter = typeof raw.filter === 'string' ? raw.filter : undefined;
  const filter = rawFilter ? parseFilter(rawFilter, schema, table === null ? null : `${schemaName}.${table}`) : null;
  return {
    id: bindingId([event.toUpperCase(), schemaName, table ?? '*', rawFilter ?? '']),
    echo: {
      event,
      schema: schemaName,
      table: typeof raw.table === 'string' ? raw.table : undefined,
      filter: rawFilter,
    },
    event: event.toUpperCase(),
    schema: schemaName,
    table,
    filter,
  };
}

export interface JoinRequest {
  topic: string;
  payload: unknown;
  /** Bytes of the whole join message. */
  size: number;
  /** Topics the socket has joined already. */
  joined: ReadonlyMap<string, unknown>;
  /** Who the socket's API key stands for, when the join carries no access token. */
  keyIdentity: Identity;
}

export interface AcceptedJoin {
  identity: Identity;
  /** As requested, in order: the reply echoes each. */
  requested: Binding[];
  /** One per distinct id: a binding repeated in the join would otherwise repeat its id in every event. */
  bindings: Binding[];
}

/** Realtime's decision on a `phx_join`: the channel's identity and bindings, or `JoinRefused` with the reason. */
export function admitJoin(join: JoinRequest, limits: RealtimeLimits, schema: Schema, secret: string): AcceptedJoin {
  const params = isObject(join.payload) ? join.payload : {};
  const channelConfig = isObject(params.config) ? params.config : {};
  if (join.size > limits.maxJoinBytes) {
    throw new JoinRefused(`InvalidJoinPayload: the join message is larger than ${limits.maxJoinBytes} bytes`);
  }
  if (!join.joined.has(join.topic) && join.joined.size >= limits.maxChannelsPerSocket) {
    throw new JoinRefused('ChannelRateLimitReached: Too many channels');
  }
  if (channelConfig.private === true) throw new JoinRefused('Private channels are not supported by the local backend');
  let identity = join.keyIdentity;
  if (typeof params.access_token === 'string') {
    const checked = tokenIdentity(params.access_token, secret);
    if ('error' in checked) throw new JoinRefused(checked.error);
    identity = checked;
  }
  const requested = Array.isArray(channelConfig.postgres_changes) ? channelConfig.postgres_changes : [];
  if (requested.length > limits.maxBindingsPerChannel) {
    throw new JoinRefused(
      `InvalidJoinPayload: at most ${limits.maxBindingsPerChannel} postgres_changes bindings per channel`,
    );
  }
  const bindings = requested.map((raw) => parseBinding(raw, schema));
  return {
    identity,
    requested: bindings,
    bindings: [...new Map(bindings.map((binding) => [binding.id, binding])).values()],
  };
}
