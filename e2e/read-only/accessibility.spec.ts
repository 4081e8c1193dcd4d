import { expect, test } from '@playwright/test';
import { hydrated, useTheme, wcagViolations } from '../support.ts';

/**
 * States of a page that the every-page check (every-page.spec.ts, which holds each page to WCAG 2.1 AA in both
 * themes and to reflow) does not open: the menus, the accessibility panel, and focus.
 */
test.describe.configure({ mode: 'parallel' });

test('open menus and the accessibility panel have no violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.site-nav').getByRole('button', { name: 'Formy pomocy' }).click();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ułatwienia dostępu' }).click();
  expect(await wcagViolations(page)).toEqual([]);
});

test('focus is visible on links and buttons in both themes', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto('/zasilek-staly');
    await hydrated(page);
    const back = page.getByRole('link', { name: 'Powrót do strony głównej' });
    await back.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const style = await back.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, shadow: s.boxShadow };
    });
    expect(style.background).toBe('rgb(255, 221, 0)');
    expect(style.shadow).not.toBe('none');
  }
});
