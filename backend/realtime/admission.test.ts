import { describe, expect, it } from 'vitest';
import type { RealtimeLimits } from '../config.ts';
import type { Identity } from '../identity.ts';
import { apiKeyFor, DEMO_JWT_SECRET, signJwt } from '../jwt.ts';
import type { TableInfo } from '../schema.ts';
import {
  admitJoin,
  admitSocket,
  bindingId,
  checkUpgrade,
  JoinRefused,
  parseBinding,
  releaseSocket,
  type JoinRequest,
  type Schema,
  type SocketCounts,
} from './admission.ts';

const LIMITS: RealtimeLimits = {
  maxSocketsPerAddress: 2,
  maxSockets: 3,
  maxChannelsPerSocket: 2,
  maxBindingsPerChannel: 3,
  maxJoinBytes: 1000,
  maxFrameBytes: 4000,
  maxQueuedBytes: 10_000,
};
const news: TableInfo = {
  schema: 'public',
  name: 'news_items',
  columns: ['id', 'title', 'category'].map((name) => ({ name, type: 'text' })),
  primaryKey: ['id'],
};
const SCHEMA: Schema = {
  tables: new Map([['public.news_items', news]]),
  publishedTables: new Set(['public.news_items', 'public.assets']),
};
const KEYS = {
  anonKey: apiKeyFor('anon', DEMO_JWT_SECRET),
  serviceRoleKey: apiKeyFor('service_role', DEMO_JWT_SECRET),
  jwtSecret: DEMO_JWT_SECRET,
};
const ANON: Identity = { role: 'anon', claims: { role: 'anon' } };

describe('checkUpgrade', () => {
  it('takes either project key and tells the socket its protocol version', () => {
    expect(checkUpgrade(KEYS.anonKey, '2.0.0', KEYS)).toMatchObject({ arrays: true, keyIdentity: { role: 'anon' } });
    expect(checkUpgrade(KEYS.serviceRoleKey, '1.0.0', KEYS)).toMatchObject({
      arrays: false,
      keyIdentity: { role: 'service_role' },
    });
  });

  it.each([
    ['no key', undefined, '2.0.0', { status: '403 Forbidden', text: 'No API key found in request' }],
    [
      'another token as the key',
      signJwt({ role: 'anon' }, DEMO_JWT_SECRET),
      '2.0.0',
      { status: '403 Forbidden', text: 'Invalid API key' },
    ],
    [
      'an unknown protocol',
      KEYS.anonKey,
      '3.0.0',
      { status: '400 Bad Request', text: 'Unsupported protocol version 3.0.0' },
    ],
  ])('refuses %s', (_name, apiKey, vsn, expected) => {
    expect(checkUpgrade(apiKey, vsn, KEYS)).toEqual(expected);
  });
});

describe('the socket caps', () => {
  it('count sockets per address and in all, and free them when they close', () => {
    const counts: SocketCounts = { total: 0, byAddress: new Map() };
    expect([1, 2, 3].map(() => admitSocket(counts, LIMITS, '10.0.0.1'))).toEqual([true, true, false]);
    expect(admitSocket(counts, LIMITS, '10.0.0.2')).toBe(true);
    expect(admitSocket(counts, LIMITS, '10.0.0.3')).toBe(false);
    releaseSocket(counts, '10.0.0.1');
    expect(admitSocket(counts, LIMITS, '10.0.0.3')).toBe(true);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) releaseSocket(counts, address);
    expect(counts).toEqual({ total: 0, byAddress: new Map() });
  });
});

describe('parseBinding', () => {
  it('reads a filtered binding and echoes it as asked', () => {
    const binding = parseBinding(
      { event: 'insert', schema: 'public', table: 'news_items', filter: 'category=in.(a,"b")' },
      SCHEMA,
    );
    expect(binding).toMatchObject({
      event: 'INSERT',
      table: 'news_items',
      filter: { column: 'category', values: ['a', 'b'], negate: false },
      echo: { event: 'insert', schema: 'public', table: 'news_items', filter: 'category=in.(a,"b")' },
    });
    expect(parseBinding({ event: '*', schema: 'public', filter: '' }, SCHEMA)).toMatchObject({
      table: null,
      filter: null,
    });
    expect(
      parseBinding({ event: 'UPDATE', schema: 'public', table: 'news_items', filter: 'id=neq.7' }, SCHEMA).filter,
    ).toEqual({
      column: 'id',
      values: ['7'],
      negate: true,
    });
  });

  it.each([
    ['not an object', 'news_items', 'Invalid postgres_changes parameters'],
    ['an unknown event', { event: 'TRUNCATE', schema: 'public' }, 'Unknown event "TRUNCATE"'],
    [
      'an unpublished table',
      { event: '*', schema: 'public', table: 'admins' },
      'Realtime is enabled for public.admins',
    ],
    ['a schema with nothing published', { event: '*', schema: 'auth' }, 'Realtime is enabled for auth.*'],
    [
      'an unknown column',
      { event: '*', schema: 'public', table: 'news_items', filter: 'secret=eq.1' },
      'Unsupported filter',
    ],
    [
      'an unsupported operator',
      { event: '*', schema: 'public', table: 'news_items', filter: 'id=gt.1' },
      'Unsupported filter',
    ],
    ['a filter on the whole schema', { event: '*', schema: 'public', filter: 'id=eq.1' }, 'Unsupported filter'],
  ])('refuses %s', (_name, raw, reason) => {
    expect(() => parseBinding(raw, SCHEMA)).toThrow(reason);
  });
});

describe('bindingId', () => {
  it('is stable, never 0, and differs between bindings', () => {
    const ids = [
      ['INSERT', 'public', 'news_items', ''],
      ['*', 'public', '*', ''],
      ['INSERT', 'public', 'news_items', 'id=eq.1'],
    ].map(bindingId);
    expect(ids[0]).toBe(bindingId(['INSERT', 'public', 'news_items', '']));
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });
});

const changes = (count: number) =>
  Array.from({ length: count }, () => ({ event: '*', schema: 'public', table: 'news_items' }));
function joinOf(
  overrides: Partial<JoinRequest> & { config?: Record<string, unknown>; access_token?: unknown },
): JoinRequest {
  const { config = { postgres_changes: changes(1) }, access_token, ...rest } = overrides;
  return {
    topic: 'realtime:news',
    payload: { config, access_token },
    size: 200,
    joined: new Map(),
    keyIdentity: ANON,
    ...rest,
  };
}
const refusedWith = (join: JoinRequest) => {
  try {
    admitJoin(join, LIMITS, SCHEMA, DEMO_JWT_SECRET);
  } catch (error) {
    if (error instanceof JoinRefused) return error.message;
    throw error;
  }
  return undefined;
};

describe('admitJoin', () => {
  it('acts as the API key unless the join carries an access token', () => {
    expect(admitJoin(joinOf({}), LIMITS, SCHEMA, DEMO_JWT_SECRET).identity).toBe(ANON);
    const token = signJwt({ sub: 'u1', role: 'authenticated' }, DEMO_JWT_SECRET);
    expect(admitJoin(joinOf({ access_token: token }), LIMITS, SCHEMA, DEMO_JWT_SECRET).identity).toMatchObject({
      role: 'authenticated',
      claims: { sub: 'u1' },
    });
  });

  it('echoes every requested binding but keeps a repeated one once', () => {
    const accepted = admitJoin(joinOf({ config: { postgres_changes: changes(3) } }), LIMITS, SCHEMA, DEMO_JWT_SECRET);
    expect(accepted.requested).toHaveLength(3);
    expect(accepted.bindings).toHaveLength(1);
  });

  it('lets a joined topic join again at the channel cap', () => {
    const joined = new Map([
      ['realtime:news', {}],
      ['realtime:files', {}],
    ]);
    expect(refusedWith(joinOf({ joined }))).toBeUndefined();
    expect(refusedWith(joinOf({ joined, topic: 'realtime:third' }))).toBe('ChannelRateLimitReached: Too many channels');
  });

  it.each([
    [
      'a join over the size cap',
      joinOf({ size: 1001 }),
      'InvalidJoinPayload: the join message is larger than 1000 bytes',
    ],
    [
      'too many bindings',
      joinOf({ config: { postgres_changes: changes(4) } }),
      'InvalidJoinPayload: at most 3 postgres_changes bindings per channel',
    ],
    [
      'a private channel',
      joinOf({ config: { private: true } }),
      'Private channels are not supported by the local backend',
    ],
    [
      'an expired access token',
      joinOf({ access_token: signJwt({ role: 'anon', exp: 1 }, DEMO_JWT_SECRET) }),
      'Token has expired',
    ],
    [
      'a forged access token',
      joinOf({ access_token: signJwt({ role: 'anon' }, 'x'.repeat(40)) }),
      'Invalid token: No suitable key or wrong key type',
    ],
    [
      'a role the API does not hand out',
      joinOf({ access_token: signJwt({ role: 'postgres' }, DEMO_JWT_SECRET) }),
      'Role postgres is not allowed',
    ],
  ])('refuses %s', (_name, join, reason) => {
    expect(refusedWith(join)).toBe(reason);
  });
});
