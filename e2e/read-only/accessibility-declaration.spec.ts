import { expect, test } from '@playwright/test';

/**
 * The declaration follows the government template, whose machine-readable parts are found by these ids
 * (the accessibility monitoring tools read them), so each must be on the page exactly once.
 */
const TEMPLATE_IDS = [
  'a11y-wstep',
  'a11y-podmiot',
  'a11y-url',
  'a11y-data-publikacja',
  'a11y-data-aktualizacja',
  'a11y-status',
  'a11y-ocena',
  'a11y-data-sporzadzenie',
  'a11y-kontakt',
  'a11y-osoba',
  'a11y-email',
  'a11y-telefon',
  'a11y-procedura',
  'a11y-architektura',
  'a11y-aplikacje',
];

test('the accessibility declaration carries every id of the government template once', async ({ page }) => {
  await page.goto('/deklaracja-dostepnosci');
  for (const id of TEMPLATE_IDS) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
  await expect(page.locator('#a11y-url')).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('#a11y-email')).toHaveAttribute('href', /^mailto:.+@/);
  await expect(page.locator('#a11y-telefon')).toHaveAttribute('href', /^tel:\+?\d+$/);
});

test('each date of the declaration is a YYYY-MM-DD date or plainly marked as still to be filled in', async ({
  page,
}) => {
  await page.goto('/deklaracja-dostepnosci');
  for (const id of ['a11y-data-publikacja', 'a11y-data-aktualizacja', 'a11y-data-sporzadzenie']) {
    await expect(page.locator(`[id="${id}"]`), id).toHaveText(
      /^(\d{4}-\d{2}-\d{2}|\[do uzupełnienia przez ośrodek\])$/,
    );
  }
});
