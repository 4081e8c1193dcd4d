import { expect, test, type Browser } from '@playwright/test';
import { allRoutes, hydrated, watchPolicyViolations, wcagViolations } from '../support.ts';
import { loginDialog } from '../live/admin-steps.ts';
import { measurePageWeight } from '../../scripts/lib/page-weight.ts';
import { budgetFailures, budgetFor, PAGE_BUDGETS_KB } from '../../scripts/lib/budgets.ts';
import { wordsIn } from '../../src/i18n/languages.ts';
import { langOfRoute } from '../../src/util/current-route.ts';

/**
 * Every page of the site, each opened once in a fresh browser (nothing cached) and held to everything a page owes
 * a visitor, in one visit instead of one visit per check:
 * - its weight before any interaction, within its budget (scripts/lib/budgets.ts); a page with a live list counts
 *   its watcher's downloads, so the watcher must have loaded;
 * - WCAG 2.1 AA in the light theme (axe, every rule of the level);
 * - in the dark theme, switched with the header's own button, the rules that depend on colour (the markup is the
 *   same in both themes, so only contrast can differ);
 * - reflow without horizontal scrolling at 320 px with the largest text and at 200 % zoom (a 640 px viewport
 *   standing for 1280 px), resized in place as a browser does when zoomed;
 * - no break of the Content-Security-Policy while it loads, hydrates and switches theme, and, on one page of each
 *   kind, with the administrator dialog opened and closed.
 */
test.describe.configure({ mode: 'parallel' });

/** Both workers share the pages; parts small enough that the slowest does not leave the other idle. */
const PARTS = 6;

const REFLOW = [
  { name: 'at 320 px with the largest text', width: 320, height: 640, textSize: '2' },
  { name: 'at 200 % zoom', width: 640, height: 400, textSize: '1' },
];

/**
 * The header, the menus and the footer are the same markup on every page, but for which link is the current one
 * and the page's language, and the administrator dialog is the same code: axe checks the frame whole, and the
 * dialog is opened, on one page of each kind (these, and the first news article), and on every other page axe
 * checks only what is its own (its main element), so the frame is not checked a hundred times over. The menus
 * opened and the accessibility panel are checked in accessibility.spec.ts.
 */
const WHOLE_PAGES = new Set([
  '/',
  '/zasilek-staly',
  '/aktualnosci',
  '/pliki-do-pobrania',
  '/szukaj',
  '/nie-ma-takiej-strony',
  '/aktualnosci/artykul',
  '/uk/pomoc-dla-obywateli-ukrainy',
]);

/** The rules of WCAG 2.1 AA whose outcome depends on colours alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A browser context with the project's settings, as a first-time visitor has it. */
function freshContext(browser: Browser) {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor } = test.info().project.use;
  return browser.newContext({ baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor });
}

/** Everything `route` breaks, each problem prefixed with the route (`firstArticle`: the article checked whole). */
async function problemsOf(browser: Browser, route: string, firstArticle: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  const context = await freshContext(browser);
  const page = await context.newPage();
  const violations = await watchPolicyViolations(page);

  const budget = budgetFor(route);
  if (budget) {
    const weight = await measurePageWeight(page, new URL(route, test.info().project.use.baseURL).href);
    problems.push(...budgetFailures(route, weight, budget));
    if (route in PAGE_BUDGETS_KB && weight.scripts.length === 0) problems.push('its live list’s watcher did not load');
  } else {
    await page.goto(route);
  }
  await hydrated(page);
  const include = WHOLE_PAGES.has(route) || route === firstArticle ? undefined : 'main';
  problems.push(...(await wcagViolations(page, { include })).map((violation) => `light theme: ${violation}`));

  const words = wordsIn(langOfRoute(route)).frame;
  await page.getByRole('button', { name: words.islands.darkMode }).first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  problems.push(
    ...(await wcagViolations(page, { include, rules: COLOUR_RULES })).map((violation) => `dark theme: ${violation}`),
  );

  // The administrator dialog is the same code on every page: opened on one page of each kind.
  if (!include) {
    await page.getByRole('button', { name: words.islands.header.admin }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // Last, as nothing after it needs the first size back: a resize lays out and paints the page anew, a fifth of
  // a second of the browser's processor time each.
  for (const { name, width, height, textSize } of REFLOW) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate((size) => {
      document.documentElement.dataset.textSize = size;
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    }, textSize);
    if (overflow > 0) problems.push(`scrolls sideways ${name}: ${overflow} px`);
  }
  problems.push(...(await violations()).map((violation) => `security policy: ${violation}`));

  await context.close();
  return problems.map((problem) => `${route}: ${problem}`);
}

for (let part = 0; part < PARTS; part++) {
  test(`every page keeps its weight, WCAG 2.1 AA in both themes, reflow and the security policy (${part + 1}/${PARTS})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const routes = [...(await allRoutes(page)), '/aktualnosci/artykul', '/nie-ma-takiej-strony', '/uk/nie-ma-takiej'];
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toEqual(expect.arrayContaining([...WHOLE_PAGES]));
    const firstArticle = routes.find((route) => /^\/aktualnosci\/[0-9a-f-]{36}$/.test(route));
    const problems: string[] = [];
    for (const route of routes.filter((_, index) => index % PARTS === part)) {
      problems.push(...(await problemsOf(browser, route, firstArticle)));
    }
    expect(problems).toEqual([]);
  });
}
