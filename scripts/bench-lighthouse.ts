/**
 * Lighthouse benchmark of the built site: mobile defaults (simulated slow 4G, 4× CPU slowdown) in the Chromium
 * the tests use, on the home page, a content page, the news list and the downloads page. It reports; it does
 * not fail. Run `npm run build` first. The local backend is started on a temporary database (or the one
 * `npm start` runs is used), so the news and files load as they do for a visitor.
 *   npm run bench:lighthouse [-- /route …]
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type RunningBackend } from '../backend/server.ts';
import { startStaticServer } from './lib/static-server.ts';
import { chromiumArgs, findChromium } from './lib/chromium.ts';
import { pagesToMeasure, printTable } from './lib/report-table.ts';

const SITE_PORT = 4321; // the port the build's backend settings (CORS) expect
const BACKEND_PORT = 54321;
const pages = pagesToMeasure(process.argv.slice(2));

const inUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

let site: Awaited<ReturnType<typeof startStaticServer>>['server'] | undefined;
try {
  site = (await startStaticServer({ root: join(import.meta.dirname, '..', 'dist'), port: SITE_PORT })).server;
} catch (error) {
  if (!inUse(error)) throw error;
  console.log(`Port ${SITE_PORT} jest zajęty: mierzę stronę, którą już serwuje (np. npm start).`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'ops-lighthouse-'));
let backend: RunningBackend | undefined;
try {
  backend = await startBackend({ port: BACKEND_PORT, dataDir });
} catch (error) {
  if (!inUse(error) && !String(error).includes('EADDRINUSE')) throw error;
  console.log(`Port ${BACKEND_PORT} jest zajęty: używam działającego backendu.`);
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const rows: string[][] = [];
try {
  for (const route of pages) {
    const result = await lighthouse(`http://localhost:${SITE_PORT}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse nie zwrócił wyniku dla ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const metric = (id: string) => audits[id]?.numericValue;
    rows.push([
      route,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      seconds(metric('first-contentful-paint')),
      seconds(metric('largest-contentful-paint')),
      `${Math.round(metric('total-blocking-time') ?? 0)} ms`,
      (metric('cumulative-layout-shift') ?? 0).toFixed(3),
      `${((metric('total-byte-weight') ?? 0) / 1024).toFixed(1)} KB`,
    ]);
  }
} finally {
  chrome.kill();
  await backend?.close();
  site?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(
  'Lighthouse, profil mobilny (symulowane wolne 4G, procesor 4× wolniejszy):',
  ['strona', 'wydajność', 'dostępność', 'dobre praktyki', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bajty'],
  rows,
);
