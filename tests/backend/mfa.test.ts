// @vitest-environment node
// The two-step sign-in (TOTP factors) as the unmodified supabase-js calls it and as hosted Supabase Auth answers:
// enrol, challenge, verify, the session's aal and amr, refresh, unenrol, the admin API. The checks of the local
// server's limits (wrong codes, expiry, a code used twice, a kill between challenge and verify) run locally only:
// hosted Supabase limits verifications per address only and may accept a code twice within its time step.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../backend/server.ts';
import {
  createAccount,
  deleteAccounts,
  disposeClients,
  hosted,
  localOptions,
  newClient,
  serverErrors,
  signedIn,
  startTarget,
  temporaryDataDir,
  type Account,
  type Target,
} from './harness.ts';
import {
  accessToken,
  challengeAndAnswer,
  claimsOf,
  clock,
  currentCode,
  enrol,
  enrolAndVerify,
  fetchFrom,
  nextCode,
} from './two-step.ts';

let target: Target;
let service: SupabaseClient;

beforeAll(async () => {
  target = await startTarget({ clock: () => clock.now() });
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('enrolling and verifying a TOTP factor', () => {
  test('enrol answers the secret, the otpauth address and the QR code as SVG; the factor waits unverified', async () => {
    const account = await createAccount(target, { admin: true });
    const client = await signedIn(target, account);
    const factor = await enrol(client, 'Telefon');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Telefon' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,(<\?xml[^>]*>\s*)?<svg[\s\S]*<\/svg>\s*$/);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toMatchObject([{ id: factor.id, status: 'unverified', factor_type: 'totp' }]);
    expect(listed.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  test('the right code verifies the factor and lifts the session to aal2 with the TOTP method', async () => {
    const account = await createAccount(target, { admin: true });
    const client = await signedIn(target, account);
    const factor = await enrol(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Math.floor(clock.now() / 1000) + 290);
    const code = currentCode(factor.totp.secret);
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const claims = claimsOf(await accessToken(client));
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toMatchObject([{ id: factor.id, status: 'verified' }]);
  });

  test('the next sign-in is at aal1 until a code; a wrong code is refused', async () => {
    const account = await createAccount(target, { admin: true });
    const { secret, factorId } = await enrolAndVerify(await signedIn(target, account));
    const client = await signedIn(target, account);
    expect(claimsOf(await accessToken(client)).aal).toBe('aal1');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const code = await nextCode(secret);
    const wrong = await challengeAndAnswer(client, factorId, wrongCode(code));
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(claimsOf(await accessToken(client)).aal).toBe('aal1');
    const right = await challengeAndAnswer(client, factorId, code);
    expect(right.error).toBeNull();
    expect(claimsOf(await accessToken(client)).aal).toBe('aal2');
  });

  test('a refreshed session keeps aal2 and the TOTP method', async () => {
    const account = await createAccount(target, { admin: true });
    const client = await signedIn(target, account);
    await enrolAndVerify(client);
    const before = claimsOf(await accessToken(client));
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const after = claimsOf(refreshed.data.session!.access_token);
    expect(after).toMatchObject({ aal: 'aal2', session_id: before.session_id });
    expect((after.amr as { method: string }[]).map((entry) => entry.method)).toContain('totp');
  });
});

describe('removing a factor', () => {
  test('needs aal2: an aal1 session cannot switch the second step off; at aal2 the session falls to aal1', async () => {
    const account = await createAccount(target, { admin: true });
    const { factorId, secret } = await enrolAndVerify(await signedIn(target, account));
    const client = await signedIn(target, account);
    const refused = await client.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect((await service.auth.admin.mfa.listFactors({ userId: account.id })).data?.factors).toHaveLength(1);
    expect((await challengeAndAnswer(client, factorId, await nextCode(secret))).error).toBeNull();
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  test('the admin API lists and deletes a user’s factors, with the service role only', async () => {
    const account: Account = await createAccount(target, { admin: true });
    const client = await signedIn(target, account);
    const { factorId } = await enrolAndVerify(client);
    const listed = await service.auth.admin.mfa.listFactors({ userId: account.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toMatchObject([{ id: factorId, status: 'verified', factor_type: 'totp' }]);
    expect(JSON.stringify(listed.data)).not.toContain('secret');
    const byUser = await client.auth.admin.mfa.deleteFactor({ userId: account.id, id: factorId });
    expect(byUser.error?.status).toBe(403);
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId: account.id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js 2.119 wraps the deleted factor once more: { data: { data: factor, error: null } }.
    expect(JSON.stringify(deleted.data)).toContain(factorId);
    expect((await service.auth.admin.mfa.listFactors({ userId: account.id })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
  });
});

describe.skipIf(hosted)('the local server’s limits', () => {
  test('a challenge expires after five minutes', async () => {
    const client = await signedIn(target, await createAccount(target, { admin: true }));
    const factor = await enrol(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    clock.advance(300_000 + 1000);
    const code = currentCode(factor.totp.secret);
    const late = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect((await challengeAndAnswer(client, factor.id, code)).error).toBeNull();
  });

  test('a code is accepted once, even for a new challenge or another session', async () => {
    const account = await createAccount(target, { admin: true });
    // The code that verified the factor, not the current one: a new 30-s step may have begun since.
    const { factorId, code: used } = await enrolAndVerify(await signedIn(target, account));
    const again = await challengeAndAnswer(await signedIn(target, account), factorId, used);
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });

  test('five wrong codes a minute per account, from any address; then 429 even for the right code', async () => {
    const account = await createAccount(target, { admin: true });
    const { factorId, secret } = await enrolAndVerify(await signedIn(target, account));
    const here = await signedIn(target, account);
    const elsewhere = createClient(target.url, target.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFrom('127.0.0.7') },
    });
    await elsewhere.auth.signInWithPassword({ email: account.email, password: account.password });
    const code = await nextCode(secret);
    for (const client of [here, here, here, elsewhere, elsewhere]) {
      expect((await challengeAndAnswer(client, factorId, wrongCode(code))).error?.status).toBe(422);
    }
    const limited = await challengeAndAnswer(elsewhere, factorId, code);
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await challengeAndAnswer(here, factorId, code)).error?.status).toBe(429);
    clock.advance(61_000);
    expect((await challengeAndAnswer(here, factorId, currentCode(secret))).error).toBeNull();
  });

  test('five wrong codes a minute per address, for any accounts', async () => {
    const clients: SupabaseClient[] = [];
    const factors: { factorId: string; secret: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const account = await createAccount(target, { admin: true });
      factors.push(await enrolAndVerify(await signedIn(target, account)));
      const client = createClient(target.url, target.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fetchFrom('127.0.0.8') },
      });
      await client.auth.signInWithPassword({ email: account.email, password: account.password });
      clients.push(client);
    }
    const [first, second] = clients as [SupabaseClient, SupabaseClient];
    const [one, two] = factors as [(typeof factors)[0], (typeof factors)[0]];
    const code = await nextCode(two.secret);
    for (const client of [first, first, first]) {
      expect((await challengeAndAnswer(client, one.factorId, '000000')).error?.status).toBe(422);
    }
    for (const client of [second, second]) {
      expect((await challengeAndAnswer(client, two.factorId, wrongCode(code))).error?.status).toBe(422);
    }
    expect((await challengeAndAnswer(second, two.factorId, code)).error?.status).toBe(429);
    clock.advance(61_000);
    expect((await challengeAndAnswer(second, two.factorId, currentCode(two.secret))).error).toBeNull();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startChild(dataDir: string, port: number): Promise<ChildProcess> {
  const mainScript = fileURLToPath(new URL('../../backend/main.ts', import.meta.url));
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API URL:')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the backend exited with ${code}: ${output}`)));
  });
}

describe.skipIf(hosted)('durability', () => {
  test('a challenge made before kill -9 is verified after the next start', async () => {
    const dataDir = temporaryDataDir();
    const port = await freePort();
    const child = await startChild(dataDir, port);
    const url = `http://127.0.0.1:${port}`;
    const local = { url, anonKey: target.anonKey };
    const admin = newClient(local, target.serviceRoleKey);
    const email = `contract-kill-${port}@example.com`;
    const password = 'haslo-po-awarii-2026';
    expect((await admin.auth.admin.createUser({ email, password, email_confirm: true })).error).toBeNull();
    const client = newClient(local);
    await client.auth.signInWithPassword({ email, password });
    const factor = await enrol(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const next = await startBackend(localOptions(dataDir, { port }));
    try {
      const code = totpNow(factor.totp.secret);
      const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
      expect(verified.error).toBeNull();
      expect(claimsOf(await accessToken(client)).aal).toBe('aal2');
    } finally {
      await disposeClients();
      await next.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The child process keeps the real time, not the tests' clock. */
function totpNow(secret: string): string {
  const saved = clock.offsetMs;
  clock.offsetMs = 0;
  try {
    return currentCode(secret);
  } finally {
    clock.offsetMs = saved;
  }
}
