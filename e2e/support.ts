import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
    page.locator(
      'astro-island[client="load"][ssr], astro-island[client="idle"][ssr], astro-island[client="intent"][ssr]',
    ),
  ).toHaveCount(0);
}

/** News articles share one template: checks that visit every page visit this many of them. */
const ARTICLES_CHECKED = 2;

/**
 * Every page listed in the sitemap, as root-relative paths, but only the first few news articles: they are one
 * template filled with different text, and the archive holds many.
 */
export async function allRoutes(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const article = /^\/aktualnosci\/[0-9a-f-]{36}$/;
  const articles = routes.filter((route) => article.test(route));
  return [...routes.filter((route) => !article.test(route)), ...articles.slice(0, ARTICLES_CHECKED)];
}

/** Text of an element as a reader sees it: non-breaking spaces as spaces, white space collapsed. */
export function normalise(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/**
 * axe's minified build: `axe-core`'s `source` is the readable one, twice the bytes to send to every page checked
 * and for the page to compile (about 80 ms of processor time a page, docs/testing.md).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe rule tags of WCAG 2.1 AA, the level the law sets for Polish public bodies. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's WCAG 2.1 AA violations, each named by rule and elements: of every rule of the level, or only of
 * `rules`, and only within `include` when given. axe is put into a page once, however often the page is checked.
 */
export async function wcagViolations(
  page: Page,
  scope: { include?: string; rules?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, rules, tags }) => {
      const checker = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const { violations } = await checker.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (violation) =>
          `${violation.id} – ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    },
    { include: scope.include, rules: scope.rules, tags: WCAG_21_AA },
  );
}

/** Every page the test opens from now on is drawn in this colour theme, as the visitor's stored setting. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
}

/** The address of the centre's mark in a page's HTML: its tab icon, which is also the header's logo. */
export function logoAddress(html: string): string | undefined {
  return /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
}

/** Records every Content-Security-Policy violation a page reports, from before its first byte. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Resolves once the page has drawn `frames` more frames: whatever the last input or change set off (a scroll
 * handler, a layout shift's report) has run by then. A condition, where a fixed pause would guess.
 */
export async function afterFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(async (count) => {
    for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, frames);
}
