// @vitest-environment node
// Hostile and careless clients against the local server: requests that used to end the process, client mistakes
// that used to answer 500, a seeded random pass of malformed requests, the sign-in limits and Realtime's caps.
// They check this server's own robustness and limits (a hosted project has its own gateway, limits and numbers)
// and send from several loopback addresses, so they are skipped in hosted mode.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../backend/server.ts';
import {
  hosted,
  localOptions,
  newClient,
  disposeClients,
  polishDate,
  serverErrors,
  startTarget,
  subscribe,
  temporaryDataDir,
  uniqueSuffix,
  waitFor,
  type Target,
} from './harness.ts';

let target: Target;
const tag = `contract-${uniqueSuffix()}`;

beforeAll(async () => {
  if (!hosted) target = await startTarget();
}, 60_000);

afterAll(async () => {
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's side of the connection; any 127.x.y.z address reaches the server on Linux. */
  localAddress?: string;
  url?: string;
}

/** One HTTP request with the target path sent exactly as given (fetch would normalise it first). */
function send(path: string, { method = 'GET', headers = {}, body, localAddress, url }: RequestOptions = {}) {
  const { hostname, port } = new URL(url ?? target.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Record<string, unknown> | null = null;
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        } catch {
          // Answers to HEAD, and to requests refused before any service saw them, carry no JSON.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function apiHeaders(key = target.anonKey, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: target.anonKey, Authorization: `Bearer ${key}`, ...extra };
}

interface RawOptions {
  localAddress?: string;
  /** Reset the connection (TCP RST) right after writing, or as soon as the server starts answering. */
  reset?: 'at-once' | 'on-answer';
}

/** Writes bytes on a new connection and returns what came back until the server closed it (at most 2 s). */
function raw(bytes: string | Buffer, { localAddress, reset }: RawOptions = {}) {
  const { hostname, port } = new URL(target.url);
  return new Promise<string>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress });
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(finish, 2000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (reset === 'on-answer') socket.resetAndDestroy();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => {
      socket.write(bytes);
      if (reset === 'at-once') socket.resetAndDestroy();
    });
  });
}

function upgradeRequest(path: string): string {
  return (
    `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`
  );
}

async function expectAlive(): Promise<void> {
  const { status } = await send('/rest/v1/news_items?select=id&limit=1', { headers: apiHeaders() });
  expect(status).toBe(200);
}

function statusOf(response: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(response);
  return match ? Number(match[1]) : undefined;
}

describe.skipIf(hosted)('requests that used to end the process', () => {
  test('an upgrade with an unparsable target gets 400', async () => {
    expect(statusOf(await raw(upgradeRequest('//[')))).toBe(400);
    expect(statusOf(await raw('GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe(400);
    await expectAlive();
  });

  test('an upgrade to an unknown path gets 404', async () => {
    expect(statusOf(await raw(upgradeRequest('/nope')))).toBe(404);
    await expectAlive();
  });

  test('upgrades reset by the client at once leave the server answering', async () => {
    const paths = [
      '/nope',
      '//[',
      `/realtime/v1/websocket?apikey=${target.anonKey}&vsn=2.0.0`,
      '/realtime/v1/websocket',
    ];
    for (let i = 0; i < 8; i++) {
      for (const path of paths) {
        await raw(upgradeRequest(path), { reset: 'at-once' });
        await raw(upgradeRequest(path), { reset: 'on-answer' });
      }
    }
    await expectAlive();
  });
});

describe.skipIf(hosted)('client mistakes get 4xx in the service’s own error shape', () => {
  test('a table name with broken percent-encoding: 404 PGRST205', async () => {
    const { status, body } = await send('/rest/v1/%E0%A4%A', { headers: apiHeaders() });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'PGRST205', details: null, hint: null, message: expect.any(String) });
  });

  test('a NUL in a select alias or a filter value: 400 PGRST100, nothing reaches the database', async () => {
    for (const query of ['select=a%00b:id', 'select=id&title=eq.a%00b', 'select=id&order=title%00', 'id%00=eq.1']) {
      const { status, body } = await send(`/rest/v1/news_items?${query}`, { headers: apiHeaders() });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'PGRST100', details: expect.any(String), hint: null });
    }
    await expectAlive();
  });

  test('a NUL in an e-mail, a password or a refresh token: 400 validation_failed', async () => {
    const attempts = [
      ['password', { email: 'admin@example.com', password: 'a\u0000b' }],
      ['password', { email: 'admin\u0000@example.com', password: 'whatever' }],
      ['refresh_token', { refresh_token: 'abc\u0000def' }],
    ] as const;
    for (const [grant, body] of attempts) {
      const answer = await send(`/auth/v1/token?grant_type=${grant}`, {
        method: 'POST',
        headers: apiHeaders(target.anonKey, { 'Content-Type': 'application/json' }),
        body: JSON.stringify(body),
        localAddress: '127.0.0.20',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', error_code: 'validation_failed' });
      expect(answer.body?.msg).toMatch(/NUL/);
    }
  });

  test('a user id with broken percent-encoding: 404 user_not_found', async () => {
    const { status, body } = await send('/auth/v1/admin/users/%E0%A4%A', {
      headers: apiHeaders(target.serviceRoleKey),
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'user_not_found' });
  });

  test('metadata with a NUL: 400 validation_failed', async () => {
    const { status, body } = await send('/auth/v1/admin/users', {
      method: 'POST',
      headers: apiHeaders(target.serviceRoleKey, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ email: `${tag}@example.com`, password: 'long-enough', user_metadata: { 'a\u0000': 1 } }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed' });
  });

  test('JSON nested too deeply: 400 from REST and auth', async () => {
    const deep = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const rest = await send('/rest/v1/news_items', {
      method: 'POST',
      headers: apiHeaders(target.serviceRoleKey, { 'Content-Type': 'application/json' }),
      body: deep,
    });
    expect(rest).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
    const auth = await send('/auth/v1/admin/users', {
      method: 'POST',
      headers: apiHeaders(target.serviceRoleKey, { 'Content-Type': 'application/json' }),
      body: deep,
    });
    expect(auth).toMatchObject({ status: 400, body: { code: 'bad_json' } });
  });

  test('a JWT with anything but canonical base64url in any part is refused: 401 PGRST301', async () => {
    const [head, payload, signature] = target.anonKey.split('.') as [string, string, string];
    // The demo key's signature ends in "0"; "1" differs only in the unused low bits, so Node's lenient decoder
    // reads the same bytes from it.
    const sameBytesOtherText = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '!'}`;
    const variants = [
      `${target.anonKey}@@@`,
      `${target.anonKey}=`,
      `${target.anonKey}%`,
      `${head}.${payload}.${signature.slice(0, 10)}!${signature.slice(10)}`,
      `${head}.${payload}.${sameBytesOtherText}`,
      `${head}=.${payload}.${signature}`,
      `${head}.${payload}==.${signature}`,
      `${head}.+${payload}.${signature}`,
    ];
    for (const token of variants) {
      const { status, body } = await send('/rest/v1/news_items?select=id', { headers: apiHeaders(token) });
      expect({ token, status, code: body?.code }).toEqual({ token, status: 401, code: 'PGRST301' });
    }
    const user = await send('/auth/v1/user', { headers: apiHeaders(`${target.anonKey}@@@`) });
    expect(user).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect((await send('/rest/v1/news_items?select=id', { headers: apiHeaders() })).status).toBe(200);
  });
});

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds random malformed requests: random methods, paths, percent-encodings, headers and bodies. */
function malformedRequests(seed: number) {
  const random = seededRandom(seed);
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (probability: number) => random() < probability;
  const printable = (length: number) => Array.from({ length }, () => String.fromCharCode(0x21 + int(0x5e))).join('');
  const percentJunk = () =>
    pick(['%', '%Z', '%E0%A4%A', '%00', '%FF', '%C3%28', '%ED%A0%80', '%2F', '%5C', '%09', '%0D%0A', '%25', '%C5%82']);
  const text = () =>
    Array.from({ length: int(6) }, () => (chance(0.3) ? percentJunk() : printable(1 + int(6)))).join('');
  const tables = ['news_items', 'assets', 'admins', 'nope', 'rpc/fn', ''];
  const columns = ['id', 'title', 'content', 'date', 'image', 'created_at', 'created_by', 'name', 'url', 'nope'];
  const operators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'between', 'not.eq', ''];
  const queryValue = () =>
    pick([
      () => `${pick(operators)}.${text()}`,
      () => `in.(${Array.from({ length: int(4) }, text).join(',')})`,
      () => `is.${pick(['null', 'not_null', 'true', 'junk', ''])}`,
      text,
    ])();
  const query = () =>
    Array.from({ length: int(5) }, () => {
      const key = pick(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', ...columns, text()]);
      const value =
        key === 'select'
          ? Array.from({ length: 1 + int(3) }, () =>
              pick(['*', pick(columns), `${text()}:${pick(columns)}`, text()]),
            ).join(',')
          : key === 'order'
            ? `${pick(columns)}.${pick(['asc', 'desc', 'nullsfirst', text()])}`
            : key === 'limit' || key === 'offset'
              ? pick(['1', '-1', '99999999999', text()])
              : queryValue();
      return `${key}=${value}`;
    }).join('&');
  const path = () =>
    pick([
      () => `/rest/v1/${pick(tables)}${chance(0.2) ? text() : ''}?${query()}`,
      () => `/rest/v1/${text()}?${query()}`,
      () =>
        `/auth/v1/${pick([
          'token?grant_type=password',
          'token?grant_type=refresh_token',
          `token?grant_type=${text()}`,
          'user',
          `logout?scope=${pick(['global', 'local', 'others', text()])}`,
          'signup',
          'settings',
          'admin/users',
          `admin/users/${text()}`,
          `admin/users?page=${text()}&per_page=${text()}`,
          text(),
        ])}`,
      () => `/${text()}`,
      () => `//${text()}/rest/v1/news_items`,
      () => `/realtime/v1/websocket?apikey=${text()}`,
    ])();
  const jsonValue = (depth: number): unknown =>
    pick([
      () => null,
      () => chance(0.5),
      () => pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]),
      () => pick(['', 'x', 'a\u0000b', '\ud800', 'zażółć', '"; drop table x; --', text()]),
      () => (depth > 0 ? Array.from({ length: int(4) }, () => jsonValue(depth - 1)) : []),
      () =>
        depth > 0
          ? Object.fromEntries(
              Array.from({ length: int(5) }, () => [
                pick([...columns, 'email', 'password', 'refresh_token', 'user_metadata', text()]),
                jsonValue(depth - 1),
              ]),
            )
          : {},
    ])();
  const body = () =>
    pick([
      () => undefined,
      () => JSON.stringify(jsonValue(3)),
      // Never the demo administrator: the slow-down test below counts that account's failures.
      () => JSON.stringify({ email: pick([`fuzz-${tag}@example.com`, text()]), password: text() }),
      () => JSON.stringify({ refresh_token: text() }),
      () => `${'['.repeat(150)}${']'.repeat(150)}`,
      () => randomBytesFrom(random, int(200)),
      () => `{"title": "${text()}`,
    ])();
  const key = () =>
    pick([target.anonKey, target.serviceRoleKey, `${target.anonKey}${printable(3)}`, printable(20), 'a.b.c']);
  const headers = (): Record<string, string> => {
    const result: Record<string, string> = {};
    if (chance(0.85)) result.apikey = pick([target.anonKey, target.anonKey, target.serviceRoleKey, printable(10)]);
    if (chance(0.7)) result.Authorization = pick([`Bearer ${key()}`, key(), 'Bearer', `Basic ${printable(8)}`]);
    if (chance(0.6)) result['Content-Type'] = pick(['application/json', 'text/plain', printable(8)]);
    if (chance(0.3)) result.Prefer = pick(['return=representation', 'count=exact', 'resolution=merge-duplicates']);
    if (chance(0.3)) result.Accept = pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*', printable(6)]);
    if (chance(0.1)) result['Accept-Profile'] = pick(['public', 'auth', printable(5)]);
    if (chance(0.1)) result.Origin = pick(['http://localhost:4321', 'http://evil.example', printable(5)]);
    if (chance(0.05)) result.Upgrade = 'websocket';
    return result;
  };
  return {
    http: () => ({
      method: pick(['GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'FOO']),
      path: path(),
      headers: headers(),
      body: body(),
    }),
    tcp: () =>
      pick([
        () => randomBytesFrom(random, 1 + int(300)),
        () => `${pick(['GET', 'POST', 'BREW', ''])} ${path()}${pick([' HTTP/1.1', ' HTTP/9', ''])}\r\n\r\n`,
        () =>
          `GET / HTTP/1.1\r\nHost: x\r\n${printable(20)}\r\n` +
          `Content-Length: ${pick(['-1', 'x', '9'.repeat(30)])}\r\n\r\n`,
        () => `POST /rest/v1/news_items HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${printable(10)}\r\n`,
        () => upgradeRequest(pick(['//[', '/nope', `/${text()}`, '/realtime/v1/websocket?vsn=9'])),
      ])(),
    reset: () => pick([undefined, undefined, 'at-once', 'on-answer'] as const),
  };
}

function randomBytesFrom(random: () => number, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
}

describe.skipIf(hosted)('a seeded pass of malformed requests', () => {
  test('1,000 random HTTP requests and 100 raw TCP ones: no 5xx, and the server still answers', async () => {
    const generate = malformedRequests(20261122);
    const serverProblems: string[] = [];
    // A separate client address keeps the sign-in limits this pass runs into away from the other tests.
    const localAddress = '127.0.0.9';
    const requests = Array.from({ length: 1000 }, generate.http);
    let next = 0;
    let answered = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        try {
          const { status } = await send(request.path, { ...request, localAddress });
          answered++;
          if (status >= 500) serverProblems.push(`${status} ${request.method} ${request.path}`);
        } catch {
          // The server may close the connection on a request it refuses (an oversized or broken body).
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    for (let i = 0; i < 100; i++) {
      const answer = await raw(generate.tcp(), { localAddress, reset: generate.reset() });
      const status = statusOf(answer);
      if (status !== undefined && status >= 500) serverProblems.push(`${status} raw ${JSON.stringify(answer)}`);
    }
    expect(serverProblems).toEqual([]);
    expect(answered).toBeGreaterThan(950);
    await expectAlive();
  }, 60_000);
});

describe.skipIf(hosted)('password sign-in limits keep the guesser out, not the owner', () => {
  const signIn = (email: string, password: string, localAddress: string) =>
    send('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: apiHeaders(target.anonKey, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ email, password }),
      localAddress,
    });

  test('ten wrong passwords from one address do not stop the right one from another', async () => {
    const admin = target.backend!.demoAdmin!;
    for (let i = 0; i < 10; i++) {
      expect((await signIn(admin.email, `wrong-${i}`, '127.0.0.2')).body?.code).toBe('invalid_credentials');
    }
    const owner = await signIn(admin.email, admin.password, '127.0.0.3');
    expect(owner.status).toBe(200);
    expect(owner.body?.access_token).toEqual(expect.any(String));
  });

  test('the guessing address itself gets 429 in GoTrue’s shape, even with the right password', async () => {
    const admin = target.backend!.demoAdmin!;
    const limited = await signIn(admin.email, 'wrong-again', '127.0.0.2');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
      message: 'Request rate limit reached',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect((await signIn(admin.email, admin.password, '127.0.0.2')).status).toBe(429);
  });

  test('an address guessing at many accounts is stopped after 30 failures', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signIn(`ghost-${i}-${tag}@example.com`, 'nope-nope', '127.0.0.4')).status).toBe(400);
    }
    expect((await signIn(`ghost-last-${tag}@example.com`, 'nope-nope', '127.0.0.4')).status).toBe(429);
  });

  test('parallel guesses cannot slip past the limit before the first failures are counted', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(`parallel-${i}-${tag}@example.com`, 'nope-nope', '127.0.0.5')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  test('failures from many addresses slow an account down without refusing its owner', async () => {
    const admin = target.backend!.demoAdmin!;
    for (let i = 0; i < 3; i++) await signIn(admin.email, `wrong-from-elsewhere-${i}`, `127.0.1.${i + 1}`);
    // 13 failures on the account in all (10 from 127.0.0.2, 3 from elsewhere): 2 s before the answer.
    const started = performance.now();
    const owner = await signIn(admin.email, admin.password, '127.0.0.6');
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  }, 15_000);
});

describe.skipIf(hosted)('the token endpoint’s budget per address', () => {
  const folders: string[] = [];
  let small: RunningBackend;

  beforeAll(async () => {
    const dataDir = temporaryDataDir();
    folders.push(dataDir);
    small = await startBackend(localOptions(dataDir, { signInLimits: { tokenRequestsPerFiveMinutes: 5 } }));
  }, 60_000);

  afterAll(async () => {
    await small?.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a flood of refreshes from one address gets 429; other addresses are unaffected', async () => {
    const refresh = (localAddress: string) =>
      send('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { apikey: small.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: 'not-a-token' }),
        localAddress,
        url: small.url,
      });
    for (let i = 0; i < 5; i++) expect((await refresh('127.0.0.7')).body?.code).toBe('refresh_token_not_found');
    const limited = await refresh('127.0.0.7');
    expect(limited).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect((await refresh('127.0.0.8')).body?.code).toBe('refresh_token_not_found');
  });
});

describe.skipIf(hosted)('Realtime caps', () => {
  function socketUrl(): string {
    const url = new URL('/realtime/v1/websocket', target.url.replace(/^http/, 'ws'));
    url.searchParams.set('apikey', target.anonKey);
    url.searchParams.set('vsn', '2.0.0');
    return url.toString();
  }

  interface JoinReply {
    status: string;
    response: { reason?: string; postgres_changes?: { id: number }[] };
  }

  interface PhoenixSocket {
    socket: WebSocket;
    received: unknown[][];
    join(topic: string, bindings: unknown[], padding?: string): Promise<JoinReply>;
    closed: Promise<number>;
  }

  function open(localAddress = '127.0.0.1'): Promise<PhoenixSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(socketUrl(), { localAddress });
      const received: unknown[][] = [];
      const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
      let ref = 0;
      socket.on('message', (data) => received.push(JSON.parse(data.toString()) as unknown[]));
      socket.once('error', reject);
      socket.once('open', () =>
        resolve({
          socket,
          received,
          closed,
          async join(topic, bindings, padding) {
            const joinRef = String(++ref);
            const config = { postgres_changes: bindings, ...(padding ? { padding } : {}) };
            socket.send(
              JSON.stringify([joinRef, joinRef, topic, 'phx_join', { config, access_token: target.anonKey }]),
            );
            const reply = await waitFor(
              () => received.find((message) => message[1] === joinRef && message[3] === 'phx_reply'),
              `reply to join ${joinRef}`,
            );
            return reply[4] as JoinReply;
          },
        }),
      );
    });
  }

  const news = { event: '*', schema: 'public', table: 'news_items' };

  test('a join with more than 20 bindings is refused with a Phoenix error reply', async () => {
    const phoenix = await open();
    expect(await phoenix.join(`realtime:${tag}-20`, Array(20).fill(news))).toMatchObject({ status: 'ok' });
    expect(await phoenix.join(`realtime:${tag}-21`, Array(21).fill(news))).toEqual({
      status: 'error',
      response: { reason: 'InvalidJoinPayload: at most 20 postgres_changes bindings per channel' },
    });
    phoenix.socket.close();
  });

  test('a join message over 16 KiB is refused with a Phoenix error reply', async () => {
    const phoenix = await open();
    expect(await phoenix.join(`realtime:${tag}-big`, [news], 'x'.repeat(17 * 1024))).toEqual({
      status: 'error',
      response: { reason: 'InvalidJoinPayload: the join message is larger than 16384 bytes' },
    });
    expect(await phoenix.join(`realtime:${tag}-small`, [news], 'x'.repeat(1024))).toMatchObject({ status: 'ok' });
    phoenix.socket.close();
  });

  test('the 101st channel on a socket is refused as hosted Realtime does; rejoining a joined one is not', async () => {
    const phoenix = await open();
    for (let i = 0; i < 100; i++) {
      expect((await phoenix.join(`realtime:${tag}-channel-${i}`, [news])).status).toBe('ok');
    }
    expect(await phoenix.join(`realtime:${tag}-channel-100`, [news])).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    expect((await phoenix.join(`realtime:${tag}-channel-7`, [news])).status).toBe('ok');
    phoenix.socket.close();
  });

  test('a message over 64 KiB closes that socket with 1009; others keep working', async () => {
    const phoenix = await open();
    phoenix.socket.send(JSON.stringify(['1', '1', `realtime:${tag}-huge`, 'phx_join', { x: 'x'.repeat(65 * 1024) }]));
    expect(await phoenix.closed).toBe(1009);
    const other = await open();
    expect((await other.join(`realtime:${tag}-after-huge`, [news])).status).toBe('ok');
    other.socket.close();
  });

  test('the 21st socket from one address gets 429 on upgrade; another address still connects', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open('127.0.0.30')));
    const status = await new Promise<number>((resolve) => {
      const refused = new WebSocket(socketUrl(), { localAddress: '127.0.0.30' });
      refused.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        refused.terminate();
      });
      refused.once('open', () => resolve(101));
      refused.once('error', () => undefined);
    });
    expect(status).toBe(429);
    const elsewhere = await open('127.0.0.31');
    for (const { socket } of [...sockets, elsewhere]) socket.close();
    await Promise.all([...sockets, elsewhere].map(({ closed }) => closed));
    // Closed sockets free their places.
    const again = await open('127.0.0.30');
    again.socket.close();
  });

  test('an insert sends one event per channel, however often a binding is repeated', async () => {
    const phoenix = await open();
    const topic = `realtime:${tag}-duplicates`;
    const reply = await phoenix.join(topic, Array(20).fill(news));
    const ids = reply.response.postgres_changes!.map((binding) => binding.id);
    expect(new Set(ids).size).toBe(1);
    await waitFor(() => phoenix.received.find((message) => message[3] === 'system'), 'system message');
    const service = newClient(target, target.serviceRoleKey);
    const title = `${tag} jedno zdarzenie`;
    await service.from('news_items').insert({ title, content: 'x', date: polishDate() });
    const events = () =>
      phoenix.received.filter((message) => message[2] === topic && message[3] === 'postgres_changes');
    const [event] = await waitFor(() => (events().length > 0 ? events() : undefined), 'the INSERT event');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events()).toHaveLength(1);
    expect((event![4] as { ids: number[] }).ids).toEqual([ids[0]]);
    await service.from('news_items').delete().eq('title', title);
    phoenix.socket.close();
  });

  test('the 190 × 13,001-binding amplification is refused at once and memory stays put', async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const phoenix = await open();
    const bindings = JSON.stringify(Array(13_001).fill(news));
    let accepted = 0;
    for (let i = 0; i < 190 && phoenix.socket.readyState === WebSocket.OPEN; i++) {
      const topic = `realtime:${tag}-flood-${i}`;
      const frame = `["${i}","${i}","${topic}","phx_join",{"config":{"postgres_changes":${bindings}}}]`;
      await new Promise<void>((resolve) => phoenix.socket.send(frame, () => resolve()));
      accepted = phoenix.received.filter((message) => (message[4] as { status?: string }).status === 'ok').length;
    }
    expect(await phoenix.closed).toBe(1009);
    expect(accepted).toBe(0);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  test('a socket that stops reading is dropped once 1 MiB waits for it', async () => {
    const phoenix = await open();
    for (let i = 0; i < 100; i++) {
      expect((await phoenix.join(`realtime:${tag}-reader-${i}`, [news])).status).toBe('ok');
    }
    phoenix.socket.pause();
    const service = newClient(target, target.serviceRoleKey);
    const title = `${tag} duży wiersz`;
    // Each insert queues 100 events of about 19 kB for this socket: far more than the kernel's buffers hold.
    for (let i = 0; i < 10; i++) {
      await service.from('news_items').insert({ title, content: 'x'.repeat(19_000), date: polishDate() });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    phoenix.socket.resume();
    expect(await phoenix.closed).toBe(1006);
    await service.from('news_items').delete().eq('title', title);
    await expectAlive();
  }, 20_000);

  test('supabase-js still subscribes and receives changes', async () => {
    const { events } = await subscribe(newClient(target), 'news_items');
    const service = newClient(target, target.serviceRoleKey);
    const title = `${tag} po limitach`;
    await service.from('news_items').insert({ title, content: 'x', date: polishDate() });
    await waitFor(() => events.find((event) => event.new.title === title), 'the INSERT through supabase-js');
    await service.from('news_items').delete().eq('title', title);
  });
});
