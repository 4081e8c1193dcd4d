import { expect, test } from '@playwright/test';
import { base32Decode, hotp, timeStep } from '../../backend/auth/totp.ts';
import { twoStepWords } from '../../src/i18n/pl/two-step.ts';
import { wcagViolations } from '../support.ts';
import { serviceClient } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';

// The database's setting that makes the second step mandatory for every administrator. It holds for the whole
// site, so this file runs after the administrators' tests, one test at a time with the outage's (the project
// `whole-backend`), and puts the setting back. Its administrator is its own, never the demo account.

const t = twoStepWords;

async function setRequired(required: boolean): Promise<void> {
  const { error } = await serviceClient()
    .from('admin_settings')
    .update({ two_step_required: required })
    .eq('singleton', true);
  if (error) throw error;
}

test.afterEach(async () => {
  await setRequired(false);
});

test('a mandatory second step makes an administrator without a factor set it up before the panel opens', async ({
  page,
}) => {
  const service = serviceClient();
  const email = `obowiazkowa-${Date.now()}@example.com`;
  const password = 'obowiazkowe-dwa-kroki-2026';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  expect((await service.from('admins').insert({ user_id: created.data.user.id })).error).toBeNull();
  await setRequired(true);

  await page.goto('/kontakt');
  await signIn(page, { email, password }, false);
  const setup = page.getByRole('dialog', { name: t.setup.title, exact: true });
  await expect(setup.getByText(t.setup.required)).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await expect(setup.getByRole('button', { name: t.setup.cancel })).toHaveCount(0);
  await setup.getByRole('button', { name: t.setup.start }).click();
  await expect(setup.getByRole('img', { name: t.setup.qrAlt })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  const secret = ((await setup.locator('.two-step-setup__secret code').textContent()) ?? '').replace(/\s+/g, '');
  await setup.getByRole('textbox', { name: t.code.label }).fill(hotp(base32Decode(secret)!, timeStep(Date.now())));
  await setup.getByRole('button', { name: t.setup.confirm }).click();
  await expect(panel(page)).toBeVisible();
  // While it is mandatory the panel does not offer to switch it off.
  const section = panel(page).locator('details.two-step-section');
  await section.locator('summary').click();
  await expect(section.getByText(t.section.requiredNote)).toBeVisible();
  await expect(section.getByRole('button', { name: t.section.remove })).toHaveCount(0);
});

test('a file sent after the second step became mandatory, by a session that has not passed it, is refused in those words', async ({
  page,
}) => {
  const service = serviceClient();
  const email = `plik-bez-kodu-${Date.now()}@example.com`;
  const password = 'plik-bez-drugiego-kroku-2026';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  expect((await service.from('admins').insert({ user_id: created.data.user.id })).error).toBeNull();
  await page.goto('/kontakt');
  await signIn(page, { email, password });
  await setRequired(true);

  await panel(page)
    .getByRole('tab', { name: /^Pliki/ })
    .click();
  const form = panel(page).getByRole('form', { name: 'Dodaj plik' });
  const pdf = { name: 'wniosek.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n  ') };
  await form.getByLabel('Plik z komputera').setInputFiles(pdf);
  const [upload] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/storage/v1/object/documents/')),
    form.getByRole('button', { name: 'Dodaj plik' }).click(),
  ]);
  expect(upload.status()).toBe(403);
  await expect(panel(page).getByText(t.errors.writeNeedsCode)).toBeVisible();
});
