/**
 * The site's important changes as an Atom feed (`/zmiany.xml`, issue 47), newest first: each change with its day,
 * its page's title and address and its note. Every text is escaped; links are absolute, as feed readers need.
 */
import { escapeXml } from '../news/news-feed.ts';
import { changesHref, type ListedChange } from './page-record.ts';

/** The newest changes a feed holds: a reader follows what is new, /zmiany keeps them all. */
export const CHANGES_FEED_ENTRIES = 50;

export interface ChangesFeedChannel {
  title: string;
  /** The site's address, e.g. https://ops.example.pl */
  site: URL;
  /** Where the feed itself is served, and the list it follows, relative to the site. */
  path: string;
  listPath: string;
  /** The feed's date when no change is listed yet (YYYY-MM-DD). */
  today: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function changesFeed(channel: ChangesFeedChannel, changes: ListedChange[]): string {
  const absolute = (path: string) => escapeXml(new URL(path, channel.site).href);
  const updated = `${changes[0] ? isoDay(changes[0].date) : channel.today}T00:00:00Z`;
  const entries = changes
    .slice(0, CHANGES_FEED_ENTRIES)
    .map((change) =>
      [
        '  <entry>',
        `    <id>${absolute(`${changesHref(change.route)}#zmiana-${change.number}`)}</id>`,
        `    <title>${escapeXml(`${change.title}: ${change.note}`)}</title>`,
        `    <updated>${isoDay(change.date)}T00:00:00Z</updated>`,
        `    <link rel="alternate" href="${absolute(change.route)}"/>`,
        `    <summary>${escapeXml(change.note)}</summary>`,
        '  </entry>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">',
    `  <title>${escapeXml(channel.title)}</title>`,
    `  <id>${absolute(channel.path)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${absolute(channel.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${absolute(channel.listPath)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(channel.title)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
