import { expect, test } from '@playwright/test';
import { ADMIN } from '../live/backend.ts';
import { loginDialog, panel, signIn, submitSignIn } from '../live/admin-steps.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { restartBackend, stopBackend } from '../backend-process.ts';

/**
 * Runs last, one test at a time (the project `whole-backend`): stops the real backend while a resident and the
 * administrator have pages open, then starts it again on the same data.
 */
test.describe.configure({ mode: 'serial' });

test('a stopped backend gives the Polish error texts, and everything recovers when it is back', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/aktualnosci');
  await expect(visitor.locator('.news-list .news-card').first()).toBeVisible();
  await page.goto('/');
  await signIn(page, ADMIN);

  await stopBackend();
  try {
    await visitor.reload();
    // supabase-js retries a failed read three times (1, 2 and 4 s) before it reports the error.
    await expect(visitor.getByRole('alert')).toHaveText(/Błąd połączenia|Nie udało się wczytać aktualności/, {
      timeout: 15_000,
    });

    const admin = panel(page);
    await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
    const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
    await add.getByLabel('Tytuł').fill('Komunikat w czasie awarii');
    await add.getByLabel('Treść').fill('Treść');
    await add.getByRole('button', { name: 'Opublikuj' }).click();
    const banner = admin.getByRole('alert').filter({ hasText: 'Błąd połączenia' });
    await expect(banner).toBeVisible();
    await expect(admin.getByText('Wystąpił błąd podczas dodawania aktualności. Spróbuj ponownie.')).toBeVisible();
    await expect(add.getByLabel('Tytuł')).toHaveValue('Komunikat w czasie awarii');
  } finally {
    await restartBackend();
  }

  await visitor.context().setOffline(true);
  await visitor.context().setOffline(false);
  await expect(visitor.locator('.news-list .news-card').first()).toBeVisible({ timeout: 15_000 });

  const admin = panel(page);
  await admin.getByRole('form', { name: 'Dodaj aktualność' }).getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aktualność została opublikowana.' })).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(visitor.locator('.news-list h2', { hasText: 'Komunikat w czasie awarii' })).toBeVisible({
    timeout: 15_000,
  });
  await visitor.context().close();
});

test('a failed login because the backend is down says so in Polish', async ({ page }) => {
  await page.goto('/');
  await stopBackend();
  try {
    const dialog = loginDialog(page);
    await page.getByRole('button', { name: siteWords.admin.title }).click();
    await submitSignIn(page, ADMIN, false);
    await expect(dialog.getByRole('alert')).toContainText('Wystąpił błąd podczas logowania');
    await expect(dialog.getByRole('alert')).toContainText(
      'Błąd połączenia. Sprawdź połączenie z internetem i spróbuj ponownie.',
    );
  } finally {
    await restartBackend();
  }
});
