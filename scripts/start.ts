/**
 * `npm start`: starts the local Supabase-compatible backend (127.0.0.1:54321, data in .data/), builds the whole
 * site with the news and files it holds, and serves the site on http://localhost:4321 like a production static
 * host. `CENTRE=<id>` does it for another centre of centres/: its data in .data/<id>/, its build in dist-<id>/.
 *   PORT (default 4321), HOST (default 127.0.0.1), SKIP_BUILD=1 to serve the existing dist/,
 *   NO_BACKEND=1 when the site talks to a hosted Supabase project (PUBLIC_SUPABASE_URL at build time).
 * Backend settings (BACKEND_DATA_DIR, …) are passed through; see backend/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterBackendDied } from './lib/restart-policy.ts';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../src/api/local-backend.ts';
import { startStaticServer } from './lib/static-server.ts';
import { backendDataDir, siteDir } from './lib/centre.ts';

const root = join(import.meta.dirname, '..');
/** How long the backend gets to close its database after Ctrl+C before it is told again. */
const STOP_GRACE_MS = 5000;

let backend: ChildProcess | undefined;
let restartTimer: NodeJS.Timeout | undefined;
let quickFailures = 0;
let stopping = false;

function runBackend(): void {
  const startedAt = Date.now();
  // Each centre's news, files and accounts in a folder of its own, unless BACKEND_DATA_DIR names one.
  const child = spawn(process.execPath, [join(root, 'backend', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { BACKEND_DATA_DIR: backendDataDir, ...process.env },
  });
  backend = child;
  child.on('exit', (code, signal) => {
    backend = undefined;
    if (stopping) return;
    // The backend exits with 0 only when it was asked to stop (a signal to it alone): the site stops with it.
    if (code === 0) {
      console.error('Backend został zatrzymany. Zatrzymuję stronę.');
      process.exit(0);
    }
    const how = signal ? `sygnał ${signal}` : `kod ${code}`;
    const decision = afterBackendDied(Date.now() - startedAt, quickFailures);
    quickFailures = decision.quickFailures;
    if (!decision.restart) {
      console.error(
        `Backend przestał działać (${how}) ${quickFailures} razy z rzędu zaraz po uruchomieniu. ` +
          'Nie uruchamiam go ponownie i zatrzymuję stronę: przyczynę podają komunikaty powyżej.',
      );
      process.exit(1);
    }
    const pause = (decision.delayMs / 1000).toLocaleString('pl-PL');
    console.error(`Backend przestał działać (${how}). Uruchamiam go ponownie za ${pause} s…`);
    restartTimer = setTimeout(runBackend, decision.delayMs);
  });
}

function stop(signal: NodeJS.Signals): void {
  if (stopping) process.exit(1);
  stopping = true;
  clearTimeout(restartTimer);
  const running = backend;
  if (!running) process.exit(0);
  running.once('exit', () => process.exit(0));
  // Ctrl+C in a terminal reaches the backend as well (one process group): a second signal would cut its clean
  // stop short. Other signals are passed on, and a backend still running after the grace period is told again.
  if (signal !== 'SIGINT') running.kill('SIGTERM');
  setTimeout(() => running.kill('SIGTERM'), STOP_GRACE_MS).unref();
}

/** Waits until the backend answers, so the build can read the news and files from it. */
async function backendAnswers(timeoutMs = 60_000): Promise<boolean> {
  const url = `http://127.0.0.1:${process.env.BACKEND_PORT || 54321}/auth/v1/settings`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
        () => true,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

if (!process.env.NO_BACKEND) runBackend();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (!process.env.SKIP_BUILD) {
  if (!process.env.NO_BACKEND && !(await backendAnswers())) {
    console.error('Backend nie odpowiada: buduję stronę bez aktualności i plików w HTML.');
  }
  // A local preview: the centre's example contact details may still be there (`PRZYKŁAD …` in its centre.yaml).
  // It names the backend it started; with NO_BACKEND the environment names a hosted project.
  const local = process.env.NO_BACKEND
    ? {}
    : { PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL, PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { PLACEHOLDERS_ALLOWED: '1', ...local, ...process.env },
  });
  if (build.status !== 0) {
    stopping = true;
    backend?.kill('SIGTERM');
    process.exit(build.status ?? 1);
  }
}

const { url } = await startStaticServer({
  root: siteDir,
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4321),
});
console.log(`\nStrona działa: ${url.replace('127.0.0.1', 'localhost')}  (Ctrl+C kończy)`);
