// @vitest-environment node
// `npm run admin:reset-mfa -- --email …` (scripts/admin-reset-mfa.ts): the way back in after a lost phone removes
// every factor of the account through the admin API and says so in Polish; the account's next sign-in needs only the
// password, and its writes pass again.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
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
import { clock, enrolAndVerify } from './two-step.ts';

const script = fileURLToPath(new URL('../../scripts/admin-reset-mfa.ts', import.meta.url));
let target: Target;
let service: SupabaseClient;
const tag = `reset-${uniqueSuffix()}`;

beforeAll(async () => {
  target = await startTarget({ clock: () => clock.now() });
  service = newClient(target, target.serviceRoleKey);
}, 60_000);

afterAll(async () => {
  await service?.from('news_items').delete().like('title', `${tag}%`);
  await deleteAccounts();
  await disposeClients();
  await target?.stop();
  expect(serverErrors).toEqual([]);
});

async function resetMfa(...args: string[]): Promise<{ code: number; output: string }> {
  const env = { ...process.env };
  if (hosted) Object.assign(env, { SUPABASE_URL: target.url, SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey });
  else {
    delete env.SUPABASE_URL;
    env.BACKEND_PORT = new URL(target.url).port;
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test('removes an administrator’s factors and says so in Polish; the password alone then writes again', async () => {
  const account = await createAccount(target, { admin: true });
  await enrolAndVerify(await signedIn(target, account));
  const before = await signedIn(target, account);
  const refused = await before.from('news_items').insert({ title: `${tag} przed`, content: 'Treść.' });
  expect(refused.error?.code).toBe('PT403');

  const reset = await resetMfa('--email', account.email.toUpperCase());
  expect(reset.code).toBe(0);
  expect(reset.output).toContain(`Usunięto weryfikację dwuetapową konta ${account.email}`);
  expect((await service.auth.admin.mfa.listFactors({ userId: account.id })).data?.factors).toEqual([]);
  const after = await signedIn(target, account);
  expect((await after.from('news_items').insert({ title: `${tag} po`, content: 'Treść.' })).error).toBeNull();

  const again = await resetMfa('--email', account.email);
  expect(again.code).toBe(0);
  expect(again.output).toContain('nie ma włączonej weryfikacji dwuetapowej');
}, 60_000);

test('says what is wrong, in Polish: no such account, no e-mail address', async () => {
  const missing = await resetMfa('--email', `nikt-${tag}@example.com`);
  expect(missing).toMatchObject({ code: 1 });
  expect(missing.output).toContain(`Błąd: Nie ma konta nikt-${tag}@example.com.`);
  const bad = await resetMfa();
  expect(bad.code).toBe(1);
  expect(bad.output).toContain('Podaj poprawny adres e-mail.');
}, 60_000);
