// @vitest-environment node
// The administrators' maintenance scripts, run as `npm run` runs them, against a real backend:
// - `admin:create` (scripts/admin-create.ts) makes a confirmed account on the allowlist, never changes an existing
//   account's password, and says what it did in Polish;
// - `admin:reset-mfa` (scripts/admin-reset-mfa.ts), the way back in after a lost phone, removes every factor of the
//   account through the admin API and ends every session of the account (no token issued before acts any more); the
//   account's next sign-in needs only the password, and its writes pass again.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
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
  uniqueSuffix,
  type Target,
} from './harness.ts';
import { accessToken, clock, enrolAndVerify } from './two-step.ts';

let target: Target;
let service: SupabaseClient;
const tag = `scripts-${uniqueSuffix()}`;
/** Accounts `admin:create` made, deleted at the end. */
const created: string[] = [];

beforeAll(async () => {
  target = await startTarget({ clock: () => clock.now() });
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await service?.from('page_feedback').delete().eq('page', `/${tag}`);
  for (const id of created) await service?.auth.admin.deleteUser(id);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

/** Runs `scripts/<name>.ts` with `args` against this file's backend, or against `backendPort` when given. */
async function runScript(
  name: 'admin-create' | 'admin-reset-mfa',
  args: string[],
  backendPort?: number,
): Promise<{ code: number; output: string }> {
  const script = fileURLToPath(new URL(`../../scripts/${name}.ts`, import.meta.url));
  const env = { ...process.env };
  if (hosted && backendPort === undefined) {
    Object.assign(env, { SUPABASE_URL: target.url, SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey });
  } else {
    delete env.SUPABASE_URL;
    env.BACKEND_PORT = String(backendPort ?? new URL(target.url).port);
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const resetMfa = (...args: string[]) => runScript('admin-reset-mfa', args);
const adminCreate = (...args: string[]) => runScript('admin-create', args);

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('admin:create makes a confirmed administrator with a generated password, and run again changes nothing', async () => {
  const email = `nowy-${tag}@example.com`;
  const first = await adminCreate('--email', email.toUpperCase());
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain(`Utworzono potwierdzone konto ${email}.`);
  expect(first.output).toContain('Dodano konto do listy administratorów.');
  const password = /zapisz je teraz, nie będzie pokazane ponownie\):\n\n {2}(\S+)\n/.exec(first.output)?.[1];
  expect(password).toMatch(/^[\w-]{32}$/);

  const account = await newClient(target).auth.signInWithPassword({ email, password: password! });
  expect(account.error).toBeNull();
  created.push(account.data.user!.id);
  const admin = await signedIn(target, { id: account.data.user!.id, email, password: password! });
  expect((await admin.from('news_items').insert({ title: `${tag} nowy`, content: 'Treść.' })).error).toBeNull();

  const again = await adminCreate('--email', email, '--password', 'inne-haslo-dluzsze');
  expect(again.code, again.output).toBe(0);
  expect(again.output).toContain(`Konto ${email} już istnieje — jego hasło pozostaje bez zmian`);
  expect(again.output).toContain('Konto było już na liście administratorów.');
  expect(again.output).not.toContain('Hasło');
  expect((await newClient(target).auth.signInWithPassword({ email, password: password! })).error).toBeNull();
}, 60_000);

test('admin:create says what is wrong, in Polish, and makes nothing: no address, a short password, no server', async () => {
  const noAddress = await adminCreate('--email', 'nie-adres');
  expect(noAddress).toMatchObject({ code: 1 });
  expect(noAddress.output).toContain('Błąd: Podaj poprawny adres e-mail.');
  const email = `krotkie-${tag}@example.com`;
  const short = await adminCreate('--email', email, '--password', 'za-krotkie');
  expect(short).toMatchObject({ code: 1 });
  expect(short.output).toContain('Błąd: Hasło musi mieć co najmniej 12 znaków');
  const port = await closedPort();
  const noServer = await runScript('admin-create', ['--email', email], port);
  expect(noServer).toMatchObject({ code: 1 });
  expect(noServer.output).toContain(
    `Błąd: Nie można połączyć się z http://127.0.0.1:${port}. Czy backend działa (npm run backend)?`,
  );
  const users = await service.auth.admin.listUsers({ perPage: 1000 });
  expect(users.data.users.map((user) => user.email)).not.toContain(email);
}, 60_000);

test('admin:reset-mfa removes an administrator’s factors and ends every session, says so in Polish; a new password sign-in then writes', async () => {
  const account = await createAccount(target, { admin: true });
  const verified = await signedIn(target, account);
  await enrolAndVerify(verified);
  // Opened before the reset: the owner's session past the second step, and one with the password alone (someone
  // who knows the password and found the phone gone), which the database still keeps from writing.
  const ownersToken = await accessToken(verified);
  const passwordOnly = await signedIn(target, account);
  const refused = await passwordOnly.from('news_items').insert({ title: `${tag} przed`, content: 'Treść.' });
  expect(refused.error?.code).toBe('PT403');
  const passwordOnlyToken = await accessToken(passwordOnly);
  const { data: kept } = await passwordOnly.auth.getSession();
  await service.from('page_feedback').insert({ page: `/${tag}`, helpful: true });
  expect(
    (await clientWithToken(target, ownersToken).from('page_feedback').select('page').eq('page', `/${tag}`)).data,
  ).toHaveLength(1);

  const reset = await resetMfa('--email', account.email.toUpperCase());
  expect(reset.code).toBe(0);
  expect(reset.output).toContain(`Usunięto weryfikację dwuetapową konta ${account.email}`);
  expect(reset.output).toContain('Zakończono wszystkie sesje tego konta (2)');
  expect(reset.output).toContain('Zmień też hasło tego konta');
  expect((await service.auth.admin.mfa.listFactors({ userId: account.id })).data?.factors).toEqual([]);
  // Neither token, still within its hour, writes or reads what an administrator may any more.
  for (const token of [ownersToken, passwordOnlyToken]) {
    const stale = clientWithToken(target, token);
    const write = await stale.from('news_items').insert({ title: `${tag} stary token`, content: 'Treść.' });
    expect(write.error).toMatchObject({ code: 'PT401', hint: 'session_ended' });
    expect((await stale.from('page_feedback').select('page').eq('page', `/${tag}`)).data).toEqual([]);
  }
  const refreshed = await newClient(target).auth.refreshSession({ refresh_token: kept.session!.refresh_token });
  expect(refreshed.error?.code).toBe('refresh_token_not_found');
  const after = await signedIn(target, account);
  expect((await after.from('news_items').insert({ title: `${tag} po`, content: 'Treść.' })).error).toBeNull();

  const again = await resetMfa('--email', account.email);
  expect(again.code).toBe(0);
  expect(again.output).toContain('nie miało włączonej weryfikacji dwuetapowej');
  expect(again.output).toContain('Zakończono wszystkie sesje tego konta (1)');
}, 60_000);

test('only the service role may end an account’s sessions: a visitor and an administrator are refused', async () => {
  const account = await createAccount(target, { admin: true });
  const admin = await signedIn(target, account);
  const byVisitor = await newClient(target).rpc('end_sessions_of', { account: account.id });
  expect(byVisitor.error?.code).toBe('42501');
  const byAdmin = await admin.rpc('end_sessions_of', { account: account.id });
  expect(byAdmin.error?.code).toBe('42501');
  expect((await admin.from('news_items').insert({ title: `${tag} sesja trwa`, content: 'Treść.' })).error).toBeNull();
});

test('admin:reset-mfa says what is wrong, in Polish: no such account, no e-mail address, no server', async () => {
  const missing = await resetMfa('--email', `nikt-${tag}@example.com`);
  expect(missing).toMatchObject({ code: 1 });
  expect(missing.output).toContain(`Błąd: Nie ma konta nikt-${tag}@example.com.`);
  const bad = await resetMfa();
  expect(bad.code).toBe(1);
  expect(bad.output).toContain('Podaj poprawny adres e-mail.');
  const port = await closedPort();
  const noServer = await runScript('admin-reset-mfa', ['--email', `nikt-${tag}@example.com`], port);
  expect(noServer).toMatchObject({ code: 1 });
  expect(noServer.output).toContain(`Błąd: Nie można połączyć się z http://127.0.0.1:${port}.`);
}, 60_000);
