/**
 * Page-weight budgets, in KB transferred before the visitor interacts with the page (HTML, CSS, scripts,
 * images, fonts). `npm test` fails when a page goes over; `npm run bench` shows the figures beside them.
 */

/** Any information page: its text, the inline styles and the header, and no script file at all. */
export const CONTENT_PAGE_BUDGET_KB = 20;

/** Pages with live islands: measured, plus at most 10 % headroom. */
export const PAGE_BUDGETS_KB: Record<string, number> = {
  '/': 154, // measured 140.4
  '/aktualnosci': 150, // measured 137.1
  '/pliki-do-pobrania': 153, // measured 139.9
};

/** Routes whose islands load at start (not counted as content pages). */
export const pagesWithLiveIslands = new Set([...Object.keys(PAGE_BUDGETS_KB), '/szukaj']);
