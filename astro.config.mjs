// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { realpathSync } from 'node:fs';
import { loadEnv, searchForWorkspaceRoot } from 'vite';
import intentHydration from './src/integrations/intent-hydration/index.ts';
import publicationGuard from './src/integrations/publication-guard/index.ts';
import { backendSettings } from './src/integrations/publication-guard/backend-env.ts';
import siteDate from './src/integrations/site-date/index.ts';
import shortProperties from './src/integrations/short-properties/index.ts';
import searchIndex from './src/integrations/search-index/index.ts';
import { builtPagesPass } from './src/integrations/built-pages.ts';
import { ASSETS, pageScriptChunkName } from './src/browser/hydration/astro-output.ts';
import { centreData } from './src/integrations/centre/index.ts';
import { outDirOf, selectedCentre } from './src/integrations/centre/centre-files.ts';
import { mergedPublicDir } from './src/integrations/centre/public-dir.ts';
import { themeImporter } from './src/integrations/centre/theme-styles.ts';
import { registerCentreModules } from './src/integrations/centre/node-modules.ts';

// The centre the site is built for (CENTRE, default nowy-tomysl; an unknown one stops here): its data files become
// modules, its public files are served over the shared ones, and its build goes to dist/ (dist-<id>/ for another).
const root = process.cwd();
const centreId = selectedCentre(root);
const publicDir = mergedPublicDir(root, centreId);
const centre = centreData({ root, publicDir });
// The same modules for what Node loads itself in this process (the site date's report imports the amounts).
registerCentreModules({ root, id: centreId, publicDir });

// The public address: absolute links in the sitemap, the news feed and link previews. Production builds set it.
const site = process.env.SITE_URL || 'http://localhost:4321';

// The visual editor (`npm run edit`) only: a build never loads it, so dist/ holds no editor route or code.
const editing = process.env.KEYSTATIC === '1';
const editor = editing ? [(await import('@keystatic/astro')).default()] : [];
// Its MDX reader, fixed for table cells that mix words with amounts; in Vite's dependency bundles as well.
const editorFixes = editing
  ? [(await import('./src/integrations/editor-table-cells/index.ts')).editorTableCells()]
  : [];
// The editor's browser test runs it in a copy of the project whose node_modules links to the checkout's: the
// development server may serve the packages from where they really are.
const editorFiles = editing
  ? { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } }
  : undefined;

// The same PUBLIC_ variables the pages are built with (environment or .env): the backend a production build must
// name, or a preview (PLACEHOLDERS_ALLOWED) may leave to the local one, and the security policy's backend.
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
const preview = Boolean(process.env.PLACEHOLDERS_ALLOWED);
const backend = backendSettings(env, preview);

export default defineConfig({
  site,
  publicDir,
  outDir: `./${outDirOf(centreId)}`,
  trailingSlash: 'never',
  // Astro's and Vite's caches in the project itself, not in node_modules: the build tests and the benchmarks build
  // copies of the project that share node_modules by a link, and with the caches there one copy's build read
  // another's content collection (scripts/lib/project-copy.ts).
  cacheDir: './.cache/astro',
  build: {
    format: 'file',
    // Pages rendered four at a time: while one is written to disk the next are rendered, where one at a time the
    // build waited for each write (docs/benchmarks.md).
    concurrency: 4,
    // The site's CSS is small: inline in every page, nothing blocks rendering but the HTML itself.
    inlineStylesheets: 'always',
  },
  integrations: [
    // The day whose amounts, statuses and thresholds the site shows (SITE_DATE, or the build day in Poland).
    siteDate(),
    // A build for the public stops while the centre's data holds examples or the backend is not named.
    publicationGuard({ backend, preview, root, centre: centreId }),
    // content/search.yaml checked before any page is rendered; the index itself is a step of the pass below.
    searchIndex(),
    react(),
    mdx(),
    // Short names for the CSS custom properties in what the build writes; the sources keep the readable ones.
    shortProperties(),
    // The `client:intent` directive; what it needs of the built pages is the first step below.
    intentHydration(),
    ...editor,
    // Every page, as it is rendered, through the steps of src/integrations/page-steps.ts, in a thread of their own.
    builtPagesPass({
      module: 'src/integrations/page-steps.ts',
      options: { site, backendUrl: backend.url },
    }),
  ],
  vite: {
    cacheDir: './.cache/vite',
    // The centre's colours, for src/styles/_theme.scss (`@use 'centre:theme'`).
    css: { preprocessorOptions: { scss: { importers: [themeImporter(root, centreId)] } } },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A page script's file is named after its component alone ('PageFeedback.X.js', not
              // 'PageFeedback.astro_astro_type_script_index_0_lang.X.js'): pages that start one by an inline import
              // carry its address, and an information page's HTML is counted to the byte.
              entryFileNames: (chunk) => `${ASSETS.slice(1)}${pageScriptChunkName(chunk.name)}.[hash].js`,
            },
          },
        },
      },
    },
    plugins: [centre, ...editorFixes],
    server: editorFiles,
    optimizeDeps: { rolldownOptions: { plugins: editorFixes } },
    build: {
      rolldownOptions: {
        // Named chunks, so the page-weight benchmark shows which pages load what: the Realtime client that public
        // pages follow their lists with, and the rest of supabase-js (sign-in, and the query builder the panel
        // reads its table pages with), which only the administrator needs.
        output: {
          codeSplitting: {
            groups: [
              // React with its JSX runtime, which it otherwise splits into a chunk of its own: one file fewer for every
              // island, and one address fewer in every page's list of what the header loads (an information page's
              // HTML is counted to the byte).
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The small modules the header's first render shares with the lists' watchers and the page scripts
              // (what fills a message and formats a date, figures, phone links, where the backend is, the stylesheet
              // loader): one file, not seven. The words are not here: each island takes its own dictionary.
              {
                name: 'site',
                test: /src[\\/](i18n[\\/](message|formats)|util[\\/](format|tel)|api[\\/](supabase-config|local-backend)|browser[\\/]stylesheet)/,
              },
              { name: 'realtime', test: /node_modules[\\/]@supabase[\\/](realtime-js|phoenix)[\\/]/ },
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            ],
          },
        },
        // Vite 8 warns once per MDX file about Astro's own directive (withastro/astro#18087); harmless.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
