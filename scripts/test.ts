/**
 * `npm test`: every check, as CI runs it. Lint, the unit tests and the seeded build share nothing, so they run at
 * once (each one's output is printed whole when it ends); the type check follows the build, which writes the same
 * Astro work files (.astro), while the unit tests still run. The browser tests then run against that build.
 * Every throwaway file of the run goes into a folder in memory where there is room (scripts/lib/scratch-folder.ts).
 * docs/testing.md says where the time goes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { useMemoryScratch } from './lib/scratch-folder.ts';

const root = join(import.meta.dirname, '..');

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

/** Runs `npm run <script>` with `args`, its output held back and printed in one piece at its end. */
function runQuietly(script: string, args: string[] = []): Promise<Outcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', script, '--', ...args], { cwd: root, env: process.env });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== npm run ${script} (${seconds} s) =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

function runInline(command: string, args: string[]): void {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

useMemoryScratch();
runInline('node', ['scripts/ensure-chromium.ts']);
const buildThenCheck = async (): Promise<Outcome[]> => {
  const built = await runQuietly('build:seeded');
  // The build has just written the content's types the check reads: it need not write them again.
  return built.code === 0 ? [built, await runQuietly('check', ['--noSync'])] : [built];
};
const outcomes = (await Promise.all([runQuietly('lint'), runQuietly('test:unit'), buildThenCheck()])).flat();
const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(
  `\n${outcomes.map((outcome) => `${outcome.script}: ${outcome.code === 0 ? 'ok' : 'FAILED'} in ${outcome.seconds} s`).join(', ')}`,
);
if (failed.length) process.exit(1);
runInline('npm', ['run', 'test:e2e']);
