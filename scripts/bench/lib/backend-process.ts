/**
 * The local backend as its own process (`node backend/main.ts`) for the backend benchmark, and what its measures
 * share: clients as the site makes them, timed runs, percentiles, throwaway folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const mainScript = path.join(projectRoot, 'backend', 'main.ts');
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };

export interface Server {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Wall time from spawning the process to its "running" line. */
  readyMs: number;
  /** Time startBackend() itself reported. */
  startMs: number;
}

const temporaryFolders: string[] = [];
export function temporaryFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ops-bench-${name}-`));
  temporaryFolders.push(dir);
  return dir;
}

/** Removes every folder `temporaryFolder` made. */
export function removeTemporaryFolders(): void {
  for (const dir of temporaryFolders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const began = performance.now();
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API URL:\s+(\S+)/.exec(output)?.[1];
      const serviceRoleKey = /service_role key:\s+(\S+)/.exec(output)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1];
      const started = /started in ([\d.]+) s/.exec(output)?.[1];
      if (url && serviceRoleKey && anonKey && started) {
        child.stdout!.off('data', onData);
        resolve({
          child,
          url,
          anonKey,
          serviceRoleKey,
          readyMs: performance.now() - began,
          startMs: Number(started) * 1000,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}:\n${output}`)));
  });
}

export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function client(server: Server, key = server.anonKey): SupabaseClient {
  return createClient(server.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function timed(times: number, work: (i: number) => PromiseLike<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const began = performance.now();
    await work(i);
    samples.push(performance.now() - began);
  }
  return samples;
}

export function check<T extends { error: { message: string } | null }>(result: T): T {
  if (result.error) throw new Error(result.error.message);
  return result;
}
