import { expect, test, type Page } from '@playwright/test';
import { holdRequests, hydrated } from '../support.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { loginDialog } from '../live/admin-steps.ts';

/** The scripts this page has loaded that contain the Supabase auth client. */
async function supabaseScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const found: string[] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('GoTrueClient')) found.push(url);
  }
  return found;
}

test('a plain content page does not download supabase-js until the administrator button is used', async ({ page }) => {
  const backendCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:54321')) backendCalls.push(request.url());
  });
  await page.goto('/zasilek-staly');
  await hydrated(page);
  expect(await supabaseScripts(page)).toEqual([]);
  expect(backendCalls).toEqual([]);

  await page.getByRole('button', { name: siteWords.admin.title }).click();
  await expect(loginDialog(page)).toBeVisible();
  expect((await supabaseScripts(page)).length).toBeGreaterThan(0);
});

test('while the administrator code loads after a press, the shield says it is busy and stays usable', async ({
  page,
}) => {
  const release = await holdRequests(page, /AdminDialog.*\.js$/);
  await page.goto('/kontakt');
  await hydrated(page);
  const shield = page.getByRole('button', { name: siteWords.admin.title });
  await shield.click();
  await expect(shield).toHaveAttribute('aria-busy', 'true');
  await expect(shield).toBeEnabled();
  release();
  await expect(loginDialog(page)).toBeVisible();
  await expect(shield).not.toHaveAttribute('aria-busy');
});

test('pages with news read and follow them without downloading the sign-in client', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/news_items')) reads.push(request.url());
  });
  await page.goto('/aktualnosci');
  await hydrated(page);
  await expect.poll(() => reads.length).toBe(1);
  // Only the items the first page shows, not the whole table.
  expect(new URL(reads[0]!).searchParams.get('limit')).toBe('20');
  await expect(page.locator('.news-list .news-card').first()).toBeVisible();
  expect(await supabaseScripts(page)).toEqual([]);
});
