/**
 * Which tests a change needs (`npm run test:changed`): the unit tests Vitest finds through the changed modules'
 * imports, the content and contract suites that read files rather than import them, and the browser specs of the
 * parts of the site the change touches. Pure: the command line gathers the changed files and runs the plan.
 */
import { posix } from 'node:path';

export interface TestPlan {
  /** Changed files ESLint and Prettier check. */
  lint: string[];
  /** Changed modules whose tests Vitest finds through their imports (`vitest related`). */
  related: string[];
  /** Unit test files run whatever they import: they read the changed files from disk. */
  unitFiles: string[];
  /** Browser specs, relative to e2e/. */
  specs: string[];
  /** Whether the change reaches the built site, so the browser specs need a fresh build. */
  build: boolean;
}

const LINTED = /\.(ts|tsx|mts|js|mjs|astro|scss|json|md)$/;
const MODULE = /\.(ts|tsx|mts|js|mjs|astro)$/;
/** Files whose changes reach the built site, so a browser spec must see a new build. */
const BUILT = /^(src|content|centres|public|supabase)\/|^astro\.config\.mjs$|^scripts\/build-seeded\.ts$/;

const CONTENT_TESTS = [
  'tests/content/amounts.test.ts',
  'tests/content/benefits.test.ts',
  'tests/content/centre-facts-in-shared-files.test.ts',
  'tests/content/documents.test.ts',
  'tests/content/editor-centre-files.test.ts',
  'tests/content/editor-reader.test.ts',
  'tests/content/editor-round-trip.test.ts',
  'tests/content/frontmatter.test.ts',
  'tests/content/markdown-only.test.ts',
  'tests/content/navigation.test.ts',
  'tests/content/ukrainian-menu.test.ts',
];

/** Every page, with each check a page owes (weight, WCAG in both themes, reflow, security policy). */
const EVERY_PAGE = ['read-only/every-page.spec.ts', 'read-only/links.spec.ts', 'read-only/no-javascript.spec.ts'];
const PAGES = [
  ...EVERY_PAGE,
  'read-only/navigation.spec.ts',
  'read-only/content-facts.spec.ts',
  'read-only/plain-language.spec.ts',
];
const LIVE_LISTS = [
  'writing/catch-up.spec.ts',
  'writing/bin-and-schedule.spec.ts',
  'read-only/public-news.spec.ts',
  'before-hydration/before-hydration.spec.ts',
  'empty-state/empty-state.spec.ts',
  'read-only/page-weight.spec.ts',
  'read-only/snapshot.spec.ts',
];
const PANEL = [
  'writing/admin.spec.ts',
  'writing/files.spec.ts',
  'writing/uploads.spec.ts',
  'writing/paging.spec.ts',
  'writing/snapshot-live.spec.ts',
  'whole-backend/outage.spec.ts',
  'writing/bin.spec.ts',
  'writing/history.spec.ts',
  'writing/publication.spec.ts',
  'writing/at-its-time.spec.ts',
  'writing/two-panels.spec.ts',
  'writing/feedback.spec.ts',
  'writing/two-step.spec.ts',
  'whole-backend/two-step-required.spec.ts',
];
const HEADER = [
  'read-only/header-intent.spec.ts',
  'read-only/header-partial-paint.spec.ts',
  'read-only/navigation.spec.ts',
  'read-only/preferences.spec.ts',
  'read-only/pre-paint.spec.ts',
  'read-only/first-paint.spec.ts',
  'read-only/accessibility.spec.ts',
  'read-only/ukrainian.spec.ts',
];
/** The frame in each language (issue 34): its words, the parts of it rendered on the server, the Ukrainian 404. */
const FRAME =
  /^src\/i18n\/((pl|uk)\/frame|frame|languages)\.ts$|^src\/(layouts|components\/(Footer|Contact|OpeningHours|SearchForm|SiteMap))|^src\/templates\/(SearchPage|NotFoundPage)|^content\/pages\/uk\/|^public\/_redirects$|^scripts\/lib\/(static-server|redirects)\.ts$/;

/** Parts of the project, by path, and the browser specs that exercise them. */
const SPECS_BY_PART: [RegExp, string[]][] = [
  [
    /^src\/islands\/AdminDialog\/|^src\/api\/(auth|.*-writes|storage|news-pictures|table-page|supabase|two-step|upload-check)|^src\/i18n\/pl\/(panel|two-step)\.ts$/,
    PANEL,
  ],
  [/^src\/islands\/Header\/|^src\/browser\/(compact-header|preferences)|^src\/components\/SiteHeader/, HEADER],
  [
    /^src\/islands\/AccessibilityPanel\//,
    ['read-only/preferences.spec.ts', 'read-only/accessibility.spec.ts', 'read-only/ukrainian.spec.ts'],
  ],
  [
    /^src\/islands\/Search\/|^src\/domain\/search\/|^content\/search\.yaml$|^src\/integrations\/search-index\//,
    ['read-only/search.spec.ts', 'read-only/search-budget.spec.ts', 'read-only/ukrainian.spec.ts'],
  ],
  [
    FRAME,
    ['read-only/ukrainian.spec.ts', 'read-only/not-found.spec.ts', 'read-only/navigation.spec.ts', ...EVERY_PAGE],
  ],
  [
    /^src\/islands\/SelfCheck\/|^src\/domain\/benefits\//,
    ['read-only/self-check.spec.ts', 'read-only/how-to-apply.spec.ts'],
  ],
  [/^src\/islands\/(News|RegisteredFiles)\/|^src\/api\/|^src\/components\/(news|Live)/, LIVE_LISTS],
  [/^src\/islands\/SocialEmbed\//, ['read-only/social-embed.spec.ts']],
  [
    /^src\/components\/page-feedback\/|^src\/i18n\/(pl|uk)\/feedback\.ts$|^src\/api\/resident-/,
    ['writing/feedback.spec.ts'],
  ],
  [
    /^src\/browser\/hydration\/|^src\/integrations\/(intent-hydration|background-scripts|page-styles)\//,
    [...HEADER, ...LIVE_LISTS, 'read-only/budgets.spec.ts', ...EVERY_PAGE],
  ],
  [/^src\/integrations\/security-headers\//, ['read-only/security-policy.spec.ts', ...EVERY_PAGE]],
  [/^src\/(components|layouts|templates|pages|styles|assets)\/|^content\/pages\/|^public\//, PAGES],
  [
    /^src\/domain\/(amounts|centre|timeline|documents|site)\/|^src\/integrations\/centre\/|^centres\//,
    [...PAGES, 'read-only/public-duties.spec.ts', 'read-only/how-to-apply.spec.ts'],
  ],
  [/^supabase\/|^backend\//, [...LIVE_LISTS, ...PANEL]],
  [
    /^keystatic\.config\.ts$|^src\/components\/mdx\/|^src\/integrations\/centre\/editor|^centres\/[^/]+\/[^/]+\.yaml$/,
    ['editor/editor.spec.ts'],
  ],
];

export function planFor(changed: readonly string[]): TestPlan {
  const specs = new Set<string>();
  const unitFiles = new Set<string>();
  for (const file of changed) {
    if (/^e2e\/.+\.spec\.ts$/.test(file)) specs.add(file.slice('e2e/'.length));
    if (/\.test\.ts$/.test(file)) unitFiles.add(file);
    for (const [part, partSpecs] of SPECS_BY_PART) if (part.test(file)) partSpecs.forEach((spec) => specs.add(spec));
    if (/^(content|centres)\//.test(file) || /^src\/domain\/(amounts|benefits|centre|documents|site)\//.test(file)) {
      CONTENT_TESTS.forEach((test) => unitFiles.add(test));
    }
    if (/^supabase\//.test(file)) unitFiles.add('tests/backend');
  }
  return {
    lint: changed.filter((file) => LINTED.test(file) && !/^(content|centres)\//.test(file)),
    related: changed.filter((file) => MODULE.test(file) && !/\.(test|spec)\.ts$/.test(file)),
    unitFiles: [...unitFiles],
    specs: [...specs].sort(),
    build: changed.some((file) => BUILT.test(file)),
  };
}

/** What of Playwright's config places a spec: each project's folder, else the config's own. */
interface SpecFolders {
  testDir?: string;
  projects?: readonly { name?: string; testDir?: string }[];
}

/**
 * The Playwright projects a spec runs in (its name relative to `e2e/`): those whose folder holds it. One, or for a
 * read-only spec the two that split its tests (the tagged ones run in the full browser).
 */
export function projectsOf(spec: string, config: SpecFolders): string[] {
  const file = posix.join('e2e', spec);
  const names = (config.projects ?? [])
    .filter((project) => file.startsWith(`${posix.normalize(project.testDir ?? config.testDir ?? '.')}/`))
    .map((project) => project.name!);
  if (!names.length) throw new Error(`${spec}: nie leży w folderze żadnego projektu z playwright.config.ts`);
  return names;
}
