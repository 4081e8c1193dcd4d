import { expect, type Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro removes the `ssr` attribute). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
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
