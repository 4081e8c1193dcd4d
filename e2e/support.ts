import { expect, type Page } from '@playwright/test';

/**
 * Hydrates the islands that start at page load, when the page is idle or on the visitor's first intent (the
 * header), and waits until
 * they have (Astro removes the `ssr` attribute). Intent is shown with a synthetic pointer event, so neither the
 * mouse nor the focus moves. Islands that hydrate when scrolled into view are waited for by the tests that
 * scroll to them.
 */
export async function hydrated(page: Page): Promise<void> {
  const intent = page.locator('astro-island[client="intent"]');
  for (const island of await intent.all()) await island.dispatchEvent('pointerover');
  await expect(
    page.locator('astro-island[client="load"][ssr], astro-island[client="idle"][ssr], astro-island[client="intent"][ssr]'),
  ).toHaveCount(0);
}

/** Every page listed in the sitemap, as root-relative paths. */
export async function allRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Text of an element as a reader sees it: non-breaking spaces as spaces, white space collapsed. */
export function normalise(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Holds back every request matching `pattern` until the returned `release()` is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
