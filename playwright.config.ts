import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// The selected centre's modules for the specs that import the site's own facts (src/domain/centre, amounts), as the
// build reads them (`virtual:centre/…` outside Vite).
import './scripts/lib/centre-modules.ts';
import { chromiumArgs, findChromium, findTestChromium, FULL_BROWSER } from './scripts/lib/chromium.ts';
import { SECOND_CENTRE, SECOND_CENTRE_PORT } from './scripts/lib/second-centre.ts';
import { outDirOf } from './src/integrations/centre/centre-files.ts';

/**
 * Browser tests against the built site (run `npm run build` first; `npm test` does). The static server
 * serves dist/ exactly as `npm start` does. A spec runs in the project of its folder, so a new one needs no edit
 * here: `e2e/read-only/` if it changes no shared data, `e2e/writing/` if it does, and a folder for each project
 * that must run alone at its point (`scripts/lib/changed-tests.test.ts` fails on a spec in no project's folder).
 */

/**
 * Every project runs in Chromium's headless shell (scripts/lib/chromium.ts), at about a quarter of the full
 * browser's processor time per page, but for the read-only tests tagged FULL_BROWSER, which need what only the full
 * browser does (the tag is honoured among the read-only tests; no other project has such a test).
 */
const FULL_BROWSER_LAUNCH = { launchOptions: { executablePath: findChromium(), args: chromiumArgs } };
const NEEDS_FULL_BROWSER = new RegExp(FULL_BROWSER);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a browser test waits on the network and the backend now and then.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/failure-report.ts']],
  use: {
    ...devices['Desktop Chrome'],
    // The address the README gives; the demo news picture is on it, so it is the same origin ('self').
    baseURL: 'http://localhost:4321',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
    // Off: recording a trace of every test (kept or not) took about 40 % of the browsers' processor time
    // (docs/testing.md). To see a failure step by step, run that file again with `--trace retain-on-failure`.
    trace: 'off',
  },
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // Order matters only where tests change shared data: the empty-state check first (it empties and restores
  // the tables), then every read-only test, the lists that follow changes before hydrating (they need the
  // tables as the build read them), the administrator's writes, and the backend outage last.
  projects: [
    { name: 'empty-state', testDir: 'e2e/empty-state' },
    // First of its phase: its tests cost the most processor time per test, and queued last they ran at its end.
    {
      name: 'site-full-browser',
      testDir: 'e2e/read-only',
      grep: NEEDS_FULL_BROWSER,
      use: FULL_BROWSER_LAUNCH,
      dependencies: ['empty-state'],
    },
    {
      name: 'site',
      testDir: 'e2e/read-only',
      grepInvert: NEEDS_FULL_BROWSER,
      dependencies: ['empty-state'],
    },
    // The second demo centre's build (CENTRE=gops-jezynowo npm run build:seeded), served on a port of its own, in
    // a smoke set that only reads, beside the main centre's read-only tests.
    {
      name: 'second-centre',
      testDir: 'e2e/second-centre',
      use: { baseURL: `http://localhost:${SECOND_CENTRE_PORT}` },
      dependencies: ['empty-state'],
    },
    // Alone, one test at a time, while the tables still hold what the build read: any other difference, or a
    // change meanwhile, would rightly hydrate the lists it checks are not hydrated.
    {
      name: 'before-hydration',
      testDir: 'e2e/before-hydration',
      dependencies: ['site', 'site-full-browser'],
    },
    // The administrator's tests and the others that change shared data.
    {
      name: 'admin',
      testDir: 'e2e/writing',
      dependencies: ['before-hydration'],
    },
    // What changes the backend for everyone, one test at a time: the database's setting that makes the second
    // step mandatory for every administrator, and the backend stopped under every page.
    {
      name: 'whole-backend',
      testDir: 'e2e/whole-backend',
      workers: 1,
      dependencies: ['admin'],
    },
    // The editor's development server works on a copy of the project and no database, so it may run beside any
    // project; it runs beside the last one, mostly waiting on the backend's restart and the clients' retries,
    // because Playwright starts the next phase only when every project of the one before has ended, and on its
    // own from the start it held the read-only tests back while it ran.
    { name: 'editor', testDir: 'e2e/editor', dependencies: ['admin'] },
  ],
  webServer: [
    {
      command: 'node scripts/serve.ts',
      url: 'http://127.0.0.1:4321/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The second centre's build, when there is one (npm test makes it; e2e/second-centre/ says how when it is not).
    ...(existsSync(join(import.meta.dirname, outDirOf(SECOND_CENTRE)))
      ? [
          {
            command: 'node scripts/serve.ts',
            env: { CENTRE: SECOND_CENTRE, PORT: String(SECOND_CENTRE_PORT) },
            url: `http://127.0.0.1:${SECOND_CENTRE_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
