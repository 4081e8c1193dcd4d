/**
 * A slow connection or a slow phone may paint a page before its header has arrived in full. The header's tools
 * are right-aligned, so tools arriving after such a paint must not push the ones before them aside: the page is
 * sent here in two parts, cut after the accessibility button, the second only once the browser has painted the
 * first (a fixed pause is not enough on a busy machine, whose first frame can come after it), and no layout shift
 * may follow.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { afterFrames } from '../support.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');
/** If the browser never says it painted, the rest is sent anyway, and the test fails on the tools it counted. */
const LONGEST_WAIT_MS = 10_000;
/** The header's tools in the first part: the search box, the accessibility button and the one between them. */
const TOOLS_IN_FIRST_PART = 3;

let server: Server;
let origin = '';
/** Each test's request, by its viewport, waiting for its first paint to send the rest of the page. */
const sendRest = new Map<string, () => void>();

test.beforeAll(async () => {
  const html = readFileSync(join(dist, 'zasilek-staly.html'), 'utf8');
  // After the accessibility button, a tool both layouts show; the dark-mode, sign-in and menu buttons come later.
  const cut = html.indexOf('</button>', html.indexOf('aria-controls="accessibility-panel"')) + '</button>'.length;
  server = createServer((request, response) => {
    const partial = new URL(request.url ?? '/', 'http://x');
    if (partial.pathname === '/zasilek-staly') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      const viewport = partial.searchParams.get('viewport') ?? '';
      const send = () => {
        clearTimeout(fallback);
        sendRest.delete(viewport);
        if (!response.writableEnded) response.end(html.slice(cut));
      };
      const fallback = setTimeout(send, LONGEST_WAIT_MS);
      sendRest.set(viewport, send);
      return;
    }
    try {
      const body = readFileSync(join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
      response.writeHead(200).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => server.close());

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`tools arriving after the first paint move nothing (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.exposeFunction('painted', () => sendRest.get(String(viewport.width))?.());
    await page.addInitScript((toolsInFirstPart) => {
      const record = window as unknown as { shifts: string[]; toolsAtFirstPaint?: number; painted(): void };
      record.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Element }[] }[]) {
          record.shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.className).join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // A busy browser may paint before it has parsed the whole first part: wait for the frame that has it all.
      const firstPaint = () => {
        const tools = document.querySelector('.site-header__tools');
        if (!tools || tools.children.length < toolsInFirstPart) return requestAnimationFrame(firstPaint);
        record.toolsAtFirstPaint = tools.children.length;
        // The frame whose callback this is paints right after it; the next frame's callback comes after that paint.
        requestAnimationFrame(() => record.painted());
      };
      requestAnimationFrame(firstPaint);
    }, TOOLS_IN_FIRST_PART);
    await page.goto(`${origin}/zasilek-staly?viewport=${viewport.width}`, { waitUntil: 'load' });
    // A layout shift is reported with the frame that painted it.
    await afterFrames(page);
    const { shifts, toolsAtFirstPaint } = await page.evaluate(() => {
      const record = window as unknown as { shifts: string[]; toolsAtFirstPaint?: number };
      return { shifts: record.shifts, toolsAtFirstPaint: record.toolsAtFirstPaint };
    });
    // The page really was painted with only part of the tools, and nothing moved when the rest came.
    expect(toolsAtFirstPaint).toBe(TOOLS_IN_FIRST_PART);
    expect(shifts).toEqual([]);
    await expect(page.locator('.site-header__tools')).toBeVisible();
    await context.close();
  });
}
