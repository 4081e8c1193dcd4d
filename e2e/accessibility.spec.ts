import { expect, test } from '@playwright/test';
import { allRoutes, hydrated, useTheme, wcagViolations } from './support.ts';

test.describe.configure({ mode: 'parallel' });

/** The pages are checked in this many parts per theme, so both workers share them and each part has time. */
const PARTS = 3;

for (const theme of ['light', 'dark'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`every page has no WCAG 2.1 AA violations in ${theme} mode (${part + 1}/${PARTS})`, async ({ page }) => {
      test.setTimeout(240_000);
      await useTheme(page, theme);
      const routes = [...(await allRoutes(page)), '/nie-ma-takiej-strony'];
      expect(routes.length).toBeGreaterThan(3);
      const failures: string[] = [];
      for (const route of routes.filter((_, index) => index % PARTS === part)) {
        await page.goto(route);
        await hydrated(page);
        for (const violation of await wcagViolations(page)) failures.push(`${route}: ${violation}`);
      }
      expect(failures).toEqual([]);
    });
  }
}

test('open menus and the accessibility panel have no violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.site-nav').getByRole('button', { name: 'Formy pomocy' }).click();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ułatwienia dostępu' }).click();
  expect(await wcagViolations(page)).toEqual([]);
});

const reflowCases = [
  { name: 'at 320 px wide with the largest text', width: 320, height: 640, textSize: '2' },
  { name: 'at 200% zoom (640 px wide viewport standing for 1280 px)', width: 640, height: 400, textSize: '1' },
];

for (const { name, width, height, textSize } of reflowCases) {
  test(`every page reflows without horizontal scrolling ${name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    await page.addInitScript((size) => localStorage.setItem('textSize', size), textSize);
    const overflowing: string[] = [];
    for (const route of [...(await allRoutes(page)), '/nie-ma-takiej-strony']) {
      await page.goto(route);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) overflowing.push(`${route}: ${overflow} px`);
    }
    expect(overflowing).toEqual([]);
  });
}

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
