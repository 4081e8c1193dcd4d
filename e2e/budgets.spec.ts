import { expect, test } from '@playwright/test';
import { allRoutes, logoAddress } from './support.ts';
import { measurePageWeight, transferredBytes } from '../scripts/lib/page-weight.ts';
import {
  budgetFailures,
  budgetFor,
  CONTENT_PAGE_BUDGET_KB,
  CONTENT_PAGE_HTML_BUDGET_KB,
  isArticlePage,
  isContentPageBudget,
  PAGE_BUDGETS_KB,
} from '../scripts/lib/budgets.ts';

/**
 * Page-weight budgets (scripts/lib/budgets.ts): what a page transfers before the visitor touches it, measured
 * in a fresh browser context, so nothing comes from the cache.
 */
test.describe.configure({ mode: 'parallel' });

/** How `route` breaks its budget (nothing when it keeps it). */
async function overBudget(browser: import('@playwright/test').Browser, route: string): Promise<string[]> {
  return (await measured(browser, route)).failures;
}

/** `route` measured before interaction: how it breaks its budget, and how many script files it loaded. */
async function measured(browser: import('@playwright/test').Browser, route: string) {
  const budget = budgetFor(route);
  const context = await browser.newContext();
  const weight = await measurePageWeight(
    await context.newPage(),
    new URL(route, test.info().project.use.baseURL).href,
    200,
  );
  await context.close();
  return { failures: budget ? budgetFailures(route, weight, budget) : [], scripts: weight.scripts.length };
}

// The information pages are many: two halves, so both workers share them.
for (const half of [0, 1]) {
  test(`every information page has at most ${CONTENT_PAGE_HTML_BUDGET_KB} KB of HTML, ${CONTENT_PAGE_BUDGET_KB} KB in all with headers, and no script or style file before interaction (${half + 1}/2)`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const routes = [...(await allRoutes(page)), '/nie-ma-takiej-strony'].filter((route) =>
      isContentPageBudget(budgetFor(route)),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes.filter((_, index) => index % 2 === half))
      failures.push(...(await overBudget(browser, route)));
    expect(failures).toEqual([]);
  });
}

for (const route of Object.keys(PAGE_BUDGETS_KB)) {
  test(`${route} stays within its budget of ${PAGE_BUDGETS_KB[route]} KB, its live list's watcher counted`, async ({
    browser,
  }) => {
    const { failures, scripts } = await measured(browser, route);
    expect(failures).toEqual([]);
    // The measure counts what the watcher downloads: it is what a visitor's phone loads before any touch.
    expect(scripts).toBeGreaterThan(0);
  });
}

test('a news item’s own page stays within its budget', async ({ browser, page }) => {
  const article = (await allRoutes(page)).find(isArticlePage);
  expect(article, 'the build has a page for every news item of its snapshot').toBeDefined();
  expect(await overBudget(browser, article!)).toEqual([]);
});

test('a second information page costs no more than it does as the first, counting what was cached', async ({
  browser,
}) => {
  const base = test.info().project.use.baseURL!;
  const bytesOf = async (page: import('@playwright/test').Page, route: string) => {
    // Every request the visit starts, each counted once its response has arrived in full: the document's finished
    // event can come after the network is quiet.
    const requests: import('@playwright/test').Request[] = [];
    const listener = (request: import('@playwright/test').Request) => void requests.push(request);
    page.on('request', listener);
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    page.off('request', listener);
    const bytes = await Promise.all(
      requests.map(async (request) => {
        await (await request.response())?.finished();
        return transferredBytes(await request.sizes());
      }),
    );
    return bytes.reduce((sum, each) => sum + each, 0);
  };
  const fresh = await browser.newContext();
  const first = await bytesOf(await fresh.newPage(), '/kadra');
  await fresh.close();
  const visiting = await browser.newContext();
  const page = await visiting.newPage();
  await bytesOf(page, '/zasilek-staly');
  const second = await bytesOf(page, '/kadra');
  await visiting.close();
  expect(second).toBeGreaterThan(0);
  expect(second).toBeLessThanOrEqual(first);
});

test('the logo and the tab icon are one file, kept for a year: fetched once by the first page, not by the next', async ({
  browser,
}) => {
  const base = test.info().project.use.baseURL!;
  const context = await browser.newContext();
  const page = await context.newPage();
  const html = await (await page.request.get(new URL('/kadra', base).href)).text();
  const mark = logoAddress(html);
  expect(mark).toMatch(/^\/_astro\/logo\.[\w-]+\.svg$/);
  expect(html).toContain(`<img src="${mark}"`);
  expect((await page.request.get(new URL(mark!, base).href)).headers()['cache-control']).toContain('immutable');

  /** How many times the mark crossed the network on `route` (an answer from the browser's cache transfers nothing). */
  const fetchesOnVisit = async (route: string) => {
    const fetched: Promise<boolean>[] = [];
    const listener = (request: import('@playwright/test').Request) => {
      if (new URL(request.url()).pathname !== mark) return;
      fetched.push(request.sizes().then((sizes) => transferredBytes(sizes) > 0));
    };
    page.on('requestfinished', listener);
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    // The tab icon is asked for after the page has loaded.
    await page.waitForTimeout(500);
    page.off('requestfinished', listener);
    return { requests: fetched.length, overNetwork: (await Promise.all(fetched)).filter(Boolean).length };
  };
  const first = await fetchesOnVisit('/kadra');
  const next = await fetchesOnVisit('/zasilek-staly');
  await context.close();
  // Asked for as the logo and as the icon, it crossed the network once.
  expect(first).toEqual({ requests: 2, overNetwork: 1 });
  expect(next.overNetwork).toBe(0);
});
