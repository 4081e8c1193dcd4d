/**
 * Page-weight budgets, in KB transferred before the visitor interacts with the page (HTML, CSS, scripts,
 * images, fonts). `npm test` fails when a page goes over; `npm run bench` shows the figures beside them.
 */

/** Any information page: its text, the inline styles and the header, and no script file at all. */
export const CONTENT_PAGE_BUDGET_KB = 20;

/** Pages with live islands: measured with the demo data (`npm run build:seeded`), plus at most 10 % headroom. */
export const PAGE_BUDGETS_KB: Record<string, number> = {
  '/': 119, // measured 109.0; 115.0 with the self-check button and the content of issue 14
  '/aktualnosci': 117, // measured 106.7; 112.6 with the self-check and footer links
  '/pliki-do-pobrania': 119, // measured 108.5; 113.3 with the self-check and footer links
};

/** A news item's own page (`/aktualnosci/{id}`): measured 106.6; 112.4 with the self-check and footer links. */
export const ARTICLE_PAGE_BUDGET_KB = 117;

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
