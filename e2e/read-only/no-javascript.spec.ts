import { expect, test } from '@playwright/test';
import { siteWords } from '../../src/i18n/pl/site.ts';

test.use({ javaScriptEnabled: false });

test('content pages are complete and readable without JavaScript', async ({ page }) => {
  await page.goto('/zasilek-staly');
  await expect(page.locator('h1')).toHaveText('Zasiłek stały');
  await expect(page.locator('article .prose')).toContainText('zł');
  await expect(page.locator('.contact-block')).toBeVisible();
});

test('every navigation group opens as a disclosure and its links work', async ({ page }) => {
  await page.goto('/');
  const nav = page.locator('.site-nav');
  await nav.locator('summary', { hasText: 'Programy specjalne' }).click();
  const link = nav.getByRole('link', { name: 'Teleopieka' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/teleopieka$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and every group is reachable', async ({ page }) => {
    await page.goto('/');
    await page.locator('.mobile-menu summary').click();
    const group = page.locator('#site-nav .site-nav__group', {
      has: page.locator('summary', { hasText: 'Informacje o ośrodku' }),
    });
    await group.locator('summary').click();
    await group.getByRole('link', { name: 'Kadra' }).click();
    await expect(page).toHaveURL(/\/kadra$/);
  });
});

test('the search form leads to a page listing every page of the site', async ({ page }) => {
  await page.goto('/nie-ma');
  await page.locator('#not-found-search').fill('zasiłek');
  await page.locator('#not-found-search').press('Enter');
  await expect(page).toHaveURL(/\/szukaj\?q=/);
  await expect(page.getByText('Wyszukiwarka działa po włączeniu JavaScriptu.')).toBeVisible();
  await expect(page.locator('.site-map a[href="/zasilek-staly"]')).toBeVisible();
});

test('collapsible sections open without JavaScript', async ({ page }) => {
  await page.goto('/pliki-do-pobrania');
  const first = page.locator('details.collapsible').first();
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('a').first()).toBeVisible();
});

test.describe('parts that need JavaScript say so instead of loading forever', () => {
  // The news and files are in the HTML from the build's snapshot (e2e/snapshot.spec.ts); what is left needs
  // JavaScript: an article published after the build, and the social embed. A build without a snapshot shows
  // the notice for the news and files too (tests/content/editor-changes-build.test.ts).
  for (const { route, notice } of [
    { route: '/', notice: siteWords.needsJavaScript.socialEmbed },
    { route: '/aktualnosci/123', notice: siteWords.needsJavaScript.article },
  ]) {
    test(`${route}: ${notice.split('.')[0]}`, async ({ page }) => {
      await page.goto(route);
      // Playwright's text search skips <noscript>, so the notice is found by its place after the island.
      await expect(page.locator('.requires-js + noscript p').filter({ hasText: notice })).toBeVisible();
    });
  }
});
