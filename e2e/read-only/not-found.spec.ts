import { expect, test } from '@playwright/test';

test('an unknown address answers 404 with a helpful Polish page', async ({ page }) => {
  const response = await page.goto('/nie-ma-takiej-strony');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Nie znaleziono strony');
  const search = page.getByRole('search').filter({ has: page.locator('#not-found-search') });
  await search.getByLabel('Szukaj w serwisie').fill('zasilek');
  await search.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/szukaj\?q=zasilek$/);
});

test('the 404 page links to the main sections', async ({ page }) => {
  await page.goto('/a/b/c');
  for (const href of ['/', '/pomoc-spoleczna', '/swiadczenia-rodzinne', '/pliki-do-pobrania', '/kontakt']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});
