import { expect, type Page } from '@playwright/test';
import { hydrated } from '../support.ts';

/** Opens the login modal with the shield button and signs in; resolves when the panel is shown. */
export async function signIn(page: Page, account: { email: string; password: string }, expectPanel = true): Promise<void> {
  await hydrated(page);
  await page.getByRole('button', { name: 'Panel administratora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Panel Administratora', exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Adres e-mail').fill(account.email);
  await dialog.getByLabel('Hasło', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  if (expectPanel) await expect(page.getByRole('dialog', { name: 'Panel administratora', exact: true })).toBeVisible();
}

export function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Panel administratora', exact: true });
}
