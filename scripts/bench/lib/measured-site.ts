/**
 * The built site as a visitor meets it, for the benchmarks: dist/ served on the port the build's backend settings
 * (CORS) expect, and the local backend on a temporary database, so the live lists read and follow it as they do
 * in production. A site or backend already running on those ports (e.g. `npm start`) is used instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type RunningBackend } from '../../../backend/server.ts';
import { startStaticServer } from '../../lib/static-server.ts';
import { siteDir } from '../../lib/centre.ts';

export const SITE_PORT = 4321;
const BACKEND_PORT = 54321;

const inUse = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || String(error).includes('EADDRINUSE');

export interface MeasuredSite {
  base: string;
  close(): Promise<void>;
}

export async function startMeasuredSite(): Promise<MeasuredSite> {
  let site: Awaited<ReturnType<typeof startStaticServer>>['server'] | undefined;
  try {
    site = (await startStaticServer({ root: siteDir, port: SITE_PORT })).server;
  } catch (error) {
    if (!inUse(error)) throw error;
    console.log(`Port ${SITE_PORT} jest zajęty: mierzę stronę, którą już serwuje (np. npm start).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-bench-'));
  let backend: RunningBackend | undefined;
  try {
    backend = await startBackend({ port: BACKEND_PORT, dataDir });
  } catch (error) {
    if (!inUse(error)) throw error;
    console.log(`Port ${BACKEND_PORT} jest zajęty: używam działającego backendu.`);
  }
  return {
    base: `http://localhost:${SITE_PORT}`,
    async close() {
      await backend?.close();
      site?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
