/**
 * What a page costs a visitor who has not interacted with it yet: every request it makes on its own, from
 * navigation until the network is quiet, to any origin (the site's, the backend's), with the bytes each one
 * transferred (compressed, as sent), and every message the backend's Realtime socket sends meanwhile: a phone pays
 * for all of it. Shared by `npm run bench` (which reports) and the budget test (which fails the build).
 */
import type { Page, Request, Response, WebSocket } from '@playwright/test';

type Sizes = Awaited<ReturnType<Request['sizes']>>;
import {
  AFTER_LOAD_STARTER,
  PAGE_SCRIPT_START_DELAY_MS,
  UNPAINTED_START_MS,
} from '../../src/integrations/background-scripts/started-by-import.ts';

export type Kind = 'html' | 'css' | 'js' | 'other';

export interface PageWeight {
  status: number;
  requests: number;
  /** Transferred response bytes per kind of file. */
  bytes: Record<Kind, number>;
  total: number;
  /** Response header bytes of all those requests, apart from the bodies (as sent over HTTP/1.1). */
  headers: number;
  /**
   * Of `total`, what came from other origins than the page's: the backend's answers to the page's reads, and the
   * messages of its Realtime socket (each message's bytes with its frame header; the socket's opening handshake
   * is not counted, Chromium does not report its size).
   */
  otherOrigins: number;
  /** Path and transferred bytes of every script file. */
  scripts: { path: string; bytes: number }[];
}

function kindOf(contentType: string, url: string): Kind {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  return 'other';
}

/**
 * The bytes of a finished request that crossed the network, headers and body, from its `sizes()`. An answer from
 * the browser's cache transferred nothing (Chromium reports its body as minus its headers).
 */
export function transferredBytes({ responseBodySize, responseHeadersSize }: Sizes): number {
  return Math.max(0, responseBodySize + responseHeadersSize);
}

/** The bytes of a WebSocket message as it crosses the network: its payload and its frame header (RFC 6455). */
export function webSocketFrameBytes(payload: string | Buffer): number {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  return length + (length < 126 ? 2 : length < 65_536 ? 4 : 10);
}

/**
 * Loads `url` in `page` (use a fresh context, so nothing is cached) and counts until nothing more is fetched: the
 * network quiet once the page has loaded and, on a page that starts a script after load (a live list's watcher), once
 * that script has been requested and then nothing has been fetched or received for `quietMs`.
 */
export async function measurePageWeight(page: Page, url: string, quietMs = 500): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const pending: Promise<void>[] = [];
  const weight: PageWeight = {
    status: 0,
    requests: 0,
    bytes: { html: 0, css: 0, js: 0, other: 0 },
    total: 0,
    headers: 0,
    otherOrigins: 0,
    scripts: [],
  };
  let scriptRequested: () => void = () => {};
  const startedScript = new Promise<void>((resolve) => (scriptRequested = resolve));
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scriptRequested();
  };
  const socketListeners: { socket: WebSocket; onFrame: (frame: { payload: string | Buffer }) => void }[] = [];
  const onSocket = (socket: WebSocket) => {
    const elsewhere = new URL(socket.url()).host !== new URL(url).host;
    const onFrame = ({ payload }: { payload: string | Buffer }) => {
      const bytes = webSocketFrameBytes(payload);
      weight.bytes.other += bytes;
      if (elsewhere) weight.otherOrigins += bytes;
      // Counted as activity: the page is not quiet while its socket still talks.
      pending.push(Promise.resolve());
    };
    socket.on('framereceived', onFrame);
    socketListeners.push({ socket, onFrame });
  };
  const onFinished = (request: Request) => {
    const elsewhere = !request.url().startsWith(origin);
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        // Served from the browser's cache (the tab icon, when it is the logo the page already loaded).
        if (transferredBytes(sizes) === 0) return;
        const { responseBodySize, responseHeadersSize } = sizes;
        const path = new URL(request.url()).pathname;
        const kind = kindOf(response?.headers()['content-type'] ?? '', path);
        weight.requests++;
        weight.bytes[kind] += responseBodySize;
        weight.headers += responseHeadersSize;
        if (elsewhere) weight.otherOrigins += responseBodySize;
        if (kind === 'js') weight.scripts.push({ path, bytes: responseBodySize });
      })(),
    );
  };
  page.on('request', onRequest);
  page.on('websocket', onSocket);
  page.on('requestfinished', onFinished);
  let response: Response | null;
  try {
    response = await page.goto(url, { waitUntil: 'networkidle' });
    if ((await page.locator(`script[${AFTER_LOAD_STARTER}]`).count()) > 0) {
      // It starts a while after the page has loaded and painted, and what it fetches is what the visitor downloads
      // before touching anything. If it never starts, the count ends without it (the budget test then says so).
      const giveUp = setTimeout(scriptRequested, UNPAINTED_START_MS + PAGE_SCRIPT_START_DELAY_MS);
      await startedScript;
      clearTimeout(giveUp);
      for (let counted = -1; counted !== pending.length;) {
        counted = pending.length;
        await page.waitForTimeout(quietMs);
      }
    }
  } finally {
    // The count has ended: what the page fetches later is not counted, nor read from a page the caller may close
    // at once (a request's sizes asked of a closed page fail, and nothing would be waiting for the answer).
    page.off('request', onRequest);
    page.off('websocket', onSocket);
    page.off('requestfinished', onFinished);
    for (const { socket, onFrame } of socketListeners) socket.off('framereceived', onFrame);
  }
  await Promise.all(pending);
  weight.status = response?.status() ?? 0;
  weight.total = Object.values(weight.bytes).reduce((sum, bytes) => sum + bytes, 0);
  return weight;
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
