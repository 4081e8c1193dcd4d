/**
 * What a search costs a visitor on a slow phone: from the first letter typed to the first result shown, and the
 * bytes it took, in Chromium with Lighthouse's mobile conditions (slow 4G: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up; the processor four times slower).
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * A body's compressed bytes as it crossed the network: none for an answer from the cache (Chromium reports its size
 * as minus its headers').
 */
const bodyBytes = ({ responseBodySize }: { responseBodySize: number }) => Math.max(0, responseBodySize);

/** A finished request's path and the bytes of its body. */
const transferOf = async (request: Request) => ({
  path: new URL(request.url()).pathname,
  bytes: bodyBytes(await request.sizes()),
});

export const SLOW_4G = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 } as const;

export interface SearchTiming {
  /** From the first key pressed to the first result in the list. */
  ms: number;
  /** Transferred (compressed) body bytes of every request from the first touch of the box to the first result. */
  bytes: number;
  requests: number;
  /** Bytes by what was fetched: scripts, the parts of the index, the records shown, the search data, other. */
  byKind: Record<string, number>;
}

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}

function kindOf(path: string): string {
  if (path.startsWith('/search/words/')) return 'index';
  if (path.startsWith('/search/records/')) return 'records';
  if (path.startsWith('/search/')) return 'data';
  if (path.endsWith('.js')) return 'js';
  return 'other';
}

/**
 * Reaches the search field `box` of the page already loaded (`reach`: a click on it, or a tap on the phone's menu
 * first), types `query` a letter at a time as a person does, and measures until `firstResult` is shown: the time in
 * the page, from the first keydown, and the bytes from the first touch.
 */
export async function timeFirstResult(
  page: Page,
  box: string,
  firstResult: string,
  query: string,
  reach: (page: Page) => Promise<void> = (page) => page.locator(box).click(),
  msPerLetter = 200,
): Promise<SearchTiming> {
  const fetched: Promise<{ path: string; bytes: number }>[] = [];
  const listener = (request: Request) => fetched.push(transferOf(request));
  await page.evaluate((selector) => {
    const state = window as unknown as { searchTiming: { typed?: number; shown?: number } };
    state.searchTiming = {};
    document.addEventListener('keydown', () => (state.searchTiming.typed ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (state.searchTiming.typed !== undefined && document.querySelector(selector))
        state.searchTiming.shown ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, firstResult);
  page.on('requestfinished', listener);
  await reach(page);
  const typing = page.locator(box).pressSequentially(query, { delay: msPerLetter });
  await page.locator(firstResult).first().waitFor({ timeout: 60_000 });
  page.off('requestfinished', listener);
  await typing;
  const { typed, shown } = await page.evaluate(
    () => (window as unknown as { searchTiming: { typed: number; shown: number } }).searchTiming,
  );
  return summed(await Promise.all(fetched), shown - typed);
}

/**
 * Opens `url` (the results page with a query) on a page nobody has opened yet and measures until `firstResult` is
 * shown: the time from the start of navigation, and every byte the page loaded until then.
 */
export async function timeOpenedResults(page: Page, url: string, firstResult: string): Promise<SearchTiming> {
  const fetched: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => fetched.push(transferOf(request)));
  await page.addInitScript((selector) => {
    const state = window as unknown as { resultShown?: number };
    new MutationObserver(() => {
      if (document.querySelector(selector)) state.resultShown ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, firstResult);
  await page.goto(url);
  await page.locator(firstResult).first().waitFor({ timeout: 60_000 });
  const shown = await page.evaluate(() => (window as unknown as { resultShown: number }).resultShown);
  // Only what had arrived when the result was shown.
  const arrived = fetched.slice();
  return summed(await Promise.all(arrived), shown);
}

function summed(requests: { path: string; bytes: number }[], ms: number): SearchTiming {
  const byKind: Record<string, number> = {};
  for (const request of requests) byKind[kindOf(request.path)] = (byKind[kindOf(request.path)] ?? 0) + request.bytes;
  return {
    ms,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    requests: requests.length,
    byKind,
  };
}
