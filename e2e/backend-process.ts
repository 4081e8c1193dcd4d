/**
 * The local backend as a real child process for the browser tests: started on a fresh data folder before the
 * tests, stopped and restarted by the outage test, stopped afterwards. Each run keeps the backend's pid and data
 * folder in a folder of its own, made by global setup and handed to the test workers in OPS_E2E_RUN_DIR, so two
 * runs on one machine never read, stop or restart each other's backend. The ports stay fixed (the build wrote
 * the backend's address into the site), so two runs still cannot run at once in one network namespace.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive } from '../backend/lock.ts';
import { SERVICE_ROLE_KEY } from './live/backend.ts';

const root = join(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const PORT = 54321;
const URL = `http://${HOST}:${PORT}`;
const RUN_DIR = 'OPS_E2E_RUN_DIR';
const TIMEOUT_MS = 60_000;

interface State {
  pid: number;
  dataDir: string;
}

function runDir(): string | undefined {
  return process.env[RUN_DIR];
}

function stateFile(): string {
  const dir = runDir();
  if (!dir) throw new Error(`${RUN_DIR} is not set: the backend for the tests is started by e2e/global-setup.ts.`);
  return join(dir, 'backend.json');
}

function readState(): State | undefined {
  const file = stateFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as State) : undefined;
}

/** Whether anything accepts connections on the port (any program, not only a backend). */
function portTaken(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const answer = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

async function reachable(): Promise<boolean> {
  try {
    await fetch(`${URL}/auth/v1/settings`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

async function waitUntilServing(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The backend for the tests stopped before it answered on ${URL}; its error is above.`);
    }
    if (await reachable()) return;
    await pause();
  }
  throw new Error(`The backend for the tests did not answer on ${URL} within ${TIMEOUT_MS} ms.`);
}

async function launch(dataDir: string): Promise<void> {
  if (await portTaken(HOST, PORT)) {
    throw new Error(
      `Port ${PORT} (the backend for the tests) is already taken on ${HOST}, probably by npm start, ` +
        'npm run backend, npm run build:seeded or a test run from another checkout. Stop that program and run ' +
        `the tests again. Two test runs on one machine share the ports 4321 and ${PORT}: run them one after the ` +
        'other, or each in its own network namespace (unshare -n).',
    );
  }
  const child = spawn(process.execPath, [join(root, 'backend', 'main.ts')], {
    cwd: root,
    // Every browser of the run writes from one address: the searches that found nothing in the site's tests would
    // use up a visitor's ten writes a minute before the feedback tests run (the limit has a contract test). The
    // work due at a time runs every 2 s, not 10: the tests of scheduled items wait for it. For the same reason
    // the wrong two-step codes are limited per account alone (five a minute, which a test reaches), not per address.
    env: {
      ...process.env,
      BACKEND_DATA_DIR: dataDir,
      VISITOR_WRITES_PER_MINUTE: '1000',
      MFA_RATE_LIMIT_ADDRESS: '1000',
      DUE_WORK_INTERVAL_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  child.unref();
  writeFileSync(stateFile(), JSON.stringify({ pid: child.pid!, dataDir } satisfies State));
  await waitUntilServing(child);
}

/**
 * The database's own limits per sending address (public.visitor_limits) raised for the run, for the reason the
 * backend's is (every browser writes from one address); the day's caps stay. Kept in the data folder, so a restart
 * keeps them.
 */
async function raiseVisitorLimits(): Promise<void> {
  const response = await fetch(`${URL}/rest/v1/visitor_limits?singleton=eq.true`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ writes_per_minute: 100_000, writes_per_day: 100_000 }),
  });
  if (!response.ok)
    throw new Error(`The visitors' limits were not raised: ${response.status} ${await response.text()}`);
}

/** Global setup: a folder for this run, then its backend on a new database with the demo data. */
export async function startBackendForTests(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
  process.env[RUN_DIR] = dir;
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  await launch(dataDir);
  await raiseVisitorLimits();
}

/**
 * Stops this run's backend, if it runs, and waits until it has released its data folder (its last step), so a
 * restart can take the folder. A process that has ended counts as stopped even if nobody has reaped it yet.
 */
export async function stopBackend(): Promise<void> {
  const state = readState();
  if (!state || !processAlive(state.pid)) return;
  process.kill(state.pid, 'SIGTERM');
  const lock = join(state.dataDir, 'backend.lock');
  const deadline = Date.now() + TIMEOUT_MS;
  while (processAlive(state.pid) && existsSync(lock)) {
    if (Date.now() > deadline) throw new Error(`The backend for the tests (pid ${state.pid}) did not stop.`);
    await pause();
  }
}

/** Starts this run's backend again on the same database. */
export async function restartBackend(): Promise<void> {
  const state = readState();
  if (!state) throw new Error('The backend for the tests was never started, so it cannot be restarted.');
  await launch(state.dataDir);
}

/** Global teardown: stops the backend and removes the run's folder with its database. */
export async function endRun(): Promise<void> {
  const dir = runDir();
  if (!dir) return;
  await stopBackend();
  rmSync(dir, { recursive: true, force: true });
}
