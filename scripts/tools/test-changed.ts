/**
 * `npm run test:changed [-- --base <ref>]`: the tests one change needs, in the order `npm test` runs them: lint
 * of the changed files, the unit tests related to them, and, when the site is touched, a build and the browser
 * specs of the parts changed, each Playwright project on its own fresh backend. The change is what differs from
 * `<ref>` (default: the last commit, so uncommitted and new files), see scripts/lib/changed-tests.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import config from '../../playwright.config.ts';
import { planFor, projectsOf } from '../lib/changed-tests.ts';
import { useMemoryScratch } from '../lib/scratch-folder.ts';

const root = join(import.meta.dirname, '..', '..');
const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1]! : 'HEAD';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];

function run(command: string, args: string[]): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (changed.length === 0) {
  console.log(`Nic się nie zmieniło względem ${base}.`);
  process.exit(0);
}
const plan = planFor(changed);
useMemoryScratch();
console.log(`Zmienione pliki (względem ${base}): ${changed.length}`);

if (plan.lint.length) {
  run('npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...plan.lint]);
  run('npx', ['prettier', '--check', '--ignore-unknown', ...plan.lint]);
}
if (plan.related.length) run('npx', ['vitest', 'related', '--run', '--passWithNoTests', ...plan.related]);
if (plan.unitFiles.length) run('npx', ['vitest', 'run', ...plan.unitFiles]);
if (plan.specs.length) {
  if (plan.build || !existsSync(join(root, 'dist'))) run('npm', ['run', 'build:seeded']);
  // One project at a time, in the config's order, each with its own fresh backend: a project starts from the
  // data it knows, whichever others ran before it.
  for (const project of config.projects ?? []) {
    const specs = plan.specs.filter((spec) => projectsOf(spec, config).includes(project.name!));
    // A spec split between two projects may have no test in one of them.
    if (specs.length)
      run('npx', [
        'playwright',
        'test',
        '--no-deps',
        '--pass-with-no-tests',
        `--project=${project.name}`,
        ...specs.map((spec) => `e2e/${spec}`),
      ]);
  }
}
console.log('\nTesty związane ze zmianą przeszły.');
