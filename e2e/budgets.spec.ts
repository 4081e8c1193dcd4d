import { expect, test } from '@playwright/test';
import { allRoutes } from './support.ts';
import { kilobytes, measurePageWeight } from '../scripts/lib/page-weight.ts';
import { CONTENT_PAGE_BUDGET_KB, PAGE_BUDGETS_KB, pagesWithLiveIslands } from '../scripts/lib/budgets.ts';

/**
 * Page-weight budgets (scripts/lib/budgets.ts): what a page transfers before the visitor touches it, measured
 * in a fresh browser context, so nothing comes from the cache.
 */
test.describe.configure({ mode: 'parallel' });

// The information pages are many: two halves, so both workers share them.
for (const half of [0, 1]) {
  test(`every information page transfers at most 20 KB and no script file before interaction (${half + 1}/2)`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const routes = [
      ...(await allRoutes(page)).filter((route) => !pagesWithLiveIslands.has(route)),
      '/nie-ma-takiej-strony',
    ];
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes.filter((_, index) => index % 2 === half)) {
      const context = await browser.newContext();
      const weight = await measurePageWeight(
        await context.newPage(),
        new URL(route, test.info().project.use.baseURL).href,
        200,
      );
      await context.close();
      if (weight.total > CONTENT_PAGE_BUDGET_KB * 1024) {
        failures.push(
          `${route} transfers ${kilobytes(weight.total)} KB before interaction; the budget is ${CONTENT_PAGE_BUDGET_KB} KB`,
        );
      }
      if (weight.scripts.length) {
        failures.push(
          `${route} loads script files before interaction: ${weight.scripts.map((script) => script.path).join(', ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
}

for (const [route, budgetKb] of Object.entries(PAGE_BUDGETS_KB)) {
  test(`${route} stays within its budget of ${budgetKb} KB`, async ({ browser }) => {
    const context = await browser.newContext();
    const weight = await measurePageWeight(
      await context.newPage(),
      new URL(route, test.info().project.use.baseURL).href,
    );
    await context.close();
    expect(
      weight.total,
      `${route} transfers ${kilobytes(weight.total)} KB before interaction; the budget is ${budgetKb} KB`,
    ).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
