// @ts-check
/**
 * Lint for the whole project (`npm run lint`, part of `npm test`): the direction of imports between the areas of
 * src/ (docs/architecture.md), a domain without network or page, the panel's words kept to the panel, small files
 * and functions (in src/, backend/ and scripts/), and the usual correctness rules for TypeScript, React and Astro. Formatting is Prettier's (`.prettierrc.json`), checked by the same command.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The areas of src/ and what each may import besides itself, lowest first: each imports only areas above it in
 * this list. docs/architecture.md describes them; `tests/architecture.test.ts` holds that page, this list and the
 * folders of src/ to one another.
 */
export const areas = {
  util: [],
  i18n: ['util'],
  domain: ['util', 'i18n'],
  browser: ['util', 'i18n', 'domain'],
  api: ['util', 'i18n', 'domain', 'browser'],
  styles: [],
  assets: [],
  islands: ['util', 'i18n', 'domain', 'browser', 'api', 'styles', 'assets'],
  components: ['util', 'i18n', 'domain', 'browser', 'api', 'styles', 'assets', 'islands'],
  layouts: ['util', 'i18n', 'domain', 'browser', 'api', 'styles', 'assets', 'islands', 'components'],
  templates: ['util', 'i18n', 'domain', 'browser', 'api', 'styles', 'assets', 'islands', 'components', 'layouts'],
  pages: [
    'util',
    'i18n',
    'domain',
    'browser',
    'api',
    'styles',
    'assets',
    'islands',
    'components',
    'layouts',
    'templates',
  ],
  integrations: ['util', 'i18n', 'domain', 'browser', 'api'],
};

/**
 * The browser's ways out to the network and to the page, which the domain (facts and rules) never touches: what it
 * needs comes in as values, and src/browser or src/api fetch or read it.
 */
const NETWORK_AND_PAGE = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'navigator',
  'document',
  'window',
  'self',
  'location',
  'localStorage',
  'sessionStorage',
];

/**
 * The panel's words: imported only by the panel (src/islands/AdminDialog) and by src/api, whose panel modules
 * (writes, sign-in, the second step, Storage) say the backend's refusals in them, so that no visitor downloads them.
 */
const PANEL_WORDS = /(^|\/)i18n\/pl\/(panel|two-step|panel-trust)(\.ts)?$/.source;

/** The folders beside src/: the local backend knows nothing of the site but its pure helpers. */
const outside = {
  backend: ['util'],
  scripts: [...Object.keys(areas), 'backend'],
};

const SOURCE = '**/*.{ts,tsx,mts,js,mjs,astro}';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      '.cache/**',
      '.data/**',
      'node_modules/**',
      'content/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'src/env.d.ts',
      'src/domain/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the React Compiler's stricter rules are not used (the islands are not compiled by it).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    rules: {
      // Control characters are matched on purpose: to strip them from text that came from outside.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // Small units: a file says one thing, a function does one job.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 100 }],
    },
  },
  {
    files: ['backend/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  // The domain keeps to facts and rules.
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...NETWORK_AND_PAGE.map((name) => ({
          name,
          message:
            'src/domain touches neither the network nor the page: take the value in, and read it in src/browser or src/api.',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/islands/AdminDialog/**', 'src/api/**', 'src/i18n/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: PANEL_WORDS,
              message:
                "The panel's words are the panel's (src/islands/AdminDialog) and src/api's: return a reason, and let the panel say it.",
            },
          ],
        },
      ],
    },
  },
  // Imports run one way between the areas.
  {
    files: [SOURCE],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        ...Object.keys(areas).map((area) => ({ type: area, pattern: `src/${area}/**`, partialMatch: false })),
        ...Object.keys(outside).map((folder) => ({ type: folder, pattern: `${folder}/**`, partialMatch: false })),
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
      'boundaries/include': ['src/**', 'backend/**', 'scripts/**'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries({ ...areas, ...outside }).map(([area, allowed]) => ({
              from: { element: { type: area } },
              allow: { to: { element: { types: { anyOf: [area, ...allowed] } } } },
            })),
            // A test may reach whatever it checks.
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
          ],
        },
      ],
    },
  },
);
