import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { hotp, base32Decode, timeStep, TOTP_PERIOD_SECONDS } from '../../backend/auth/totp.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { twoStepWords } from '../../src/i18n/pl/two-step.ts';
import { holdRequests, wcagViolations } from '../support.ts';
import { ANON_KEY, BACKEND_URL, createAdministrator } from '../live/backend.ts';
import { openLoginDialog, panel, signIn } from '../live/admin-steps.ts';

// The two-step sign-in in the panel, with codes computed here as an authenticator app computes them. Each test
// enrols its own administrators (never the demo account, whose sign-in stays as it is).

const t = twoStepWords;

/**
 * The codes of one secret as an app shows them, each of a later time step than the last one used (the server
 * accepts a step once, and one step either way of its own): the step before now while it is not about to end,
 * then now, then the next one; later ones are waited for.
 */
function authenticator(secret: string) {
  const key = base32Decode(secret)!;
  let lastStep = -1;
  return {
    async code(): Promise<string> {
      for (;;) {
        const now = Date.now();
        const current = timeStep(now);
        const endsIn = (current + 1) * TOTP_PERIOD_SECONDS * 1000 - now;
        const earliest = endsIn > 3000 ? current - 1 : current;
        const step = Math.max(lastStep + 1, earliest);
        if (step <= current + 1) {
          lastStep = step;
          return hotp(key, step);
        }
        await expect.poll(() => timeStep(Date.now()), { timeout: 31_000 }).toBeGreaterThan(current);
      }
    },
    /** Six digits that are none of the codes the server could accept now. */
    wrongCode(): string {
      const current = timeStep(Date.now());
      const valid = new Set([-1, 0, 1, 2].map((offset) => hotp(key, current + offset)));
      let guess = 0;
      while (valid.has(String(guess).padStart(6, '0'))) guess++;
      return String(guess).padStart(6, '0');
    },
  };
}

/** The administrator's dialog while it asks for the code: it is named by its heading. */
function codeDialog(page: Page) {
  return page.getByRole('dialog', { name: t.code.title, exact: true });
}

/**
 * A factor enrolled as another device of the same administrator would: through supabase-js, outside the page. A
 * session the page opened before it stands below the second step the account now has.
 */
async function enrolElsewhere(admin: { email: string; password: string }) {
  const client = createClient(BACKEND_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  await client.auth.signInWithPassword(admin);
  const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
  const app = authenticator(factor.data!.totp.secret);
  const enrolled = await client.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: await app.code() });
  expect(enrolled.error).toBeNull();
  return app;
}

async function signOut(page: Page) {
  await panel(page).getByRole('button', { name: 'Wyloguj się' }).click();
  await page.keyboard.press('Escape');
}

test.describe('two-step sign-in', () => {
  test('set up in the panel with the QR code or the key, then every sign-in asks for the code; a wrong code is refused', async ({
    page,
  }) => {
    const admin = await createAdministrator('dwuetapowa');
    await page.goto('/kontakt');
    await signIn(page, admin);
    const section = panel(page).locator('details.two-step-section');
    await section.locator('summary').click();
    await expect(section.getByText(t.section.off)).toBeVisible();
    await section.getByRole('button', { name: t.setup.start }).click();

    const qr = section.getByRole('img', { name: t.setup.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const grouped = (await section.locator('.two-step-setup__secret code').textContent()) ?? '';
    expect(grouped).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/);
    const app = authenticator(grouped.replace(/\s+/g, ''));
    expect(await wcagViolations(page)).toEqual([]);

    const field = section.getByRole('textbox', { name: t.code.label });
    await expect(field).toBeFocused();
    await field.fill(await app.code());
    await section.getByRole('button', { name: t.setup.confirm }).click();
    await expect(section.getByRole('status').filter({ hasText: t.setup.done })).toBeVisible();
    await expect(section.getByText(t.section.on)).toBeVisible();

    await signOut(page);
    await signIn(page, admin, false);
    const codeStep = codeDialog(page);
    await expect(codeStep).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    const codeField = codeStep.getByRole('textbox', { name: t.code.label });
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);

    await codeField.fill(app.wrongCode());
    await codeStep.getByRole('button', { name: t.code.submit }).click();
    await expect(codeStep.getByRole('alert')).toHaveText(t.errors.wrongCode);
    await expect(codeField).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);
    await codeField.fill('12a');
    await codeStep.getByRole('button', { name: t.code.submit }).click();
    await expect(codeStep.getByText(t.code.invalidFormat)).toBeVisible();
    await codeField.fill(await app.code());
    await codeStep.getByRole('button', { name: t.code.submit }).click();
    await expect(panel(page)).toBeVisible();

    // Removal asks for a fresh code; then the password alone opens the panel again.
    await section.locator('summary').click();
    await section.getByRole('button', { name: t.section.remove }).click();
    await section.getByRole('textbox', { name: t.code.label }).fill(await app.code());
    await section.getByRole('button', { name: t.section.removeConfirm }).click();
    await expect(section.getByRole('status').filter({ hasText: t.section.removed })).toBeVisible();
    await signOut(page);
    await signIn(page, admin);
  });

  test("when the panel's section cannot read the setting, it says so and reads it again on request", async ({
    page,
  }) => {
    // The dialog reads the account's factors once before the panel and the section once after: the second read
    // meets a broken connection.
    let reads = 0;
    await page.route('**/auth/v1/user', (route) => (++reads === 2 ? route.abort('failed') : route.continue()));
    await page.goto('/kontakt');
    await signIn(page, await createAdministrator('dwuetapowa'));
    const section = panel(page).locator('details.two-step-section');
    await section.locator('summary').click();
    await expect(section.getByText(t.errors.loadFailed)).toBeVisible();
    await section.getByRole('button', { name: t.retry }).click();
    await expect(section.getByText(t.section.off)).toBeVisible();
    await expect(section.getByRole('button', { name: t.setup.start })).toBeVisible();
    await expect(section.getByText(t.errors.loadFailed)).toHaveCount(0);
  });

  test("the section's title stays where it is while the panel's lists load and go live, so a click on it is not lost", async ({
    page,
  }) => {
    await page.goto('/kontakt');
    const release = await holdRequests(page, /\/rest\/v1\/news_items\?/);
    await signIn(page, await createAdministrator('dwuetapowa'));
    const title = panel(page).locator('details.two-step-section > summary');
    await expect(panel(page)).toContainText(panelWords.panel.connecting);
    const before = await title.boundingBox();
    release();
    await expect(panel(page)).toContainText(panelWords.panel.connected);
    await expect(panel(page)).toContainText(panelWords.panel.live);
    expect(await title.boundingBox()).toEqual(before);
  });

  test('the code step works with the keyboard alone', async ({ page }) => {
    const admin = await createAdministrator('dwuetapowa');
    const app = await enrolElsewhere(admin);

    await page.goto('/kontakt');
    const login = await openLoginDialog(page);
    await expect(login.getByLabel('Adres e-mail')).toBeFocused();
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    const codeField = codeDialog(page).getByRole('textbox', { name: t.code.label });
    await expect(codeField).toBeFocused();
    await page.keyboard.type(app.wrongCode());
    await page.keyboard.press('Enter');
    await expect(codeDialog(page).getByRole('alert')).toHaveText(t.errors.wrongCode);
    await expect(codeField).toBeFocused();
    await page.keyboard.type(await app.code());
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('tab', { selected: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('after five wrong codes in a minute even the right one is refused, with a request to wait', async ({ page }) => {
    const admin = await createAdministrator('dwuetapowa');
    const app = await enrolElsewhere(admin);
    await page.goto('/kontakt');
    await signIn(page, admin, false);
    const codeStep = codeDialog(page);
    const field = codeStep.getByRole('textbox', { name: t.code.label });
    const submit = codeStep.getByRole('button', { name: t.code.submit });
    // Each answer is awaited: the alert says the same words after every wrong code.
    const send = async (code: string) => {
      await field.fill(code);
      await Promise.all([page.waitForResponse(/\/auth\/v1\/factors\/[^/]+\/verify$/), submit.click()]);
    };
    for (let attempt = 1; attempt <= 5; attempt++) {
      await send(app.wrongCode());
      await expect(codeStep.getByRole('alert')).toHaveText(t.errors.wrongCode);
    }
    await send(await app.code());
    await expect(codeStep.getByRole('alert')).toHaveText(t.errors.tooMany);
    await expect(field).toBeFocused();
    await expect(panel(page)).toHaveCount(0);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
