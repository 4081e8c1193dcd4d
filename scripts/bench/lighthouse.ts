/**
 * Lighthouse benchmark of the built site: mobile defaults (simulated slow 4G, 4× CPU slowdown) in the Chromium
 * the tests use, on the home page, a content page, the news list and the downloads page. It reports; it does
 * not fail. Run `npm run build` first. The local backend is started on a temporary database (or the one
 * `npm start` runs is used), so the news and files load as they do for a visitor.
 *   npm run bench:lighthouse [-- /route …] [--verbose: the LCP element of each page]
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { startMeasuredSite } from './lib/measured-site.ts';
import { pagesToMeasure, printTable } from './lib/report-table.ts';

const pages = pagesToMeasure(process.argv.slice(2));
const site = await startMeasuredSite();

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

/** The element Lighthouse found to be the largest contentful paint, as its selector and snippet. */
function largestPaintElement(audit: { details?: unknown } | undefined): string {
  const text = JSON.stringify(audit?.details ?? null);
  const selector = /"selector":"([^"]*)"/.exec(text)?.[1];
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return selector ? `${selector} ${snippet ?? ''}`.slice(0, 200) : '–';
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const rows: string[][] = [];
try {
  for (const route of pages) {
    const result = await lighthouse(`${site.base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse nie zwrócił wyniku dla ${route}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (it scores 0) says why, instead of reading as a slow page.
    if (runtimeError) console.error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
    if (process.argv.includes('--verbose'))
      console.log(`${route}: LCP ${largestPaintElement(audits['lcp-breakdown-insight'])}`);
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
  await site.close();
}

printTable(
  'Lighthouse, profil mobilny (symulowane wolne 4G, procesor 4× wolniejszy):',
  ['strona', 'wydajność', 'dostępność', 'dobre praktyki', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bajty'],
  rows,
);
