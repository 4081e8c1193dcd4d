/**
 * The local backend as a real child process for the browser tests: started on a fresh data folder before the
 * tests, stopped and restarted by the outage test, killed afterwards. Its pid and folder live in a small state
 * file, so any test worker can reach it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const URL = 'http://127.0.0.1:54321';
const STATE_FILE = join(tmpdir(), 'ops-e2e-backend.json');

interface State {
  pid: number;
  dataDir: string;
}

const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;

async function reachable(): Promise<boolean> {
  try {
    await fetch(`${URL}/auth/v1/settings`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(up: boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await reachable()) === up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Backend on ${URL} did not ${up ? 'start' : 'stop'} within ${timeoutMs} ms`);
}

async function launch(dataDir: string): Promise<void> {
  if (await reachable()) throw new Error(`Port 54321 is already in use: stop the running backend (npm start) before the tests.`);
  const child = spawn(process.execPath, [join(root, 'backend', 'main.ts')], {
    cwd: root,
    env: { ...process.env, BACKEND_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  child.unref();
  writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid!, dataDir } satisfies State));
  await waitFor(true);
}

export async function startBackendForTests(): Promise<void> {
  await launch(mkdtempSync(join(tmpdir(), 'ops-e2e-data-')));
}

export async function stopBackend(): Promise<void> {
  try {
    process.kill(readState().pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await waitFor(false);
}

export async function restartBackend(): Promise<void> {
  await launch(readState().dataDir);
}
