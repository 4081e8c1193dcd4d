/**
 * `npm test`: every check, as CI runs it. The unit tests and the seeded builds share nothing, so they run at once:
 * the main centre's build, then the second demo centre's (one after the other, as both start the local backend on
 * the same port); the browser tests then run against both builds, in full on the main centre and a smoke set on the
 * second. Lint and the type check (after the build, which writes the same
 * Astro work files) only read, and run at the lowest processor priority from the start: on two cores they take the
 * time the tests leave idle (the browser tests wait on timers and the backend now and then) instead of slowing the
 * unit tests down. Each check's output is printed whole when it ends; the background checks' after the browser tests,
 * so that theirs stays in one piece. Every throwaway file of the run goes into a folder in memory where there is
 * room (scripts/lib/scratch-folder.ts). docs/testing.md says where the time goes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { useMemoryScratch } from '../lib/scratch-folder.ts';
import { SECOND_CENTRE } from '../lib/second-centre.ts';

const root = join(import.meta.dirname, '..', '..');

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: Buffer;
}

/** `nice`'s lowest priority: the process runs when nothing else wants the processor. */
const IDLE_PRIORITY = ['nice', '-n', '19'];

interface RunOptions {
  args?: string[];
  /** A command the run goes through, as `nice`. */
  prefix?: string[];
  /** Shown as it comes, not held back for `report`. */
  aloud?: boolean;
  /** Variables set for this run besides the environment's. */
  env?: Record<string, string>;
}

/** Runs `npm run <script>`; its output is held back for `report` unless it runs aloud. */
function runScript(
  script: string,
  { args = [], prefix = [], aloud = false, env = {} }: RunOptions = {},
): Promise<Outcome> {
  const started = Date.now();
  const [command, ...commandArgs] = [...prefix, 'npm', 'run', script, '--', ...args];
  const child = spawn(command!, commandArgs, {
    cwd: root,
    stdio: aloud ? 'inherit' : 'pipe',
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const named = Object.entries(env).map(([name, value]) => `${name}=${value} `);
      resolve({ script: `${named.join('')}${script}`, code: code ?? 1, seconds, output: Buffer.concat(output) });
    });
  });
}

function report(outcome: Outcome): Outcome {
  process.stdout.write(`\n===== npm run ${outcome.script} (${outcome.seconds} s) =====\n`);
  process.stdout.write(outcome.output);
  return outcome;
}

useMemoryScratch();
const chromium = spawnSync('node', ['scripts/tools/ensure-chromium.ts'], { cwd: root, stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const lint = runScript('lint', { prefix: IDLE_PRIORITY });
const build = runScript('build:seeded').then(report);
const secondBuild = build.then((built) =>
  built.code === 0 ? runScript('build:seeded', { env: { CENTRE: SECOND_CENTRE } }).then(report) : null,
);
// The builds have just written the content's types the check reads (the same for every centre): it need not write
// them again, and starts after the second, which rewrites them.
const check = secondBuild.then((built) =>
  built?.code === 0 ? runScript('check', { args: ['--noSync'], prefix: IDLE_PRIORITY }) : null,
);
const firstPhase = (await Promise.all([runScript('test:unit').then(report), build, secondBuild])).filter(
  (outcome) => outcome !== null,
);
const browser =
  firstPhase.length === 3 && firstPhase.every((outcome) => outcome.code === 0)
    ? await runScript('test:e2e', { aloud: true })
    : null;
const background = (await Promise.all([lint, check])).filter((outcome) => outcome !== null).map(report);

const outcomes = [...firstPhase, ...background, ...(browser ? [browser] : [])];
console.log(
  `\n${outcomes.map((outcome) => `${outcome.script}: ${outcome.code === 0 ? 'ok' : 'FAILED'} in ${outcome.seconds} s`).join(', ')}`,
);
if (!browser) console.log('test:e2e: not run, as the unit tests or a build failed');
// Without the browser tests, the unit tests or a build failed: one of the outcomes says so.
if (outcomes.some((outcome) => outcome.code !== 0)) process.exit(1);
