import { expect, test } from '@playwright/test';
import { allRoutes } from '../support.ts';

test('every internal link, image and script on every page answers 200', async ({ page, request }) => {
  test.setTimeout(180_000);
  const routes = [...(await allRoutes(page)), '/nie-ma-takiej-strony'];
  const targets = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const value = match[1]!.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|#|data:)/.test(value)) continue;
      const url = new URL(value, `http://127.0.0.1${route}`);
      if (!targets.has(url.pathname)) targets.set(url.pathname, route);
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  await Promise.all(
    [...targets].map(async ([target, from]) => {
      const response = await request.get(target, { maxRedirects: 0 });
      if (response.status() !== 200) broken.push(`${target} (${response.status()}) linked from ${from}`);
    }),
  );
  expect(broken).toEqual([]);
});

test('documents are served as PDF', async ({ request }) => {
  const response = await request.get('/documents/harmonogram_kasa.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
