import { kilobytes, type PageWeight } from './page-weight.ts';

/**
 * Page-weight budgets, in KB transferred before the visitor interacts with the page (HTML, CSS, scripts,
 * images, fonts). `npm test` fails when a page goes over; `npm run bench` shows the figures beside them.
 */

/**
 * Any information page (and the 404 page, and the self-check), issue 22: its HTML fits the first round trip of a
 * connection (14 KB compressed: ten packets, the initial congestion window), and all it loads before interaction
 * (the HTML and the logo, which is also the tab's icon; no script or style file) is at most 16 KB, response
 * headers included, as sent over HTTP/1.1. The longest page, /zasilek-rodzinny, is the closest: 13.96 KB of HTML
 * and 15.6 KB in all (`npm run bench -- /zasilek-rodzinny`, 26 November 2026).
 */
export const CONTENT_PAGE_HTML_BUDGET_KB = 14;
export const CONTENT_PAGE_BUDGET_KB = 16;

/**
 * Pages with live lists: while the lists are live, before any interaction (issue 22: at most 40 KB), counting every
 * byte the phone downloads, the backend's answers and Realtime messages included (issue 36). Their watcher follows
 * the database without React (src/api/list-watch.ts) and learns that a list has not changed from the ids and change
 * times of its rows (src/api/freshness.ts); measured with the demo data and the backend running (`npm run bench`,
 * 27 November 2026; the backend's share in brackets). Before the watcher they were 114–116 KB.
 */
export const PAGE_BUDGETS_KB: Record<string, number> = {
  '/': 40, // measured 33.5 (0.7)
  '/aktualnosci': 40, // measured 33.6 (2.1)
  '/pliki-do-pobrania': 40, // measured 31.6 (0.9)
};

/** A news item's own page (`/aktualnosci/{id}`), live like the lists: measured 29.9 (0.8 the backend's). */
export const ARTICLE_PAGE_BUDGET_KB = 40;

const ARTICLE = /^\/aktualnosci\/[^/]+$/;

export function isArticlePage(route: string): boolean {
  return ARTICLE.test(route);
}

export interface Budget {
  /** KB transferred before interaction: response bodies, and their headers too where `countsHeaders`. */
  kb: number;
  countsHeaders: boolean;
  /** KB of the page's HTML alone (information pages). */
  htmlKb?: number;
  /** Whether script and style files may load before interaction (information pages: none). */
  filesAllowed: boolean;
}

/** The budget a route is held to. */
export function budgetFor(route: string): Budget | null {
  if (route in PAGE_BUDGETS_KB) return { kb: PAGE_BUDGETS_KB[route]!, countsHeaders: false, filesAllowed: true };
  if (route === '/aktualnosci/artykul') return null; // the page of an item newer than the build loads it at once
  if (isArticlePage(route)) return { kb: ARTICLE_PAGE_BUDGET_KB, countsHeaders: false, filesAllowed: true };
  // The search pages (Polish and Ukrainian) load the search at once; they are measured, not budgeted.
  if (route === '/szukaj' || route === '/uk/szukaj') return null;
  return { kb: CONTENT_PAGE_BUDGET_KB, htmlKb: CONTENT_PAGE_HTML_BUDGET_KB, countsHeaders: true, filesAllowed: false };
}

/** Whether `budget` is that of an information page (the first-round-trip budget). */
export const isContentPageBudget = (budget: Budget | null): boolean => budget?.htmlKb !== undefined;

/**
 * The days an urgent notice is up (issue 47): an information page may take one KB more, HTML and all it loads. The
 * longest notice the table allows (120 + 500 characters) adds 652 bytes to /zasilek-rodzinny's compressed HTML,
 * 14 308 to 14 960 bytes, 624 over its 14 KB, which no markup of the notice can win back (its words alone compress to
 * more than the page has to spare); the page then arrives in one more round trip, for the few days a notice stands.
 * Every other information page stays within 14 KB with it (the next, /swiadczenie-rodzicielskie, 12 607 bytes).
 * Measured by tests/content/scale-build.test.ts, 29 November 2026.
 */
export const NOTICE_ALLOWANCE_KB = 1;

/** The budget a route is held to while a notice is shown: an information page's, with the notice's allowance. */
export function budgetWithNotice(route: string): Budget | null {
  const budget = budgetFor(route);
  if (!budget?.htmlKb) return budget;
  return { ...budget, kb: budget.kb + NOTICE_ALLOWANCE_KB, htmlKb: budget.htmlKb + NOTICE_ALLOWANCE_KB };
}

/** How a page's weight before interaction breaks its budget, in words for a failing test (none when it keeps it). */
export function budgetFailures(route: string, weight: PageWeight, budget: Budget): string[] {
  const failures: string[] = [];
  const total = weight.total + (budget.countsHeaders ? weight.headers : 0);
  const counted = budget.countsHeaders ? ', response headers included' : '';
  if (total > budget.kb * 1024)
    failures.push(
      `${route} transfers ${kilobytes(total)} KB before interaction${counted}; the budget is ${budget.kb} KB`,
    );
  if (budget.htmlKb !== undefined && weight.bytes.html > budget.htmlKb * 1024) {
    failures.push(`${route} has ${kilobytes(weight.bytes.html)} KB of HTML; the budget is ${budget.htmlKb} KB`);
  }
  if (!budget.filesAllowed && weight.scripts.length) {
    failures.push(
      `${route} loads script files before interaction: ${weight.scripts.map((script) => script.path).join(', ')}`,
    );
  }
  if (!budget.filesAllowed && weight.bytes.css > 0) failures.push(`${route} loads a stylesheet before interaction`);
  return failures;
}
