/**
 * Page weight benchmark: loads pages of the built site in Chromium and reports, per page, the number of
 * requests and the gzip-compressed bytes of HTML, CSS, JS and everything else. Run `npm run build` first.
 *   npm run bench [-- /route /other-route]
 * Numbers, not pass/fail: compare them before and after a change.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';
import { chromiumArgs, findChromium } from './lib/chromium.ts';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = routes.length ? routes : ['/', '/zasilek-staly', '/aktualnosci', '/pliki-do-pobrania'];

type Kind = 'html' | 'css' | 'js' | 'other';
const kindOf = (type: string, url: string): Kind => {
  if (type.includes('html')) return 'html';
  if (type.includes('css')) return 'css';
  if (type.includes('javascript') || url.endsWith('.js')) return 'js';
  return 'other';
};

const { server, url: base } = await startStaticServer({ root: join(import.meta.dirname, '..', 'dist'), port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const rows: string[][] = [];
try {
  for (const route of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const totals: Record<Kind, number> = { html: 0, css: 0, js: 0, other: 0 };
    const jsFiles: string[] = [];
    let requests = 0;
    let status = 0;
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.startsWith(base)) return;
      requests++;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const kind = kindOf(response.headers()['content-type'] ?? '', url);
      const gzipped = gzipSync(body, { level: 9 }).length;
      totals[kind] += gzipped;
      if (kind === 'js') jsFiles.push(`${url.slice(base.length)} ${gzipped} B`);
    });
    const response = await page.goto(base + route, { waitUntil: 'networkidle' });
    status = response?.status() ?? 0;
    await page.waitForTimeout(300);
    const total = totals.html + totals.css + totals.js + totals.other;
    rows.push([route, String(status), String(requests), ...[totals.html, totals.css, totals.js, totals.other, total].map((n) => (n / 1024).toFixed(1))]);
    if (process.argv.includes('--verbose')) console.log(`${route}\n  ${jsFiles.join('\n  ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const header = ['strona', 'status', 'żądania', 'HTML kB', 'CSS kB', 'JS kB', 'inne kB', 'razem kB'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log('Waga stron po kompresji gzip (poziom 9), bez pamięci podręcznej:');
console.log(line(header));
for (const row of rows) console.log(line(row));
