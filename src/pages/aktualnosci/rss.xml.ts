import type { APIRoute } from 'astro';
import { centre } from '../../domain/centre/centre.ts';
import { buildSnapshot } from '../../api/snapshot.ts';
import { newsFeed } from '../../domain/news/news-feed.ts';
import { newsHref } from '../../islands/News/news-drawing.ts';

/** The news feed, from the build's snapshot (empty, but valid, when the build could not read the news). */
export const GET: APIRoute = async ({ site }) => {
  const snapshot = await buildSnapshot();
  const feed = newsFeed(
    {
      title: `Aktualności – ${centre.name}`,
      description: `Komunikaty ośrodka: terminy, zmiany godzin pracy, programy i wydarzenia.`,
      site: site ?? new URL('http://localhost:4321'),
      path: '/aktualnosci/rss.xml',
      listPath: '/aktualnosci',
    },
    snapshot?.news ?? [],
    newsHref,
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
