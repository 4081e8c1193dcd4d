import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test.describe('site search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/kontakt');
    await hydrated(page);
  });

  test('shows matching pages with title and excerpt as you type, also without Polish letters', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
    await box.fill('zasilek staly');
    const list = page.getByRole('listbox', { name: 'Wyniki wyszukiwania' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = list.getByRole('option').first();
    await expect(first).toContainText('Zasiłek stały');
    await expect(first.locator('mark').first()).toBeVisible();
  });

  test('finds a benefit typed without ł, and the first result is that benefit', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
    await box.fill('zasilek pielegnacyjny');
    await expect(page.getByRole('option').first()).toContainText('Zasiłek pielęgnacyjny');
  });

  test('arrow keys choose a result and Enter opens it', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
    await box.fill('zasiłek stały');
    await expect(page.getByRole('option').first()).toContainText('Zasiłek stały');
    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zasilek-staly$/);
  });

  test('Escape closes the suggestions', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
    await box.fill('zasilek');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter without a chosen suggestion opens the results page', async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
    await box.fill('zasilek');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=zasilek$/);
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'Znaleziono' })).toBeVisible();
    await expect(page.locator('.search-results__list a').first()).toBeVisible();
    await expect(page.getByLabel('Szukaj w serwisie').last()).toHaveValue('zasilek');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/szukaj?q=xqzwv');
    await hydrated(page);
    await expect(page.getByText('Nic nie znaleziono. Spróbuj innego słowa.')).toBeVisible();
  });
});
