import type { APIRoute } from 'astro';
import { centre } from '../domain/centre/centre.ts';
import { changesOfSite, contentPages } from '../domain/site/pages.ts';
import { changesFeed } from '../domain/site/changes-feed.ts';
import { SITE_DATE } from '../domain/site-date.ts';
import { trustWords } from '../i18n/pl/trust.ts';

/** The Atom feed of the site's important changes (issue 47), linked from /zmiany and each page's list. */
export const GET: APIRoute = async ({ site }) => {
  const feed = changesFeed(
    {
      title: `${trustWords.changes.title} – ${centre.name}`,
      site: site ?? new URL('http://localhost:4321'),
      path: '/zmiany.xml',
      listPath: '/zmiany',
      today: SITE_DATE,
    },
    changesOfSite((await contentPages()).pages),
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
