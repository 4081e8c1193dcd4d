import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The project's root, and Astro's command line in it, for tests that run real builds. */
export const projectRoot = join(import.meta.dirname, '..', '..');
export const astroCli = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');

/**
 * Runs a command and collects everything it prints, without colours, for the test's assertions and its failure
 * message. Asynchronous, so a backend running in the test's own process can answer it.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number | null; output: string }> {
  // Vitest sets NODE_ENV=test; a build that inherited it would bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0', ...options.env };
  const child = spawn(command, args, { cwd: options.cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
