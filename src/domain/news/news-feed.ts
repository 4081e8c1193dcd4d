/**
 * The news as an RSS 2.0 feed: the newest items by publication time, each with that time, the start of its text
 * and its link. Every text is escaped, so whatever an administrator typed stays text; links are absolute, as feed
 * readers need.
 */
import { byPublication, publishedAt, type NewsItem } from './news-item.ts';
import { excerpt } from '../../util/format.ts';

/** The feed holds the newest 50 items: a reader follows what is new, the site keeps the archive. */
export const FEED_ITEMS = 50;
/** Each item's description is the start of its text, as on the news list. */
export const FEED_EXCERPT = 300;

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's address, e.g. https://ops.example.pl */
  site: URL;
  /** Where the feed itself is served, relative to the site. */
  path: string;
  /** The news page, relative to the site. */
  listPath: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data; characters XML 1.0 forbids (most control characters) are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

export function newsFeed(channel: FeedChannel, items: NewsItem[], itemPath: (id: string) => string): string {
  const absolute = (path: string) => new URL(path, channel.site).href;
  const newestFirst = [...items].sort(byPublication);
  const entries = newestFirst.slice(0, FEED_ITEMS).map((item) => {
    const link = escapeXml(absolute(itemPath(item.id)));
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(publishedAt(item)).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(excerpt(item.content, FEED_EXCERPT))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absolute(channel.listPath))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>pl</language>',
    `    <atom:link href="${escapeXml(absolute(channel.path))}" rel="self" type="application/rss+xml" />`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
