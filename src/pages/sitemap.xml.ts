import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';

/** The list of every public page, for search engines and for the link and accessibility checks. */
export const GET: APIRoute = async ({ site }) => {
  const pages = await getCollection('pages');
  const routes = ['/', '/szukaj', ...pages.map((page) => page.data.route).sort()];
  const base = site ?? new URL('http://localhost:4321');
  const urls = routes.map((route) => `  <url><loc>${new URL(route, base).href}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
