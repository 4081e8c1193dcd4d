// @vitest-environment node
// Checks of the local server itself: they start, stop and kill server processes or depend on its
// configuration, so they are excluded when the suite runs against a hosted project.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { startBackend, type RunningBackend } from '../../backend/server.ts';
import { DEMO_JWT_SECRET } from '../../backend/jwt.ts';
import { KEEP_ALIVE_SECONDS } from '../../src/util/keep-alive.ts';
import { keepAliveHeader } from '../../scripts/lib/keep-alive-header.ts';
import {
  disposeClients,
  hosted,
  localOptions,
  newClient,
  polishDate,
  serverErrors,
  temporaryDataDir,
  uniqueSuffix,
} from './harness.ts';

const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const CLI_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const mainScript = fileURLToPath(new URL('../../backend/main.ts', import.meta.url));

const running: RunningBackend[] = [];
const children: ChildProcess[] = [];
const folders: string[] = [];

function folder(): string {
  const dir = temporaryDataDir();
  folders.push(dir);
  return dir;
}

async function start(dataDir = folder(), extra: Parameters<typeof localOptions>[1] = {}): Promise<RunningBackend> {
  const backend = await startBackend(localOptions(dataDir, extra));
  running.push(backend);
  return backend;
}

/**
 * One server with the default configuration for the tests that only read from it (each start costs about two
 * processor seconds); its folder outlives the other tests' clean-up.
 */
let readOnly: { backend: Promise<RunningBackend>; dataDir: string } | undefined;
function readOnlyBackend(): Promise<RunningBackend> {
  if (!readOnly) {
    const dataDir = temporaryDataDir();
    readOnly = { backend: startBackend(localOptions(dataDir)), dataDir };
  }
  return readOnly.backend;
}

/** Starts `node backend/main.ts` as a child process and resolves with its URL once it listens. */
function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API URL:\s+(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code}: ${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function insertNews(url: string, title: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/news_items`, {
    method: 'POST',
    headers: {
      apikey: CLI_ANON_KEY,
      Authorization: `Bearer ${CLI_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ title, content: 'Treść', date: polishDate() }),
  });
  return response.status;
}

/** A visitor's 'Tak' for `page`, as the page sends it; the answer's status. */
async function answer(url: string, page: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/page_feedback`, {
    method: 'POST',
    headers: { apikey: CLI_ANON_KEY, Authorization: `Bearer ${CLI_ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ page, helpful: true }),
  });
  return response.status;
}

async function titles(backend: RunningBackend, title: string): Promise<string[]> {
  const { data, error } = await newClient(backend).from('news_items').select('title').eq('title', title);
  if (error) throw new Error(error.message);
  return data.map((row) => row.title as string);
}

afterEach(async () => {
  await disposeClients();
  for (const backend of running.splice(0)) await backend.close();
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  }
  // A test's data folders (41 MB each) go as soon as its servers stop. Removing the whole file's at the end, in one
  // synchronous hook, once outlasted the hook's 10 s on a loaded CI machine.
  await Promise.all(folders.splice(0).map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
});

afterAll(async () => {
  if (readOnly) {
    await (await readOnly.backend).close();
    await fs.promises.rm(readOnly.dataDir, { recursive: true, force: true });
  }
  expect(serverErrors).toEqual([]);
});

describe.skipIf(hosted)('local server: keys and configuration', () => {
  test('default keys are the Supabase CLI’s well-known demo keys', async () => {
    const backend = await readOnlyBackend();
    expect(backend.anonKey).toBe(CLI_ANON_KEY);
    expect(backend.serviceRoleKey).toBe(CLI_SERVICE_ROLE_KEY);
  });

  test('the demo secret is refused on a non-loopback interface', async () => {
    await expect(startBackend({ ...localOptions(folder()), host: '0.0.0.0' })).rejects.toThrow(/Refusing/);
    await expect(
      startBackend({ ...localOptions(folder()), host: '0.0.0.0', jwtSecret: DEMO_JWT_SECRET }),
    ).rejects.toThrow(/demo JWT secret/);
  });

  test('a custom secret mints its own keys and the demo keys stop working', async () => {
    const backend = await start(folder(), { jwtSecret: `custom-${'s'.repeat(40)}` });
    expect(backend.anonKey).not.toBe(CLI_ANON_KEY);
    expect((await newClient(backend).from('news_items').select('id').limit(1)).error).toBeNull();
    const demo = await fetch(`${backend.url}/rest/v1/news_items`, { headers: { apikey: CLI_ANON_KEY } });
    expect(demo.status).toBe(401);
  });

  test('keys that do not match the secret are refused at start', async () => {
    await expect(
      startBackend({ ...localOptions(folder()), jwtSecret: `other-${'x'.repeat(40)}`, anonKey: CLI_ANON_KEY }),
    ).rejects.toThrow(/ANON_KEY/);
  });

  test('CORS answers the site’s origins and nobody else', async () => {
    const backend = await readOnlyBackend();
    const preflight = await fetch(`${backend.url}/rest/v1/news_items`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    const read = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey, Origin: 'http://127.0.0.1:4321' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(read.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    const stranger = await fetch(`${backend.url}/rest/v1/news_items`, {
      headers: { apikey: backend.anonKey, Origin: 'http://evil.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.skipIf(hosted)('local server: connections', () => {
  test(`an idle connection is kept ${KEEP_ALIVE_SECONDS} s, as the answer says, not Node's 5`, async () => {
    const backend = await readOnlyBackend();
    expect(await keepAliveHeader(`${backend.url}/rest/v1/`, { apikey: backend.anonKey })).toBe(
      `timeout=${KEEP_ALIVE_SECONDS}`,
    );
  });
});

describe.skipIf(hosted)('local server: seed', () => {
  test('a new database holds the demo administrator and the demo content', async () => {
    const backend = await readOnlyBackend();
    expect(backend.databaseOrigin).not.toBe('existing');
    expect(backend.demoAdmin).toEqual({ email: 'admin@example.com', password: 'admin-demo-2026' });
    const client = newClient(backend);
    const signIn = await client.auth.signInWithPassword(backend.demoAdmin!);
    expect(signIn.error).toBeNull();
    expect((await client.from('admins').select('user_id')).data).toEqual([{ user_id: signIn.data.user!.id }]);

    const news = (await client.from('news_items').select('*').order('created_at', { ascending: false })).data!;
    expect(news.length).toBeGreaterThanOrEqual(5);
    expect(news.filter((item) => item.image)).toEqual([
      expect.objectContaining({ image: 'http://localhost:4321/images/aktualnosci/klub-seniora.svg' }),
    ]);
    expect(news.some((item) => (item.content as string).split('\n\n').length >= 4)).toBe(true);
    expect(new Set(news.map((item) => item.created_at)).size).toBe(news.length);

    const assets = (await client.from('assets').select('url, category')).data!;
    for (const category of ['general', 'programs', 'rodo']) {
      expect(assets.filter((asset) => asset.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(assets).toContainEqual({ url: 'http://localhost:4321/documents/harmonogram_kasa.pdf', category: 'general' });
    expect(assets).toContainEqual({
      url: 'http://localhost:4321/documents/RODO/klauzula_pomoc_spoleczna.pdf',
      category: 'rodo',
    });
  });
});

describe.skipIf(hosted)('local server: password sign-in rate limit', () => {
  test('10 failures per e-mail, 30 per address; the refresh grant is never limited', async () => {
    const backend = await start();
    const service = newClient(backend, backend.serviceRoleKey);
    const email = `limited-${uniqueSuffix()}@example.com`;
    await service.auth.admin.createUser({ email, password: 'right-password-1', email_confirm: true });
    const otherEmail = `other-${uniqueSuffix()}@example.com`;
    await service.auth.admin.createUser({ email: otherEmail, password: 'right-password-2', email_confirm: true });
    const signedIn = newClient(backend);
    const session = (await signedIn.auth.signInWithPassword({ email: otherEmail, password: 'right-password-2' })).data
      .session!;

    const attempt = (who: string, password: string) =>
      newClient(backend).auth.signInWithPassword({ email: who, password });
    for (let i = 0; i < 10; i++) expect((await attempt(email, `wrong-${i}`)).error?.code).toBe('invalid_credentials');
    const limited = await attempt(email, 'wrong-again');
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await attempt(email, 'right-password-1')).error?.status).toBe(429);
    expect((await attempt(otherEmail, 'right-password-2')).error).toBeNull();

    for (let i = 0; i < 20; i++) expect((await attempt(`ghost-${i}@example.com`, 'nope-nope')).error?.status).toBe(400);
    expect((await attempt(otherEmail, 'right-password-2')).error?.status).toBe(429);

    const refreshed = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
  }, 30_000);
});

describe.skipIf(hosted)('local server: durability and the data-folder lock', () => {
  test('committed data survives a restart', async () => {
    const dir = folder();
    const first = await start(dir);
    const title = `restart-${uniqueSuffix()}`;
    expect(await insertNews(first.url, title)).toBe(201);
    await first.close();
    const second = await start(dir);
    expect(second.databaseOrigin).toBe('existing');
    expect(await titles(second, title)).toEqual([title]);
  });

  test('a second server on the same folder is refused with a clear message', async () => {
    const dir = folder();
    await start(dir);
    await expect(startBackend(localOptions(dir))).rejects.toThrow(/already used by a running backend/);
    const child = spawn(process.execPath, [mainScript], {
      env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(output).toMatch(/already used by a running backend \(process \d+\)/);
  }, 30_000);

  test('a write committed just before kill -9 is there after the next start, and so is every answer of a burst', async () => {
    const dir = folder();
    const { child, url } = await startChild(dir);
    const title = `kill-9-${uniqueSuffix()}`;
    expect(await insertNews(url, title)).toBe(201);
    // A visitor's burst, killed in its middle (at its third answer): no answer acknowledged may be lost. One
    // whose acknowledgement the kill cut off may be stored or not.
    const page = `/kill-${uniqueSuffix()}`;
    let acknowledged = 0;
    const burst = Array.from({ length: 14 }, () =>
      answer(url, page).then(
        (status) => {
          if (status === 201 && ++acknowledged === 3) child.kill('SIGKILL');
          return status;
        },
        () => 0,
      ),
    );
    const accepted = (await Promise.all(burst)).filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(3);
    child.kill('SIGKILL');
    await exited(child);
    expect(fs.existsSync(`${dir}/backend.lock`)).toBe(true);
    const next = await start(dir);
    expect(await titles(next, title)).toEqual([title]);
    const stored = await newClient(next, next.serviceRoleKey)
      .from('page_feedback')
      .select('id', { count: 'exact', head: true })
      .eq('page', page);
    expect(stored.count).toBeGreaterThanOrEqual(accepted);
  }, 30_000);

  test('an upload acknowledged just before kill -9 is served after the next start', async () => {
    const dir = folder();
    const { child, url } = await startChild(dir);
    const body = Buffer.from(`%PDF-1.7\nkill-9-${uniqueSuffix()}\n%%EOF\n`);
    const response = await fetch(`${url}/storage/v1/object/documents/po-awarii.pdf`, {
      method: 'POST',
      headers: {
        apikey: CLI_ANON_KEY,
        Authorization: `Bearer ${CLI_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/pdf',
      },
      body,
    });
    expect(response.status).toBe(200);
    child.kill('SIGKILL');
    await exited(child);
    const next = await start(dir);
    const served = await fetch(`${next.url}/storage/v1/object/public/documents/po-awarii.pdf`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
  }, 30_000);

  test('an upload cut off by kill -9 leaves no object and no bytes behind', async () => {
    const dir = folder();
    const { child, url } = await startChild(dir);
    const request = http.request(`${url}/storage/v1/object/documents/przerwany.pdf`, {
      method: 'POST',
      headers: {
        apikey: CLI_ANON_KEY,
        Authorization: `Bearer ${CLI_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/pdf',
        'Content-Length': String(2 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    request.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024)]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    await exited(child);
    request.destroy();
    const next = await start(dir);
    expect((await fetch(`${next.url}/storage/v1/object/public/documents/przerwany.pdf`)).status).toBe(404);
    const { data } = await newClient(next, next.serviceRoleKey).storage.from('documents').list();
    expect(data).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'storage', 'objects'))).toEqual([]);
  }, 30_000);

  test('SIGTERM stops the command-line server cleanly and releases the folder', async () => {
    const dir = folder();
    const { child, output } = await startChild(dir);
    expect(output()).toContain('Demo admin:       admin@example.com / admin-demo-2026');
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(fs.existsSync(`${dir}/backend.lock`)).toBe(false);
  }, 30_000);
});
