/**
 * Search benchmark of the built site (run `npm run build` first), in Chromium:
 * - how well it answers: the share of queries with the right page first, in the first three, and with nothing
 *   found, for the project's query set (scripts/lib/search-queries.json) and any other set given, and the queries
 *   that miss;
 * - how fast on a slow phone: from the first letter typed to the first result, and the bytes it took from the
 *   first touch, in the header box and in the phone's menu of an information page nobody has touched yet, and on
 *   the results page; and the results page opened with a query, from navigation to its first result.
 * It reports; the browser tests fail below the targets.
 *   npm run bench:search [-- --set /path/to/other-set.json] [--runs 3] [--no-timing] [--no-quality] [--site dist]
 * `--site` measures another build (an older one, to compare); its results page must list its results as this one.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { kilobytes } from '../lib/page-weight.ts';
import { printTable } from './lib/report-table.ts';
import {
  describeMisses,
  PROJECT_QUERY_SET,
  ratesOf,
  readQuerySet,
  resultsFor,
  runQuerySet,
  shortfalls,
  TARGETS,
} from '../lib/search-quality.ts';
import { SLOW_4G, throttle, timeFirstResult, timeOpenedResults, type SearchTiming } from './lib/search-timing.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { siteDir } from '../lib/centre.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    'no-timing': { type: 'boolean', default: false },
    'no-quality': { type: 'boolean', default: false },
    site: { type: 'string', default: siteDir },
  },
});
const sets = values['no-quality'] ? [] : [PROJECT_QUERY_SET, ...values.set];
const runs = Number(values.runs);

const { server, url: base } = await startStaticServer({ root: values.site, port: 0 });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

const hydrated = '.search-results input[type="search"]';

async function quality(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/szukaj`);
  await page.locator(hydrated).waitFor();
  const rates = ratesOf(await runQuerySet((query) => resultsFor(page, query), readQuerySet(path)));
  await context.close();
  return rates;
}

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true };

/** One measurement on slow 4G in a fresh browser context (nothing cached), of a page of the site. */
async function onSlowPhone(device: typeof DESKTOP | typeof PHONE, measure: (page: Page) => Promise<SearchTiming>) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await throttle(context, page);
  const measured = await measure(page);
  await context.close();
  return measured;
}

/** Typing 'opał' into a search field of `route`, loaded and left alone first. */
const typed =
  (route: string, box: string, firstResult: string, reach?: (page: Page) => Promise<void>) => async (page: Page) => {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    if (route.startsWith('/szukaj')) await page.locator(hydrated).waitFor();
    return timeFirstResult(page, box, firstResult, 'opał', reach);
  };

const hits = (where: string) => `${where} li.search-box__option:not([class*="--"])`;
const SCENARIOS: [string, typeof DESKTOP | typeof PHONE, (page: Page) => Promise<SearchTiming>][] = [
  [
    'pole w nagłówku, /zasilek-staly (pierwsze dotknięcie strony)',
    DESKTOP,
    typed('/zasilek-staly', '.site-header__search input', hits('.site-header__search')),
  ],
  [
    'menu telefonu, /zasilek-staly (od pierwszego dotknięcia menu)',
    PHONE,
    typed('/zasilek-staly', '.site-nav__search input', hits('.site-nav__search'), async (page) => {
      await page.locator('.site-header__menu-button').tap();
      await page.locator('.site-nav__search input').tap();
    }),
  ],
  ['strona wyników /szukaj (wczytana)', DESKTOP, typed('/szukaj', hydrated, '.search-results__list li')],
  [
    'strona wyników /szukaj?q=dodatek mieszkaniowy (od nawigacji)',
    PHONE,
    (page) =>
      timeOpenedResults(
        page,
        `${base}/szukaj?q=${encodeURIComponent('dodatek mieszkaniowy')}`,
        '.search-results__list li',
      ),
  ],
];

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

try {
  for (const path of sets) {
    const rates = await quality(browser, path);
    console.log(`\nZestaw ${path} (${rates.count} zapytań):`);
    printTable(
      '',
      ['', 'wynik', 'cel'],
      [
        ['właściwa strona pierwsza', percent(rates.first), `≥ ${percent(TARGETS.first)}`],
        ['właściwa strona w pierwszych trzech', percent(rates.top3), `≥ ${percent(TARGETS.top3)}`],
        ['nic nie znaleziono', percent(rates.nothing), `≤ ${percent(TARGETS.nothing)}`],
      ],
    );
    const misses = describeMisses(rates.misses);
    if (misses.length) console.log(`Nie pierwsza (${misses.length}):\n  ${misses.join('\n  ')}`);
    for (const shortfall of shortfalls(rates)) console.log(`PONIŻEJ CELU: ${shortfall}`);
  }

  if (!values['no-timing']) {
    const rows: string[][] = [];
    for (const [label, device, measure] of SCENARIOS) {
      const measured: SearchTiming[] = [];
      for (let run = 0; run < runs; run++) measured.push(await onSlowPhone(device, measure));
      const typical = measured.find((one) => one.ms === median(measured.map((each) => each.ms)))!;
      const kinds = Object.entries(typical.byKind)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, bytes]) => `${kind} ${kilobytes(bytes)}`)
        .join(', ');
      rows.push([
        label,
        `${Math.round(typical.ms)}`,
        measured.map((one) => Math.round(one.ms)).join(' / '),
        kilobytes(typical.bytes),
        String(typical.requests),
        kinds,
      ]);
    }
    printTable(
      `\nOd pierwszej litery do pierwszego wyniku („opał”, litera co 200 ms; /szukaj?q= od nawigacji), wolne 4G (${SLOW_4G.latencyMs} ms, ` +
        `${SLOW_4G.downloadKbps} kb/s w dół, ${SLOW_4G.uploadKbps} kb/s w górę), procesor ${SLOW_4G.cpuSlowdown}× wolniejszy; mediana z ${runs}:`,
      ['gdzie', 'ms', 'pomiary ms', 'kB', 'żądania', 'kB według rodzaju'],
      rows,
    );
  }
} finally {
  await browser.close();
  server.close();
}
