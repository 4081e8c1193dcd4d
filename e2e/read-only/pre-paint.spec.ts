import { expect, test, type Page } from '@playwright/test';
import { prePaintScript, THEME_TOGGLE_ATTRIBUTE } from '../../src/browser/preferences.ts';

/**
 * The inline script every page runs in <head>, before anything is drawn, run on a page of its own for each
 * stored state: it applies the text size and dark mode, survives blocked storage, and answers the header's
 * dark-mode button until the header's island has hydrated.
 */
const PAGE = '/pre-paint-test';

async function open(page: Page, storage: Record<string, string>, { blockStorage = false, hydrated = false } = {}) {
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><script>${prePaintScript}</script></head><body>
        <astro-island ${hydrated ? '' : 'ssr'}><button type="button" ${THEME_TOGGLE_ATTRIBUTE} aria-pressed="false">Tryb ciemny</button></astro-island>
        <p>Treść</p></body></html>`,
    }),
  );
  await page.addInitScript(
    ([entries, block]) => {
      if (block) {
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
        return;
      }
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    [storage, blockStorage] as const,
  );
  await page.goto(PAGE);
}

const root = (page: Page) =>
  page.evaluate(() => ({
    size: document.documentElement.getAttribute('data-text-size'),
    dark: document.documentElement.classList.contains('dark'),
  }));

for (const { stored, expected } of [
  { stored: {}, expected: { size: null, dark: false } },
  { stored: { textSize: '0' }, expected: { size: '0', dark: false } },
  { stored: { textSize: '2', darkMode: 'true' }, expected: { size: '2', dark: true } },
  { stored: { textSize: '1', darkMode: 'false' }, expected: { size: null, dark: false } },
  { stored: { textSize: '7', darkMode: 'TRUE' }, expected: { size: null, dark: false } },
]) {
  test(`stored ${JSON.stringify(stored)} is drawn as ${JSON.stringify(expected)}`, async ({ page }) => {
    await open(page, stored);
    expect(await root(page)).toEqual(expected);
    await expect(page.getByRole('button', { name: 'Tryb ciemny' })).toHaveAttribute(
      'aria-pressed',
      String(expected.dark),
    );
  });
}

test('with storage blocked the page is drawn with the defaults and nothing breaks', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, {}, { blockStorage: true });
  expect(await root(page)).toEqual({ size: null, dark: false });
  await page.getByRole('button', { name: 'Tryb ciemny' }).click();
  expect(await root(page)).toEqual({ size: null, dark: true });
  expect(errors).toEqual([]);
});

test('before hydration it answers the dark-mode button and stores the choice', async ({ page }) => {
  await open(page, {});
  const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
  await toggle.click();
  expect(await root(page)).toEqual({ size: null, dark: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await toggle.click();
  expect(await root(page)).toEqual({ size: null, dark: false });
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('after hydration it leaves the button to the island', async ({ page }) => {
  await open(page, {}, { hydrated: true });
  await page.getByRole('button', { name: 'Tryb ciemny' }).click();
  expect(await root(page)).toEqual({ size: null, dark: false });
});
