// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../backend/jwt.ts';
import {
  createAccount,
  hosted,
  deleteAccounts,
  disposeClients,
  newClient,
  polishDate,
  serverErrors,
  signedIn,
  startTarget,
  subscribe,
  uniqueSuffix,
  waitFor,
  type Account,
  type ChangeEvent,
  type Target,
} from './harness.ts';

let target: Target;
let admin: Account;
let adminClient: SupabaseClient;
const tag = `contract-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget();
  admin = await createAccount(target, { admin: true });
  adminClient = await signedIn(target, admin);
}, 60_000);

afterAll(async () => {
  const service = newClient(target, target.serviceRoleKey);
  await service.from('news_items').delete().like('title', `${tag}%`);
  await service.from('assets').delete().like('name', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

function eventFor(events: ChangeEvent[], type: ChangeEvent['eventType'], id: string): ChangeEvent | undefined {
  return events.find((event) => event.eventType === type && (event.new.id === id || event.old.id === id));
}

describe('postgres_changes for an anonymous subscriber', () => {
  test('news_items: INSERT, UPDATE and DELETE arrive with the row and the old key', async () => {
    const { events } = await subscribe(newClient(target), 'news_items');
    const created = await adminClient
      .from('news_items')
      .insert({ title: `${tag} Na żywo`, content: 'Treść', date: polishDate(), created_by: admin.id })
      .select()
      .single();
    const id = created.data.id as string;
    const insert = await waitFor(() => eventFor(events, 'INSERT', id), 'INSERT');
    expect(insert.table).toBe('news_items');
    expect(insert.new).toEqual(created.data);
    expect(insert.old).toEqual({});
    expect(Date.parse(insert.commit_timestamp)).not.toBeNaN();

    await adminClient
      .from('news_items')
      .update({ title: `${tag} Na żywo, poprawione` })
      .eq('id', id);
    const update = await waitFor(() => eventFor(events, 'UPDATE', id), 'UPDATE');
    expect(update.new.title).toBe(`${tag} Na żywo, poprawione`);
    expect(update.old).toEqual({ id });

    // Into the bin first (a visitor gets no event for a row they can no longer read), then deleted for good.
    await adminClient.from('news_items').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    await adminClient.from('news_items').delete().eq('id', id);
    const remove = await waitFor(() => eventFor(events, 'DELETE', id), 'DELETE');
    expect(remove.old).toEqual({ id });
    expect(remove.new).toEqual({});
  });

  test('assets: INSERT, UPDATE and DELETE arrive', async () => {
    const { events } = await subscribe(newClient(target), 'assets');
    const created = await adminClient
      .from('assets')
      .insert({ name: `${tag} Plik`, url: 'https://example.org/plik.pdf', type: 'pdf', uploaded_by: admin.id })
      .select()
      .single();
    const id = created.data.id as string;
    expect((await waitFor(() => eventFor(events, 'INSERT', id), 'INSERT')).new).toEqual(created.data);
    await adminClient.from('assets').update({ category: 'programs' }).eq('id', id);
    expect((await waitFor(() => eventFor(events, 'UPDATE', id), 'UPDATE')).new.category).toBe('programs');
    await adminClient.from('assets').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    await adminClient.from('assets').delete().eq('id', id);
    expect((await waitFor(() => eventFor(events, 'DELETE', id), 'DELETE')).old).toEqual({ id });
  });

  test('an INSERT-only binding and an id filter receive only what they asked for', async () => {
    const client = newClient(target);
    const inserts = await subscribe(client, 'news_items', { event: 'INSERT' });
    const created = await adminClient
      .from('news_items')
      .insert({ title: `${tag} Filtr`, content: 'Treść', date: polishDate(), created_by: admin.id })
      .select()
      .single();
    const id = created.data.id as string;
    const filtered = await subscribe(client, 'news_items', { filter: `id=eq.${id}` });
    await adminClient
      .from('news_items')
      .insert({ title: `${tag} Inna`, content: 'Treść', date: polishDate(), created_by: admin.id });
    await adminClient.from('news_items').update({ content: 'Nowa treść' }).eq('id', id);
    await waitFor(() => eventFor(filtered.events, 'UPDATE', id), 'filtered UPDATE');
    await waitFor(() => (inserts.events.length >= 2 ? true : undefined), 'two INSERTs');
    expect(inserts.events.every((event) => event.eventType === 'INSERT')).toBe(true);
    expect(filtered.events.map((event) => event.eventType)).toEqual(['UPDATE']);
  });

  test('a subscriber that signs out keeps receiving changes as a visitor', async () => {
    const account = await createAccount(target, { admin: false });
    const client = await signedIn(target, account);
    const { events } = await subscribe(client, 'news_items');
    await client.auth.signOut();
    // supabase-js pushes the anon key as the channel's new access token on its next heartbeat or token check.
    await client.realtime.setAuth();
    const created = await adminClient
      .from('news_items')
      .insert({ title: `${tag} Po wylogowaniu`, content: 'Treść', date: polishDate(), created_by: admin.id })
      .select()
      .single();
    await waitFor(() => eventFor(events, 'INSERT', created.data.id), 'INSERT after sign-out');
  });
});

describe('the websocket protocol itself', () => {
  function socketUrl(key?: string): string {
    const url = new URL('/realtime/v1/websocket', target.url.replace(/^http/, 'ws'));
    if (key !== undefined) url.searchParams.set('apikey', key);
    url.searchParams.set('vsn', '2.0.0');
    return url.toString();
  }

  function open(url: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  function upgradeStatus(url: string): Promise<number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url);
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        resolve(101);
        socket.close();
      });
      socket.once('error', () => undefined);
    });
  }

  /** Sends one frame and collects the frames that answer it. */
  function exchange(socket: WebSocket, frame: unknown[], until: (message: unknown[]) => boolean): Promise<unknown[][]> {
    return new Promise((resolve, reject) => {
      const received: unknown[][] = [];
      const timer = setTimeout(() => reject(new Error(`no answer to ${JSON.stringify(frame)}`)), 5000);
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as unknown[];
        received.push(message);
        if (until(message)) {
          clearTimeout(timer);
          socket.off('message', onMessage);
          resolve(received);
        }
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify(frame));
    });
  }

  test('a missing or wrong API key is refused with 403 on upgrade', async () => {
    expect(await upgradeStatus(socketUrl())).toBe(403);
    expect(await upgradeStatus(socketUrl('wrong-key'))).toBe(403);
    expect(await upgradeStatus(socketUrl(target.anonKey))).toBe(101);
  });

  test('join reply echoes the bindings in order with non-zero ids; heartbeat and leave are answered', async () => {
    const socket = await open(socketUrl(target.anonKey));
    const bindings = [
      { event: '*', schema: 'public', table: 'news_items' },
      { event: 'INSERT', schema: 'public', table: 'assets' },
    ];
    const topic = `realtime:raw-${uniqueSuffix()}`;
    const joined = await exchange(
      socket,
      [
        '1',
        '1',
        topic,
        'phx_join',
        {
          config: {
            broadcast: { ack: false, self: false },
            presence: { key: '', enabled: false },
            postgres_changes: bindings,
            private: false,
          },
          access_token: target.anonKey,
        },
      ],
      (message) => message[3] === 'phx_reply',
    );
    const reply = joined.at(-1)!;
    expect(reply.slice(0, 4)).toEqual(['1', '1', topic, 'phx_reply']);
    const payload = reply[4] as { status: string; response: { postgres_changes: { id: number }[] } };
    expect(payload.status).toBe('ok');
    expect(payload.response.postgres_changes.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const binding of payload.response.postgres_changes) expect(binding.id).not.toBe(0);

    const heartbeat = await exchange(socket, [null, '2', 'phoenix', 'heartbeat', {}], (message) => message[1] === '2');
    expect(heartbeat.at(-1)).toEqual([null, '2', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const left = await exchange(socket, ['1', '3', topic, 'phx_leave', {}], (message) => message[1] === '3');
    expect(left.at(-1)).toEqual(['1', '3', topic, 'phx_reply', { status: 'ok', response: {} }]);
    socket.close();
  });

  test('a join with a forged access token is refused', async () => {
    const socket = await open(socketUrl(target.anonKey));
    const [header, payload] = target.anonKey.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    const topic = `realtime:forged-${uniqueSuffix()}`;
    const answer = await exchange(
      socket,
      [
        '1',
        '1',
        topic,
        'phx_join',
        { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'news_items' }] }, access_token: forged },
      ],
      (message) => message[3] === 'phx_reply' || message[3] === 'phx_close' || message[3] === 'system',
    );
    const last = answer.at(-1)!;
    const refused = last[3] === 'phx_close' || (last[4] as { status?: string }).status === 'error';
    expect(refused).toBe(true);
    socket.close();
  });

  test('an access-token update that fails verification ends the channel', async () => {
    const socket = await open(socketUrl(target.anonKey));
    const topic = `realtime:token-${uniqueSuffix()}`;
    await exchange(
      socket,
      [
        '1',
        '1',
        topic,
        'phx_join',
        {
          config: { postgres_changes: [{ event: '*', schema: 'public', table: 'news_items' }] },
          access_token: target.anonKey,
        },
      ],
      (message) => message[3] === 'phx_reply',
    );
    const [header, payload] = target.anonKey.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    const answer = await exchange(
      socket,
      ['1', '2', topic, 'access_token', { access_token: forged }],
      (message) => message[3] === 'phx_close',
    );
    expect(answer.at(-1)?.[2]).toBe(topic);
    socket.close();
  });

  test.skipIf(hosted && !process.env.SUPABASE_JWT_SECRET)(
    'a channel whose token has expired is closed instead of receiving changes',
    async () => {
      const socket = await open(socketUrl(target.anonKey));
      const topic = `realtime:expiring-${uniqueSuffix()}`;
      const exp = Math.floor(Date.now() / 1000) + 2;
      const token = signJwt({ sub: admin.id, role: 'authenticated', aud: 'authenticated', exp }, target.jwtSecret!);
      await exchange(
        socket,
        [
          '1',
          '1',
          topic,
          'phx_join',
          {
            config: { postgres_changes: [{ event: '*', schema: 'public', table: 'news_items' }] },
            access_token: token,
          },
        ],
        (message) => message[3] === 'phx_reply',
      );
      const received: unknown[][] = [];
      socket.on('message', (data) => received.push(JSON.parse(data.toString()) as unknown[]));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 1100));
      await adminClient
        .from('news_items')
        .insert({ title: `${tag} Po wygaśnięciu`, content: 'x', date: polishDate(), created_by: admin.id });
      await waitFor(
        () => received.find((message) => message[2] === topic && message[3] === 'phx_close'),
        'phx_close',
        10_000,
      );
      expect(received.some((message) => message[3] === 'postgres_changes')).toBe(false);
      socket.close();
    },
    20_000,
  );
});
