import { expect, test } from '@playwright/test';
import { ADMIN, serviceClient } from '../live/backend.ts';
import { signIn } from '../live/admin-steps.ts';

/**
 * Runs before every other browser test (its own project): empties both tables, checks what residents and the
 * administrator see, then puts every row back exactly as it was.
 */
test.describe.configure({ mode: 'serial' });

let savedNews: Record<string, unknown>[] = [];
let savedAssets: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  const db = serviceClient();
  savedNews = (await db.from('news_items').select('*')).data ?? [];
  savedAssets = (await db.from('assets').select('*')).data ?? [];
  expect(savedNews.length).toBeGreaterThanOrEqual(5);
  await db.from('news_items').delete().not('id', 'is', null);
  await db.from('assets').delete().not('id', 'is', null);
});

test.afterAll(async () => {
  const db = serviceClient();
  if (savedNews.length) expect((await db.from('news_items').insert(savedNews)).error).toBeNull();
  if (savedAssets.length) expect((await db.from('assets').insert(savedAssets)).error).toBeNull();
});

test('residents see that there is no news yet, and no all-news link', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#news').getByText('Brak aktualności do wyświetlenia.')).toBeVisible();
  await expect(page.locator('#news').getByRole('link', { name: 'Wszystkie aktualności' })).toHaveCount(0);
  await page.goto('/aktualnosci');
  await expect(page.getByText('Brak aktualności do wyświetlenia.')).toBeVisible();
});

test('the administrator panel invites to add the first news item', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page.getByRole('dialog').getByText('Brak aktualności. Dodaj pierwszą aktualność!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Aktualności (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pliki (0)' })).toBeVisible();
});
