// What a visitor coming back pays for a news picture, by its Cache-Control: the panel's max-age (CACHE_SECONDS in
// src/domain/files/upload-rules.ts) against the year pictures were kept before. The local backend stores one
// picture twice, once with each header; Chromium opens a page showing both, opens it again at once, and again
// once the max-age has passed. A proxy in front of the backend sees every request that leaves the browser: its
// status, whether it asked `If-None-Match`, and its header bytes both ways as HTTP/1.1 writes them. (Chromium's
// own count is within 2 bytes of these for the requests that reach the network, and counts headers for answers from
// its cache too, which cross nothing: the proxy is what tells them apart.)
//
//   npm run bench:revisit                  # waits the real max-age (5 minutes)
//   npm run bench:revisit -- --max-age 3   # the same steps with a shorter max-age, to try the script
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../backend/server.ts';
import { CACHE_SECONDS } from '../../src/domain/files/upload-rules.ts';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { printTable } from './lib/report-table.ts';

const YEAR = 31_536_000;
const { values } = parseArgs({ options: { 'max-age': { type: 'string', default: String(CACHE_SECONDS) } } });
const maxAge = Number(values['max-age']);

interface Seen {
  path: string;
  status: number;
  revalidated: boolean;
  requestHeaders: number;
  responseHeaders: number;
}

/** The bytes of a header block as HTTP/1.1 writes it: the first line, each header on its line, an empty line. */
const headerBytes = (firstLine: string, raw: string[]) =>
  Buffer.byteLength(firstLine) +
  2 +
  raw.reduce((sum, part, i) => sum + Buffer.byteLength(part) + (i % 2 ? 4 : 0), 0) +
  2;

/** Forwards to the backend, noting each request that reached it. */
function countingProxy(backend: URL, seen: Seen[]): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        seen.push({
          path: new URL(request.url!, backend).pathname,
          status: answer.statusCode!,
          revalidated: 'if-none-match' in request.headers,
          requestHeaders: headerBytes(`${request.method} ${request.url} HTTP/1.1`, request.rawHeaders),
          responseHeaders: headerBytes(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, answer.rawHeaders),
        });
        response.writeHead(answer.statusCode!, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A photograph-like 1600 × 900 JPEG, drawn by the browser as the panel's scaling would leave it. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [1600, 900];
    const context = canvas.getContext('2d')!;
    for (let shape = 0; shape < 300; shape += 1) {
      context.fillStyle = `hsl(${Math.random() * 360} 45% ${30 + Math.random() * 40}%)`;
      context.fillRect(Math.random() * 1600, Math.random() * 900, 40 + Math.random() * 300, 40 + Math.random() * 200);
    }
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const scratch = mkdtempSync(join(tmpdir(), 'ops-bench-revisit-'));
const backend = await startBackend({ port: 0, dataDir: join(scratch, 'data') });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const seen: Seen[] = [];
const proxy = await countingProxy(new URL(backend.url), seen);
const site = http.createServer();
try {
  const storage = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } }).storage;
  const picture = await drawnPicture(await browser.newPage());
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const addresses: Record<string, string> = {};
  for (const [label, seconds] of [
    [`max-age=${maxAge}`, maxAge],
    [`max-age=${YEAR}`, YEAR],
  ] as const) {
    const key = `aktualnosci/${crypto.randomUUID()}/1600.jpg`;
    const { error } = await storage
      .from('pictures')
      .upload(key, picture, { contentType: 'image/jpeg', cacheControl: String(seconds) });
    if (error) throw error;
    addresses[label] = `${origin}/storage/v1/object/public/pictures/${key}`;
  }
  // The page itself is asked for every time, as the site's pages are.
  const html = `<!doctype html><title>revisit</title>${Object.values(addresses)
    .map((src) => `<img src="${src}" alt="">`)
    .join('')}`;
  site.on('request', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' });
    response.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const page = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;

  const context = await browser.newContext();
  const rows: string[][] = [];
  const visit = async (when: string) => {
    const tab = await context.newPage();
    const before = seen.length;
    await tab.goto(page);
    await tab.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    await tab.close();
    for (const [label, address] of Object.entries(addresses)) {
      const requests = seen.slice(before).filter((request) => address.endsWith(request.path));
      const bytes = requests.reduce((sum, request) => sum + request.requestHeaders + request.responseHeaders, 0);
      rows.push([
        when,
        label,
        String(requests.length),
        requests.map((request) => `${request.status}${request.revalidated ? ' (If-None-Match)' : ''}`).join(', ') ||
          '–',
        requests.map((request) => `${request.requestHeaders} + ${request.responseHeaders}`).join(', ') || '–',
        String(bytes),
      ]);
    }
  };
  await visit('first visit');
  await visit('again at once');
  console.log(`Waiting ${maxAge + 1} s, past max-age=${maxAge}…`);
  await new Promise((resolve) => setTimeout(resolve, (maxAge + 1) * 1000));
  await visit(`after ${maxAge + 1} s`);
  printTable(
    `One ${(picture.length / 1024).toFixed(0)} KB picture, its requests as they reach the backend:`,
    ['visit', 'Cache-Control', 'requests', 'status', 'header bytes (request + response)', 'total'],
    rows,
  );
} finally {
  site.close();
  proxy.close();
  await browser.close();
  await backend.close();
  rmSync(scratch, { recursive: true, force: true });
}
