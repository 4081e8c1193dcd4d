/**
 * What a search costs a visitor on a slow phone: from the first letter typed to the first result shown, and the
 * bytes it took, in Chromium with Lighthouse's mobile conditions (slow 4G: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up; the processor four times slower).
 */
import type { BrowserContext, Page } from '@playwright/test';

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
 * Clicks `box` (a search field of the page already loaded), types `query` a letter at a time as a person does, and
 * measures until `firstResult` is shown. The times are taken in the page, from the first keydown.
 */
export async function timeFirstResult(
  page: Page,
  box: string,
  firstResult: string,
  query: string,
  msPerLetter = 200,
): Promise<SearchTiming> {
  const fetched: Promise<{ path: string; bytes: number }>[] = [];
  const listener = (request: import('@playwright/test').Request) => {
    fetched.push(
      request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  };
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
  await page.locator(box).click();
  const typing = page.locator(box).pressSequentially(query, { delay: msPerLetter });
  await page.locator(firstResult).first().waitFor({ timeout: 60_000 });
  page.off('requestfinished', listener);
  await typing;
  const { typed, shown } = await page.evaluate(
    () => (window as unknown as { searchTiming: { typed: number; shown: number } }).searchTiming,
  );
  const requests = await Promise.all(fetched);
  const byKind: Record<string, number> = {};
  for (const request of requests) byKind[kindOf(request.path)] = (byKind[kindOf(request.path)] ?? 0) + request.bytes;
  return {
    ms: shown - typed,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    requests: requests.length,
    byKind,
  };
}
