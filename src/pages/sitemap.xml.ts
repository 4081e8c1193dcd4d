import type { APIRoute } from 'astro';
import { contentPages, routeOf } from '../domain/site/pages.ts';
import { buildSnapshot } from '../api/snapshot.ts';
import { newsHref } from '../islands/News/news-drawing.ts';
import { NEWS_PAGE_SIZE } from '../domain/news/news-list.ts';
import { pageCount } from '../util/pagination.ts';
import { archivePages, archivePath } from '../domain/news/news-archive.ts';
import { categoryPages } from '../domain/files/category-pages.ts';
import { categoryPath } from '../domain/files/asset-rules.ts';

/** The list of every public page, for search engines and for the link and accessibility checks. */
export const GET: APIRoute = async ({ site }) => {
  const { pages } = await contentPages();
  const snapshot = await buildSnapshot();
  const news = snapshot?.news ?? [];
  // Every article, and the list pages that lead to them: the numbered pages, the years, the file categories.
  const listPages = Array.from(
    { length: pageCount(news.length, NEWS_PAGE_SIZE) - 1 },
    (_, index) => `/aktualnosci/strona/${index + 2}`,
  );
  const years = archivePages(news).map(({ year, page }) => archivePath(year, page));
  const categories = categoryPages(snapshot?.assets ?? []).map(({ category, page }) =>
    page === 1 ? categoryPath[category] : `${categoryPath[category]}/strona/${page}`,
  );
  const articles = news.map((item) => newsHref(item.id));
  const routes = [
    '/',
    '/szukaj',
    '/uk/szukaj',
    '/aktualnosci',
    ...listPages,
    ...years,
    ...pages.map(routeOf).sort(),
    // The list of changes, once: each page's own list repeats what it says of that page.
    '/zmiany',
    ...categories,
    ...articles,
  ];
  const base = site ?? new URL('http://localhost:4321');
  const urls = routes.map((route) => `  <url><loc>${new URL(route, base).href}</loc></url>`).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
};
