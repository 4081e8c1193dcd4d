import { expect, type Page } from '@playwright/test';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { hydrated } from '../support.ts';

/**
 * Both administrator dialogs carry the one name 'Panel administratora'; they are told apart by what they hold:
 * the sign-in form its e-mail field, the panel its tabs.
 */
function adminDialog(page: Page) {
  return page.getByRole('dialog', { name: siteWords.admin.title, exact: true });
}

export function loginDialog(page: Page) {
  return adminDialog(page).filter({ has: page.getByRole('textbox', { name: panelWords.login.email }) });
}

export function panel(page: Page) {
  return adminDialog(page).filter({ has: page.getByRole('tablist', { name: panelWords.panel.sections }) });
}

/** Opens the login modal with the shield button, once the header has hydrated. */
export async function openLoginDialog(page: Page) {
  await hydrated(page);
  await page.getByRole('button', { name: siteWords.admin.title }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the open login modal and presses 'Zaloguj się'; unless told otherwise, resolves when the panel is shown. */
export async function submitSignIn(
  page: Page,
  account: { email: string; password: string },
  expectPanel = true,
): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Adres e-mail').fill(account.email);
  await dialog.getByLabel('Hasło', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Zaloguj się' }).click();
  if (expectPanel) await expect(panel(page)).toBeVisible();
}

/** Opens the login modal and signs in; unless told otherwise, resolves when the panel is shown. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  expectPanel = true,
): Promise<void> {
  await openLoginDialog(page);
  await submitSignIn(page, account, expectPanel);
}
