import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes, hydrated } from './support.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test(`every page has no WCAG 2.1 AA violations in ${theme} mode`, async ({ page }) => {
    test.setTimeout(240_000);
    if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const routes = [...(await allRoutes(page)), '/nie-ma-takiej-strony'];
    expect(routes.length).toBeGreaterThan(3);
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await hydrated(page);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of violations) {
        failures.push(`${route}: ${violation.id} – ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('open menus and the accessibility panel have no violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('.desktop-nav').getByRole('button', { name: 'Formy pomocy' }).click();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Ułatwienia dostępu' }).click();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
});

for (const route of ['/', '/zasilek-staly']) {
  test(`${route} reflows at 320 px without horizontal scrolling, also with the largest text`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('textSize', '2'));
    await page.goto(route);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(`${route} reflows at 200% zoom (640 px wide viewport at 1280 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('focus is visible on links and buttons in both themes', async ({ page }) => {
  for (const dark of [false, true]) {
    await page.addInitScript((on) => localStorage.setItem('darkMode', String(on)), dark);
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
