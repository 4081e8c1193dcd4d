/**
 * `npm start`: builds the whole site and serves it on http://localhost:4321 like a production static host.
 *   PORT (default 4321), HOST (default 127.0.0.1), SKIP_BUILD=1 to serve the existing dist/.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const root = join(import.meta.dirname, '..');

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { url } = await startStaticServer({
  root: join(root, 'dist'),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4321),
});
console.log(`\nStrona działa: ${url.replace('127.0.0.1', 'localhost')}  (Ctrl+C kończy)`);
