/**
 * Page-weight budgets, in KB transferred before the visitor interacts with the page (HTML, CSS, scripts,
 * images, fonts). `npm test` fails when a page goes over; `npm run bench` shows the figures beside them.
 */

/** Any information page: its text, the inline styles and the header, and no script file at all. */
export const CONTENT_PAGE_BUDGET_KB = 20;

/**
 * Pages with live lists: while the lists are live, before any interaction (issue 22: at most 40 KB). Their
 * watcher follows the database without React (src/lib/list-watch.ts); measured with the demo data and the
 * backend running (`npm run bench`, 25 November 2026). Before the watcher they were 114–116 KB.
 */
export const PAGE_BUDGETS_KB: Record<string, number> = {
  '/': 40, // measured 37.1
  '/aktualnosci': 40, // measured 36.2
  '/pliki-do-pobrania': 40, // measured 35.8
};

/** A news item's own page (`/aktualnosci/{id}`), live like the lists: measured 34.2. */
export const ARTICLE_PAGE_BUDGET_KB = 40;

const ARTICLE = /^\/aktualnosci\/[^/]+$/;

export function isArticlePage(route: string): boolean {
  return ARTICLE.test(route);
}

/** The budget a route is held to, and whether it may load scripts before interaction. */
export function budgetFor(route: string): { kb: number; scriptsAllowed: boolean } | null {
  if (route in PAGE_BUDGETS_KB) return { kb: PAGE_BUDGETS_KB[route]!, scriptsAllowed: true };
  if (isArticlePage(route)) return { kb: ARTICLE_PAGE_BUDGET_KB, scriptsAllowed: true };
  if (route === '/szukaj') return null; // the search page loads Pagefind at once; it is measured, not budgeted
  return { kb: CONTENT_PAGE_BUDGET_KB, scriptsAllowed: false };
}
