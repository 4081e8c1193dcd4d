import { expect, test } from '@playwright/test';

/**
 * The live pages' watchers start a second after the page has loaded and painted (src/integrations/background-scripts),
 * so on a slow connection their downloads never share the first round trips with the first screen.
 */
for (const route of ['/', '/aktualnosci', '/pliki-do-pobrania']) {
  test(`${route}: no script file is requested before the first paint`, async ({ page }) => {
    await page.goto(route);
    const scriptRequested = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith('.js')),
      );
    await expect.poll(scriptRequested, { message: 'the watcher starts' }).toBe(true);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeDefined();
    expect(Math.min(...scripts)).toBeGreaterThan(paint!);
  });
}
