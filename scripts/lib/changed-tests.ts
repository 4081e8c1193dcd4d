/**
 * Which tests a change needs (`npm run test:changed`): the unit tests Vitest finds through the changed modules'
 * imports, the content and contract suites that read files rather than import them, and the browser specs of the
 * parts of the site the change touches. Pure: the command line gathers the changed files and runs the plan.
 */

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
const BUILT = /^(src|content|public|supabase)\/|^astro\.config\.mjs$|^scripts\/build-seeded\.ts$/;

const CONTENT_TESTS = [
  'tests/content/amounts.test.ts',
  'tests/content/benefits.test.ts',
  'tests/content/documents.test.ts',
  'tests/content/editor-reader.test.ts',
  'tests/content/editor-round-trip.test.ts',
  'tests/content/frontmatter.test.ts',
  'tests/content/markdown-only.test.ts',
  'tests/content/navigation.test.ts',
  'tests/content/ukrainian-menu.test.ts',
];

/** Every page, with each check a page owes (weight, WCAG in both themes, reflow, security policy). */
const EVERY_PAGE = ['every-page.spec.ts', 'links.spec.ts', 'no-javascript.spec.ts'];
const PAGES = [...EVERY_PAGE, 'navigation.spec.ts', 'content-facts.spec.ts', 'plain-language.spec.ts'];
const LIVE_LISTS = [
  'live/catch-up.spec.ts',
  'live/bin-and-schedule.spec.ts',
  'live/public-news.spec.ts',
  'live/before-hydration.spec.ts',
  'live/empty-state.spec.ts',
  'live/page-weight.spec.ts',
  'snapshot.spec.ts',
];
const PANEL = [
  'live/admin.spec.ts',
  'live/files.spec.ts',
  'live/uploads.spec.ts',
  'live/paging.spec.ts',
  'live/snapshot-live.spec.ts',
  'live/outage.spec.ts',
  'live/bin.spec.ts',
  'live/history.spec.ts',
  'live/publication.spec.ts',
  'live/at-its-time.spec.ts',
  'live/two-panels.spec.ts',
  'live/feedback.spec.ts',
  'live/two-step.spec.ts',
  'live/two-step-required.spec.ts',
];
const HEADER = [
  'header-intent.spec.ts',
  'header-partial-paint.spec.ts',
  'navigation.spec.ts',
  'preferences.spec.ts',
  'pre-paint.spec.ts',
  'first-paint.spec.ts',
  'accessibility.spec.ts',
  'ukrainian.spec.ts',
];
/** The frame in each language (issue 34): its words, the parts of it rendered on the server, the Ukrainian 404. */
const FRAME =
  /^src\/i18n\/frame\/|^src\/(layouts|components\/(Footer|Contact|OpeningHours|SearchForm|SiteMap))|^src\/templates\/(SearchPage|NotFoundPage)|^content\/pages\/uk\/|^public\/_redirects$|^scripts\/lib\/(static-server|redirects)\.ts$/;

/** Parts of the project, by path, and the browser specs that exercise them. */
const SPECS_BY_PART: [RegExp, string[]][] = [
  [
    /^src\/islands\/AdminDialog\/|^src\/api\/(auth|.*-writes|storage|news-pictures|table-page|supabase|two-step|upload-check)|^src\/i18n\/two-step/,
    PANEL,
  ],
  [/^src\/islands\/Header\/|^src\/browser\/(compact-header|preferences)|^src\/components\/SiteHeader/, HEADER],
  [/^src\/islands\/AccessibilityPanel\//, ['preferences.spec.ts', 'accessibility.spec.ts', 'ukrainian.spec.ts']],
  [
    /^src\/islands\/Search\/|^src\/domain\/search\/|^content\/search\.yaml$|^src\/integrations\/search-index\//,
    ['search.spec.ts', 'search-budget.spec.ts', 'ukrainian.spec.ts'],
  ],
  [FRAME, ['ukrainian.spec.ts', 'not-found.spec.ts', 'navigation.spec.ts', ...EVERY_PAGE]],
  [/^src\/islands\/SelfCheck\/|^src\/domain\/benefits\//, ['self-check.spec.ts', 'how-to-apply.spec.ts']],
  [/^src\/islands\/(News|RegisteredFiles)\/|^src\/api\/|^src\/components\/(news|Live)/, LIVE_LISTS],
  [/^src\/islands\/SocialEmbed\//, ['live/social-embed.spec.ts']],
  [/^src\/components\/page-feedback\/|^src\/i18n\/feedback-words|^src\/api\/resident-/, ['live/feedback.spec.ts']],
  [
    /^src\/browser\/hydration\/|^src\/integrations\/(intent-hydration|background-scripts|page-styles)\//,
    [...HEADER, ...LIVE_LISTS, 'budgets.spec.ts', ...EVERY_PAGE],
  ],
  [/^src\/integrations\/security-headers\//, ['security-policy.spec.ts', ...EVERY_PAGE]],
  [/^src\/(components|layouts|templates|pages|styles|assets)\/|^content\/pages\/|^public\//, PAGES],
  [
    /^src\/domain\/(amounts|centre|timeline|documents|site)\//,
    [...PAGES, 'public-duties.spec.ts', 'how-to-apply.spec.ts'],
  ],
  [/^supabase\/|^backend\//, [...LIVE_LISTS, ...PANEL]],
  [/^keystatic\.config\.ts$|^src\/components\/mdx\//, ['editor.spec.ts']],
];

export function planFor(changed: readonly string[]): TestPlan {
  const specs = new Set<string>();
  const unitFiles = new Set<string>();
  for (const file of changed) {
    if (/^e2e\/.+\.spec\.ts$/.test(file)) specs.add(file.slice('e2e/'.length));
    if (/\.test\.ts$/.test(file)) unitFiles.add(file);
    for (const [part, partSpecs] of SPECS_BY_PART) if (part.test(file)) partSpecs.forEach((spec) => specs.add(spec));
    if (/^content\//.test(file) || /^src\/domain\/(amounts|benefits|documents|site)\//.test(file)) {
      CONTENT_TESTS.forEach((test) => unitFiles.add(test));
    }
    if (/^supabase\//.test(file)) unitFiles.add('tests/backend');
  }
  return {
    lint: changed.filter((file) => LINTED.test(file) && !file.startsWith('content/')),
    related: changed.filter((file) => MODULE.test(file) && !/\.(test|spec)\.ts$/.test(file)),
    unitFiles: [...unitFiles],
    specs: [...specs].sort(),
    build: changed.some((file) => BUILT.test(file)),
  };
}

/** What of a Playwright project says which spec files it runs. */
interface ProjectFiles {
  name?: string;
  testMatch?: unknown;
  testIgnore?: unknown;
}

/**
 * The Playwright projects a spec's file belongs to, by the config's own lists (names relative to `e2e/`): one, or
 * for a read-only spec the two that split its tests (the tagged ones run in the full browser).
 */
export function projectsOf(spec: string, projects: readonly ProjectFiles[]): string[] {
  const listed = (value: unknown) => (Array.isArray(value) ? value : [value]).includes(spec);
  const names = projects
    .filter((project) => (project.testMatch ? listed(project.testMatch) : !listed(project.testIgnore)))
    .map((project) => project.name!);
  if (!names.length) throw new Error(`${spec}: nie należy do żadnego projektu z playwright.config.ts`);
  return names;
}
