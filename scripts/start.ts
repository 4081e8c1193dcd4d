/**
 * `npm start`: builds the whole site, starts the local Supabase-compatible backend (127.0.0.1:54321, data in
 * .data/) and serves the site on http://localhost:4321 like a production static host.
 *   PORT (default 4321), HOST (default 127.0.0.1), SKIP_BUILD=1 to serve the existing dist/,
 *   NO_BACKEND=1 when the site talks to a hosted Supabase project (PUBLIC_SUPABASE_URL at build time).
 * Backend settings (BACKEND_DATA_DIR, …) are passed through; see backend/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const root = join(import.meta.dirname, '..');

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let backend: ChildProcess | undefined;
if (!process.env.NO_BACKEND) {
  backend = spawn(process.execPath, [join(root, 'backend', 'main.ts')], { cwd: root, stdio: 'inherit' });
  backend.on('exit', (code) => {
    console.error(`Backend zakończył działanie (kod ${code}). Zatrzymuję stronę.`);
    process.exit(code ?? 1);
  });
}

const stop = () => {
  backend?.removeAllListeners('exit');
  backend?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const { url } = await startStaticServer({
  root: join(root, 'dist'),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4321),
});
console.log(`\nStrona działa: ${url.replace('127.0.0.1', 'localhost')}  (Ctrl+C kończy)`);
