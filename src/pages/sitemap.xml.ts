import type { APIRoute } from 'astro';
import { contentPages, routeOf } from '../data/pages.ts';
import { buildSnapshot } from '../lib/data/snapshot.ts';
import { newsHref } from '../islands/News/NewsCard.tsx';

/** The list of every public page, for search engines and for the link and accessibility checks. */
export const GET: APIRoute = async ({ site }) => {
  const { pages } = await contentPages();
  const articles = (await buildSnapshot())?.news.map((item) => newsHref(item.id)) ?? [];
  const routes = ['/', '/szukaj', '/aktualnosci', ...pages.map(routeOf).sort(), ...articles];
  const base = site ?? new URL('http://localhost:4321');
  const urls = routes.map((route) => `  <url><loc>${new URL(route, base).href}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
