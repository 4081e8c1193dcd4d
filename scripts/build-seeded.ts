/**
 * `npm run build:seeded`: builds the site while a throwaway local backend with the demo data (supabase/seed.sql)
 * answers on 127.0.0.1:54321, so the news and files of the seed are in the pages. `npm test` builds this way:
 * the browser tests then run against another fresh database with the same rows.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../backend/server.ts';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../src/api/local-backend.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ops-build-'));
let status: number;
try {
  const backend = await startBackend({ port: 54321, dataDir }).catch((error: unknown) => {
    throw new Error(
      `Nie mogę uruchomić backendu na porcie 54321 (${error instanceof Error ? error.message : error}). ` +
        'Zatrzymaj npm start i spróbuj ponownie.',
    );
  });
  try {
    // Not spawnSync: the backend answers the build from this very process.
    // Demo data and the centre's example contact details: a build to look at and test, not to publish. It names
    // the backend it started (unless the environment names one, as before), so it has no fallback to announce.
    const build = spawn('npm', ['run', 'build'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: 'inherit',
      env: {
        PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL,
        PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
        ...process.env,
        PLACEHOLDERS_ALLOWED: '1',
      },
    });
    status = await new Promise<number>((resolve) => build.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await backend.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
