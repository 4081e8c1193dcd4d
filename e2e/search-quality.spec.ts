import { expect, test } from '@playwright/test';
import {
  describeMisses,
  PROJECT_QUERY_SET,
  ratesOf,
  readQuerySet,
  runQuerySet,
  shortfalls,
} from '../scripts/lib/search-quality.ts';

/**
 * The project's query set (situations brought to the counter, each with the page a clerk would give) through the
 * results page of the built site, as `npm run bench:search` runs it: the build fails when search falls below its
 * targets (right page first ≥ 75 %, in the first three ≥ 90 %, nothing found ≤ 2 %).
 */
test('search finds the page a clerk would give, for the project’s query set', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/szukaj');
  await page.locator('.search-results input[type="search"]').waitFor();
  const rates = ratesOf(await runQuerySet(page, readQuerySet(PROJECT_QUERY_SET)));
  expect(shortfalls(rates), describeMisses(rates.misses).join('\n')).toEqual([]);
});
