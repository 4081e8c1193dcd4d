// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthApiError } from '@supabase/supabase-js';
import {
  clientWithToken,
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  type Account,
  type Target,
} from './harness.ts';

let target: Target;
let account: Account;

beforeAll(async () => {
  target = await startTarget();
  account = await createAccount(target, { admin: false });
}, 60_000);

afterAll(async () => {
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

async function refreshRaw(refreshToken: string) {
  const response = await fetch(`${target.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userRaw(accessToken: string) {
  const response = await fetch(`${target.url}/auth/v1/user`, {
    headers: { apikey: target.anonKey, Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('password sign-in', () => {
  test('a confirmed account signs in and gets a complete session', async () => {
    const client = newClient(target);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBeGreaterThan(0);
    expect(data.user?.email).toBe(account.email);
    expect(data.user?.id).toBe(account.id);
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    expect(events).toContain('SIGNED_IN');
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: account.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: account.email,
    });
    expect(typeof claims.session_id).toBe('string');
  });

  test('a wrong password is refused with invalid_credentials', async () => {
    const { data, error } = await newClient(target).auth.signInWithPassword({
      email: account.email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  test('an unknown e-mail is refused the same way', async () => {
    const { error } = await newClient(target).auth.signInWithPassword({
      email: 'nobody-here@example.com',
      password: 'whatever1',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  test('self-registration is disabled', async () => {
    const { data, error } = await newClient(target).auth.signUp({
      email: 'stranger@example.com',
      password: 'stranger-pass-1',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });
});

describe('refresh tokens', () => {
  test('refreshing rotates the refresh token and keeps the user', async () => {
    const client = await signedIn(target, account);
    const before = (await client.auth.getSession()).data.session!;
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(data.user?.id).toBe(account.id);
    expect(events).toContain('TOKEN_REFRESHED');
  });

  test('the previous token, replayed by a second tab, returns the current session', async () => {
    const client = await signedIn(target, account);
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    const rotated = (await client.auth.refreshSession()).data.session!.refresh_token;
    const replay = await refreshRaw(first);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(rotated);
    expect((replay.body.user as { id: string }).id).toBe(account.id);
  });

  test('an older token within the reuse interval still refreshes', async () => {
    const client = await signedIn(target, account);
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const replay = await refreshRaw(first);
    expect(replay.status).toBe(200);
    expect(replay.body.access_token).toBeTruthy();
  });

  test('an older token after the reuse interval is refused as already used', async () => {
    const client = await signedIn(target, account);
    const first = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    await new Promise((resolve) => setTimeout(resolve, (target.refreshReuseIntervalSeconds + 1) * 1000));
    const replay = await refreshRaw(first);
    expect(replay.status).toBe(400);
    expect(replay.body.code ?? replay.body.error_code).toBe('refresh_token_already_used');
  }, 30_000);

  test('an unknown refresh token is refused', async () => {
    const replay = await refreshRaw('definitely-not-a-token');
    expect(replay.status).toBe(400);
    expect(replay.body.error_code ?? replay.body.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  test('getUser after sign-out reports a missing session, and the old token is rejected', async () => {
    const client = await signedIn(target, account);
    const token = (await client.auth.getSession()).data.session!.access_token;
    expect((await client.auth.getUser()).data.user?.id).toBe(account.id);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    expect((await client.auth.signOut()).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await client.auth.getSession()).data.session).toBeNull();
    const { data, error } = await client.auth.getUser();
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
    const raw = await userRaw(token);
    expect(raw.status).toBe(403);
    expect(raw.body.error_code ?? raw.body.code).toBe('session_not_found');
  });

  test("an administrator's token kept after sign-out writes nothing and reads no draft, though not yet expired", async () => {
    const admin = await createAccount(target, { admin: true });
    const client = await signedIn(target, admin);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const kept = clientWithToken(target, token);
    const draft = await kept
      .from('news_items')
      .insert({ title: 'Szkic po wylogowaniu', content: 'Treść.', published_at: null })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    const write = await kept.from('news_items').insert({ title: 'Po wylogowaniu', content: 'Treść.' });
    expect(write.error).toMatchObject({ code: 'PT401', hint: 'session_ended' });
    expect(write.status).toBe(401);
    expect((await kept.from('news_items').select('id').eq('id', draft.data!.id)).data).toEqual([]);
    await newClient(target, target.serviceRoleKey).from('news_items').delete().eq('id', draft.data!.id);
  });

  test('scope local ends only this session', async () => {
    const first = await signedIn(target, account);
    const second = await signedIn(target, account);
    const firstToken = (await first.auth.getSession()).data.session!.access_token;
    const secondToken = (await second.auth.getSession()).data.session!.access_token;
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await userRaw(firstToken)).status).toBe(403);
    expect((await userRaw(secondToken)).status).toBe(200);
  });

  test('scope others ends every other session of the account', async () => {
    const keep = await signedIn(target, account);
    const other = await signedIn(target, account);
    const keepToken = (await keep.auth.getSession()).data.session!.access_token;
    const otherSession = (await other.auth.getSession()).data.session!;
    expect((await keep.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userRaw(keepToken)).status).toBe(200);
    expect((await userRaw(otherSession.access_token)).status).toBe(403);
    const refresh = await refreshRaw(otherSession.refresh_token);
    expect(refresh.status).toBe(400);
  });

  test('scope global ends every session of the account', async () => {
    const first = await signedIn(target, account);
    const second = await signedIn(target, account);
    const secondSession = (await second.auth.getSession()).data.session!;
    expect((await first.auth.signOut()).error).toBeNull();
    expect((await userRaw(secondSession.access_token)).status).toBe(403);
    expect((await refreshRaw(secondSession.refresh_token)).status).toBe(400);
  });

  test('/user without a user token is refused', async () => {
    const none = await fetch(`${target.url}/auth/v1/user`, { headers: { apikey: target.anonKey } });
    expect(none.status).toBe(401);
    const anon = await userRaw(target.anonKey);
    expect([401, 403]).toContain(anon.status);
  });
});

describe('admin user management', () => {
  test('only the service role may create accounts', async () => {
    const { error } = await newClient(target).auth.admin.createUser({
      email: 'sneaky@example.com',
      password: 'sneaky-pass-1',
    });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
  });

  test('an e-mail that already has an account is refused', async () => {
    const service = newClient(target, target.serviceRoleKey);
    const { error } = await service.auth.admin.createUser({
      email: account.email,
      password: 'another-pass-1',
      email_confirm: true,
    });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('a created account can be found and deleted', async () => {
    const service = newClient(target, target.serviceRoleKey);
    const temporary = await createAccount(target, { admin: false });
    const found = await service.auth.admin.getUserById(temporary.id);
    expect(found.data.user?.email).toBe(temporary.email);
    expect(found.data.user?.email_confirmed_at).toBeTruthy();
    const listed = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === temporary.id)).toBe(true);
    expect((await service.auth.admin.deleteUser(temporary.id)).error).toBeNull();
    expect((await service.auth.admin.getUserById(temporary.id)).error?.status).toBe(404);
    const { error } = await newClient(target).auth.signInWithPassword({
      email: temporary.email,
      password: temporary.password,
    });
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('the rest of Auth', () => {
  test('its settings: e-mail sign-in, sign-up closed; its health: GoTrue', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${target.url}/auth/v1${path}`, { headers: { apikey: target.anonKey } });
      return { status: response.status, body: await response.json() };
    };
    expect(await get('/settings')).toMatchObject({
      status: 200,
      body: { external: { email: true }, disable_signup: true },
    });
    expect(await get('/health')).toMatchObject({ status: 200, body: { name: 'GoTrue' } });
  });

  // The other endpoints answer as the tests above, mfa.test.ts and hardening.test.ts (ids badly percent-encoded) say.
  const ID = '0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61';
  test.skipIf(hosted).each([
    ['GET', '/token'],
    ['PUT', '/user'],
    ['POST', '/otp'],
    ['POST', '/recover'],
    ['GET', '/authorize'],
    ['PUT', `/admin/users/${ID}`],
    ['GET', '/factors'],
    ['PUT', `/admin/users/${ID}/factors/${ID}`],
    ['POST', `/factors/${ID}/challenge_and_verify`],
  ])('%s %s, which the local backend does not implement: 404 saying so', async (method, path) => {
    const response = await fetch(`${target.url}/auth/v1${path}`, { method, headers: { apikey: target.anonKey } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'not_found',
      msg: `${method} /auth/v1${path} is not implemented by the local backend`,
    });
  });
});
