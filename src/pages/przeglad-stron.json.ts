import type { APIRoute } from 'astro';
import { contentPages, routeOf } from '../domain/site/pages.ts';
import { pagesDue, reviewLine } from '../domain/site/review.ts';
import { figureById } from '../domain/amounts/amount-lookup.ts';
import { SITE_DATE } from '../domain/site-date.ts';

/**
 * The pages due for review on the site's date (issue 47), for the panel's 'Do przeglądu' tab, which reads this file
 * of the static site; the build prints the same list as a warning and never stops for it.
 */
export const GET: APIRoute = async () => {
  const { pages } = await contentPages();
  const due = pagesDue(
    pages.map((page) => ({ route: routeOf(page), body: page.body ?? '', ...page.data })),
    figureById,
    SITE_DATE,
  );
  if (due.length) console.warn(`Strony do przeglądu (${due.length}):\n${due.map(reviewLine).join('\n')}`);
  return new Response(JSON.stringify({ day: SITE_DATE, due }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
