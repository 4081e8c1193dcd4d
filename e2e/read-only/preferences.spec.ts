import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support.ts';

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Ułatwienia dostępu' }).click();
  const panel = page.getByRole('region', { name: 'Ułatwienia dostępu' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('text size', () => {
  test('has three levels, default 1, each end disabling its button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    expect(await rootFontSize(page)).toBe('16px');
    const panel = await openPanel(page);
    const smaller = panel.getByRole('button', { name: 'Zmniejsz tekst' });
    const larger = panel.getByRole('button', { name: 'Powiększ tekst' });
    await expect(smaller).toBeEnabled();
    await expect(larger).toBeEnabled();
    await expect(panel).toContainText('Rozmiar tekstu: standardowy');

    await larger.click();
    await expect(larger).toBeDisabled();
    await expect(smaller).toBeFocused();
    await expect(panel).toContainText('Rozmiar tekstu: duży');
    expect(await rootFontSize(page)).toBe('20px');
    expect(await page.evaluate(() => localStorage.getItem('textSize'))).toBe('2');

    await smaller.click();
    await smaller.click();
    await expect(smaller).toBeDisabled();
    await expect(larger).toBeFocused();
    expect(await rootFontSize(page)).toBe('14px');
    expect(await page.evaluate(() => localStorage.getItem('textSize'))).toBe('0');
  });

  test('scales text written in rem, so the body text grows too', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await hydrated(page);
    const before = await page
      .locator('.prose p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    await (await openPanel(page)).getByRole('button', { name: 'Powiększ tekst' }).click();
    const after = await page
      .locator('.prose p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(after / before).toBeCloseTo(1.25, 2);
  });

  test('is kept across pages and reloads', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await (await openPanel(page)).getByRole('button', { name: 'Powiększ tekst' }).click();
    await page.goto('/kontakt');
    expect(await rootFontSize(page)).toBe('20px');
    await page.reload();
    expect(await rootFontSize(page)).toBe('20px');
    await hydrated(page);
    await expect((await openPanel(page)).getByRole('button', { name: 'Powiększ tekst' })).toBeDisabled();
  });
});

test.describe('dark mode', () => {
  test('the header toggle sets the dark class and stores darkMode', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');

    await page.goto('/zasilek-staly');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Tryb ciemny' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('the switch in the accessibility panel and the header toggle stay in step', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = await openPanel(page);
    const panelSwitch = panel.getByRole('switch', { name: 'Tryb ciemny' });
    await panelSwitch.check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('header').getByRole('button', { name: 'Tryb ciemny' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('settings at first paint', () => {
  test('stored settings are applied before the body is parsed, without waiting for JavaScript bundles', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('textSize', '2');
      localStorage.setItem('darkMode', 'true');
      new MutationObserver((_, observer) => {
        if (document.body) {
          const root = document.documentElement;
          (window as unknown as { atFirstBody: unknown }).atFirstBody = {
            dark: root.classList.contains('dark'),
            size: root.getAttribute('data-text-size'),
          };
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // No island code at all: only the inline head script can have applied the settings.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/zasilek-staly');
    expect(await page.evaluate(() => (window as unknown as { atFirstBody: unknown }).atFirstBody)).toEqual({
      dark: true,
      size: '2',
    });
    expect(await rootFontSize(page)).toBe('20px');
  });

  test('hydration causes no mismatch warnings with stored settings', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      localStorage.setItem('textSize', '0');
      localStorage.setItem('darkMode', 'true');
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Tryb ciemny' })).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });
});

test.describe('accessibility panel', () => {
  test('shows the cookie notice and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = await openPanel(page);
    await expect(panel).toContainText('nie używa plików cookies do śledzenia');
    await expect(panel.getByRole('link', { name: 'Polityka prywatności i plików cookies' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ułatwienia dostępu' })).toBeFocused();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const panel = await openPanel(page);
    await page.locator('#forms-of-help h2').click();
    await expect(panel).toBeHidden();
  });
});
