import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { editorTableCells } from './src/integrations/editor-table-cells/index.ts';
import { centreData } from './src/integrations/centre/index.ts';

// Keystatic's Node build leaves out its editor; its MDX reader and writer are in the browser build, which the
// content tests use to read every page as the visual editor does (tests/content/editor-reader.test.ts).
const keystaticBrowserBuild = (entry: string) =>
  fileURLToPath(new URL(`node_modules/@keystatic/core/dist/${entry}.js`, import.meta.url));

/** Contract tests that run the site's own modules against their backend, whose address they stub. */
const STUBBING_TESTS = ['tests/backend/live-list.test.ts', 'tests/backend/news-pictures.test.ts'];

export default defineConfig({
  // The selected centre's data, as the build reads it (CENTRE, default nowy-tomysl).
  plugins: [centreData({ root: process.cwd() }), editorTableCells()],
  resolve: {
    alias: [
      { find: /^@keystatic\/core$/, replacement: keystaticBrowserBuild('keystatic-core') },
      {
        find: /^@keystatic\/core\/content-components$/,
        replacement: keystaticBrowserBuild('keystatic-core-content-components'),
      },
    ],
  },
  test: {
    // Vitest's default on two cores is one worker; most slow files wait on a build, a backend or a timer, so
    // three share the two cores well (docs/testing.md, Where the time goes).
    maxWorkers: 3,
    // A test that starts a backend of its own (PGlite applying every migration) or signs in thirty times takes
    // 1–4 s alone, and more while the lint and the build share the two cores; 20 s still stops a hang.
    testTimeout: 20_000,
    // Through Vite's transforms, so the editor's reader is the one `npm run edit` runs (with editorTableCells).
    server: { deps: { inline: [/@keystatic[\\/]core/] } },
    projects: [
      {
        // The site's own logic, the search index's among it: functions of their input, no backend, no settings read
        // at import. Their files share a worker's modules instead of each importing them again (a fifth of the
        // processor time; docs/testing.md).
        test: {
          name: 'pure',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // The local backend's own tests and its contract tests: each file starts and stops what it uses, reads no
        // setting at import and stubs no global, so its files too share a worker's modules (PGlite, the
        // server, supabase-js: about a fifth of their processor time).
        test: {
          name: 'backend',
          include: ['backend/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/backend/**/*.test.ts'],
          exclude: [...STUBBING_TESTS, '**/node_modules/**'],
          globalSetup: ['tests/global-setup.ts'],
          isolate: false,
        },
      },
      {
        // Real builds and copies of the project, and the tests that stub the environment or the browser's globals
        // (the build's read, the live list in Node): each file in a fresh module graph.
        test: {
          name: 'integration',
          include: ['tests/*.test.ts', 'tests/content/**/*.test.ts', 'tests/search/**/*.test.ts', ...STUBBING_TESTS],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
});
