/**
 * Page weight benchmark: loads pages of the built site in Chromium, without cache and without interacting,
 * and reports per page the number of requests and the transferred (compressed) bytes of HTML, CSS, JS and
 * everything else, from every origin (the backend's answers and Realtime messages included, and shown apart too),
 * the response headers' bytes apart, beside the page's budget (information pages: HTML, and all with headers),
 * with the local backend running. Run `npm run build` first.
 *   npm run bench [-- /route /other-route] [--verbose]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/chromium.ts';
import { startMeasuredSite } from './lib/measured-site.ts';
import { kilobytes, measurePageWeight } from '../lib/page-weight.ts';
import { budgetFor, type Budget } from '../lib/budgets.ts';
import { pagesToMeasure, printTable } from './lib/report-table.ts';

/** An information page's budget is its HTML and its total with headers; the others count bodies. */
const budgetLabel = (budget: Budget) =>
  budget.htmlKb === undefined ? String(budget.kb) : `${budget.htmlKb} HTML, ${budget.kb} z nagł.`;

const pages = pagesToMeasure(process.argv.slice(2));

// With the backend running, as a visitor has it: the live pages' figures are those of lists that are live.
const site = await startMeasuredSite();
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const rows: string[][] = [];
try {
  for (const route of pages) {
    const context = await browser.newContext();
    const weight = await measurePageWeight(await context.newPage(), site.base + route);
    const budget = budgetFor(route);
    const { html, css, js, other } = weight.bytes;
    rows.push([
      route,
      String(weight.status),
      String(weight.requests),
      ...[html, css, js, other, weight.total, weight.otherOrigins, weight.headers].map(kilobytes),
      budget ? budgetLabel(budget) : '–',
    ]);
    if (process.argv.includes('--verbose')) {
      console.log(`${route}\n  ${weight.scripts.map((script) => `${script.path} ${script.bytes} B`).join('\n  ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

printTable(
  'Waga stron przed interakcją (bajty przesłane, po kompresji), bez pamięci podręcznej:',
  [
    'strona',
    'status',
    'żądania',
    'HTML kB',
    'CSS kB',
    'JS kB',
    'inne kB',
    'razem kB',
    'w tym backend kB',
    'nagłówki kB',
    'budżet kB',
  ],
  rows,
);
