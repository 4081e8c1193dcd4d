// @vitest-environment node
import net from 'node:net';
import tls from 'node:tls';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../backend/jwt.ts';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  newClient,
  polishDate,
  serverErrors,
  startTarget,
  subscribe,
  uniqueSuffix,
  waitFor,
  type Account,
  type Target,
} from './harness.ts';

let target: Target;
let admin: Account;
let service: SupabaseClient;
const tag = `contract-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  admin = await createAccount(target, { admin: true });
  service = newClient(target, target.serviceRoleKey);
  const { error } = await service
    .from('news_items')
    .insert([1, 2].map((n) => ({ title: `${tag} ${n}`, content: 'Treść', date: polishDate(), created_by: admin.id })));
  if (error) throw new Error(error.message);
}, 60_000);

afterAll(async () => {
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

async function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${target.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: target.anonKey, Authorization: `Bearer ${target.anonKey}`, ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function ourRowCount(): Promise<number> {
  const { count, error } = await newClient(target)
    .from('news_items')
    .select('*', { count: 'exact', head: true })
    .like('title', `${tag}%`);
  if (error) throw new Error(error.message);
  return count ?? -1;
}

/** The server must still answer normally after each hostile request. */
async function expectServerHealthy(): Promise<void> {
  expect(await ourRowCount()).toBe(2);
}

describe('the API key gate', () => {
  test('no key: 401 "No API key found in request"', async () => {
    for (const path of ['rest/v1/news_items', 'auth/v1/settings']) {
      const response = await fetch(`${target.url}/${path}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('No API key found in request');
    }
  });

  test('a wrong key: 401 "Invalid API key"', async () => {
    const response = await fetch(`${target.url}/rest/v1/news_items`, { headers: { apikey: 'not-a-key' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('Invalid API key');
  });
});

describe('JWTs', () => {
  test('a forged token (wrong secret) is refused with 401 PGRST301', async () => {
    const forged = signJwt(
      { sub: admin.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'an-attacker-secret-that-is-at-least-32-chars',
    );
    const { status, body } = await rest('news_items?select=id', { headers: { Authorization: `Bearer ${forged}` } });
    expect(status).toBe(401);
    expect(body?.code).toBe('PGRST301');
    const write = await rest('news_items', {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `${tag} forged`, content: 'x', date: polishDate() }),
    });
    expect(write.status).toBe(401);
  });

  test('garbage in place of a token is refused with 401 PGRST301', async () => {
    const { status, body } = await rest('news_items?select=id', { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(status).toBe(401);
    expect(body?.code).toBe('PGRST301');
  });

  test.skipIf(hosted && !process.env.SUPABASE_JWT_SECRET)('an expired token is refused with 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { sub: admin.id, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 },
      target.jwtSecret!,
    );
    const { status, body } = await rest('news_items?select=id', { headers: { Authorization: `Bearer ${expired}` } });
    expect(status).toBe(401);
    expect(body?.code).toBe('PGRST303');
  });
});

describe('malformed and oversized requests', () => {
  test('malformed JSON: 400 PGRST102 from REST and bad_json from auth', async () => {
    const restAnswer = await rest('news_items', {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{"title": "niedokończony',
    });
    expect(restAnswer.status).toBe(400);
    expect(restAnswer.body?.code).toBe('PGRST102');
    const auth = await fetch(`${target.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
      body: '{email:',
    });
    expect(auth.status).toBe(400);
    expect(((await auth.json()) as { error_code?: string; code?: string }).error_code).toBe('bad_json');
    await expectServerHealthy();
  });

  test('an oversized body is refused without being stored', async () => {
    const huge = JSON.stringify({ title: `${tag} huge`, content: 'x'.repeat(2 * 1024 * 1024), date: polishDate() });
    const { status } = await rest('news_items', {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: huge,
    });
    // The local server limits bodies to 1 MiB (413); a hosted gateway may pass it on to the content check (400).
    if (hosted) expect([400, 413]).toContain(status);
    else expect(status).toBe(413);
    expect((await newClient(target).from('news_items').select('id').eq('title', `${tag} huge`)).data).toEqual([]);
    await expectServerHealthy();
  });

  test('unknown table: 404 PGRST205; unknown column: 400 42703 or PGRST204', async () => {
    expect(await rest('nie_ma_takiej?select=*')).toMatchObject({ status: 404, body: { code: 'PGRST205' } });
    expect(await rest('news_items?select=nope')).toMatchObject({ status: 400, body: { code: '42703' } });
    expect(await rest('news_items?nope=eq.1')).toMatchObject({ status: 400, body: { code: '42703' } });
    expect(await rest('news_items?order=nope.desc')).toMatchObject({ status: 400, body: { code: '42703' } });
    const body = await rest('news_items', {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `${tag} x`, content: 'x', nope: 1 }),
    });
    expect(body).toMatchObject({ status: 400, body: { code: 'PGRST204' } });
  });

  test('a malformed uuid: 400 22P02', async () => {
    expect(await rest('news_items?id=eq.abc')).toMatchObject({ status: 400, body: { code: '22P02' } });
  });

  test('an unknown filter operator: 400 PGRST100', async () => {
    expect(await rest('news_items?title=between.a')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
  });
});

describe('SQL-looking input', () => {
  test.each([
    `title=eq.${encodeURIComponent("' OR '1'='1")}`,
    `title=eq.${encodeURIComponent("x'); drop table public.news_items; --")}`,
    `title=in.${encodeURIComponent("(a'),b); delete from public.news_items; --)")}`,
    `title=like.${encodeURIComponent("%' or 1=1 --")}`,
    `title=neq.${encodeURIComponent('"; truncate public.news_items; --')}&title=eq.nothing`,
    `content=ilike.${encodeURIComponent('*$$; delete from public.news_items; $$*')}&title=eq.none`,
  ])('%s matches nothing and breaks nothing', async (query) => {
    const { status, body } = await rest(`news_items?select=id&${query}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
    await expectServerHealthy();
  });

  test.each([
    `select=${encodeURIComponent('id;drop table public.news_items')}`,
    `order=${encodeURIComponent('created_at;drop table public.news_items')}`,
    `${encodeURIComponent('title;drop table public.news_items')}=eq.x`,
    `limit=${encodeURIComponent('1;drop table public.news_items')}`,
  ])('hostile identifiers (%s) are refused with 400', async (query) => {
    const { status } = await rest(`news_items?${query}`);
    expect(status).toBe(400);
    await expectServerHealthy();
  });

  test('SQL in a JSON body is stored as plain text', async () => {
    const title = `${tag} '); drop table public.news_items; --`;
    const { data, error } = await service
      .from('news_items')
      .insert({ title, content: 'x', date: polishDate() })
      .select('title')
      .single();
    expect(error).toBeNull();
    expect(data?.title).toBe(title);
    await service.from('news_items').delete().eq('title', title);
    await expectServerHealthy();
  });
});

/** A raw TCP (or TLS) connection to the target, for requests no well-behaved client would send. */
function connect(): Promise<net.Socket> {
  const url = new URL(target.url);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
      : net.connect({ host: url.hostname, port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function readUntil(socket: net.Socket, marker: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no "${marker}" in ${JSON.stringify(text)}`)), 5000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes(marker)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
}

async function openRawWebSocket(): Promise<net.Socket> {
  const url = new URL(target.url);
  const socket = await connect();
  const handshake = readUntil(socket, '\r\n\r\n');
  socket.write(
    `GET /realtime/v1/websocket?apikey=${encodeURIComponent(target.anonKey)}&vsn=2.0.0 HTTP/1.1\r\n` +
      `Host: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  expect(await handshake).toMatch(/^HTTP\/1\.1 101/);
  return socket;
}

/** A masked client text frame header announcing `length` payload bytes (16-bit length form). */
function frameHeader(length: number, mask: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x81, 0x80 | 126, length >> 8, length & 0xff]), mask]);
}

async function realtimeStillWorks(): Promise<void> {
  const { events } = await subscribe(newClient(target), 'news_items');
  const title = `${tag} po awarii ${uniqueSuffix()}`;
  await service.from('news_items').insert({ title, content: 'x', date: polishDate() });
  await waitFor(() => events.find((event) => event.new.title === title), 'INSERT after a broken client');
  await service.from('news_items').delete().eq('title', title);
}

describe('broken connections', () => {
  test('a WebSocket dropped in the middle of a frame leaves the server answering', async () => {
    const socket = await openRawWebSocket();
    const mask = randomBytes(4);
    socket.write(Buffer.concat([frameHeader(1000, mask), Buffer.from('["1","1","realtime:x","phx_join",{"con')]));
    socket.destroy();
    await expectServerHealthy();
    await realtimeStillWorks();
  });

  test('malformed WebSocket frames close only that connection', async () => {
    const socket = await openRawWebSocket();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Unmasked frame with reserved bits and an undefined opcode: a protocol error.
    socket.write(Buffer.from([0xf3, 0x05, 0x68, 0x65, 0x6c, 0x6c, 0x6f]));
    await closed;
    const garbage = await openRawWebSocket();
    const mask = randomBytes(4);
    const text = Buffer.from('this is not json');
    const masked = Buffer.from(text.map((byte, index) => byte ^ mask[index % 4]!));
    garbage.write(Buffer.concat([Buffer.from([0x81, 0x80 | text.length]), mask, masked]));
    garbage.destroy();
    await expectServerHealthy();
    await realtimeStillWorks();
  });

  test('an HTTP request cut off in the middle of its body leaves the server answering', async () => {
    const url = new URL(target.url);
    const socket = await connect();
    socket.write(
      `POST /rest/v1/news_items HTTP/1.1\r\nHost: ${url.host}\r\napikey: ${target.anonKey}\r\n` +
        `Authorization: Bearer ${target.serviceRoleKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"title":"${tag} cut`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await expectServerHealthy();
  });
});
