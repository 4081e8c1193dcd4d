import { expect, test, type Page, type Request } from '@playwright/test';
import { logoAddress } from '../support.ts';
import { transferredBytes } from '../../scripts/lib/page-weight.ts';
import { FULL_BROWSER } from '../../scripts/lib/chromium.ts';

/**
 * What the cache saves a visitor on their second page. Each page's own weight before interaction, within its
 * budget (scripts/lib/budgets.ts), is measured by the every-page check (every-page.spec.ts).
 */
test.describe.configure({ mode: 'parallel' });
/** In the full browser, which asks for the tab icon as a visitor's does; the headless shell does not. */
const fullBrowser = { tag: FULL_BROWSER };

test(
  'a second information page takes the site’s files the first one fetched from the cache, and costs less than as the first',
  fullBrowser,
  async ({ browser }) => {
    const base = test.info().project.use.baseURL!;
    /** Every request the visit starts, by path, with the bytes that crossed the network (none from the cache). */
    const visit = async (page: Page, route: string) => {
      // Each counted once its response has arrived in full: the document's finished event can come after the
      // network is quiet.
      const requests: Request[] = [];
      const listener = (request: Request) => void requests.push(request);
      page.on('request', listener);
      await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
      page.off('request', listener);
      return Promise.all(
        requests.map(async (request) => {
          await (await request.response())?.finished();
          return { path: new URL(request.url()).pathname, bytes: transferredBytes(await request.sizes()) };
        }),
      );
    };
    const total = (requests: { bytes: number }[]) => requests.reduce((sum, { bytes }) => sum + bytes, 0);
    const fresh = await browser.newContext();
    const first = await visit(await fresh.newPage(), '/kadra');
    await fresh.close();
    const visiting = await browser.newContext();
    const page = await visiting.newPage();
    const earlier = await visit(page, '/zasilek-staly');
    const second = await visit(page, '/kadra');
    await visiting.close();

    const fetchedEarlier = new Set(earlier.map(({ path }) => path).filter((path) => path.startsWith('/_astro/')));
    const again = second.filter(({ path }) => fetchedEarlier.has(path));
    // The stylesheet and the logo at least: the check below is about something.
    expect(again.length).toBeGreaterThanOrEqual(2);
    expect(again.filter(({ bytes }) => bytes > 0).map(({ path }) => path)).toEqual([]);
    expect(total(second)).toBeGreaterThan(0);
    expect(total(second)).toBeLessThan(total(first));
  },
);

test(
  'the logo and the tab icon are one file, kept for a year: fetched once by the first page, not by the next',
  fullBrowser,
  async ({ browser }) => {
    const base = test.info().project.use.baseURL!;
    const context = await browser.newContext();
    const page = await context.newPage();
    const html = await (await page.request.get(new URL('/kadra', base).href)).text();
    const mark = logoAddress(html);
    expect(mark).toMatch(/^\/_astro\/logo\.[\w-]+\.svg$/);
    expect(html).toContain(`<img src="${mark}"`);
    expect((await page.request.get(new URL(mark!, base).href)).headers()['cache-control']).toContain('immutable');

    /**
     * How many times the mark crossed the network on `route` (an answer from the browser's cache transfers nothing).
     * It is asked for twice on every page, as the logo and, after the page has loaded, as the tab icon.
     */
    const fetchesOnVisit = async (route: string) => {
      const fetched: Promise<boolean>[] = [];
      const listener = (request: Request) => {
        if (new URL(request.url()).pathname !== mark) return;
        fetched.push(request.sizes().then((sizes) => transferredBytes(sizes) > 0));
      };
      page.on('requestfinished', listener);
      await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
      await expect.poll(() => fetched.length).toBe(2);
      page.off('requestfinished', listener);
      return { overNetwork: (await Promise.all(fetched)).filter(Boolean).length };
    };
    const first = await fetchesOnVisit('/kadra');
    const next = await fetchesOnVisit('/zasilek-staly');
    await context.close();
    // Asked for as the logo and as the icon, it crossed the network once.
    expect(first.overNetwork).toBe(1);
    expect(next.overNetwork).toBe(0);
  },
);
