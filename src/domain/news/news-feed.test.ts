import { describe, expect, it } from 'vitest';
import { escapeXml, FEED_EXCERPT, FEED_ITEMS, newsFeed } from './news-feed.ts';
import { NO_PICTURE } from './news-picture.ts';
import type { NewsItem } from './news-item.ts';

/** An item published at `published_at`, written long before (the feed must not go by that). */
const item = (id: string, title: string, published_at: string): NewsItem => ({
  id,
  title,
  content: `Treść ${id}`,
  date: '23.11.2026',
  ...NO_PICTURE,
  created_at: '2019-01-01T10:00:00Z',
  published_at,
  updated_at: published_at,
  version: 1,
  deleted_at: null,
  deleted_by: null,
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});

const channel = {
  title: 'Aktualności',
  description: 'Komunikaty',
  site: new URL('https://ops.example.pl'),
  path: '/aktualnosci/rss.xml',
  listPath: '/aktualnosci',
};

describe('newsFeed', () => {
  it('lists the items newest first by publication, with absolute links and the publication time in RFC 822', () => {
    const feed = newsFeed(
      channel,
      [
        { ...item('a', 'Starszy', '2026-11-01T10:00:00Z'), created_at: '2026-11-25T10:00:00Z' },
        item('b', 'Nowszy', '2026-11-20T10:00:00Z'),
      ],
      (id) => `/aktualnosci/${id}`,
    );
    expect(feed.indexOf('<title>Nowszy</title>')).toBeLessThan(feed.indexOf('<title>Starszy</title>'));
    expect(feed).toContain('<link>https://ops.example.pl/aktualnosci/b</link>');
    expect(feed).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>');
    expect(feed).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
    expect(feed).toContain('<atom:link href="https://ops.example.pl/aktualnosci/rss.xml" rel="self"');
  });

  it('puts the later id first when two items were published at the same time, as the lists do', () => {
    const at = '2026-11-20T10:00:00Z';
    const feed = newsFeed(channel, [item('a', 'Pierwszy', at), item('b', 'Drugi', at)], (id) => `/aktualnosci/${id}`);
    expect(feed.indexOf('<title>Drugi</title>')).toBeLessThan(feed.indexOf('<title>Pierwszy</title>'));
  });

  it('is a valid channel without items', () => {
    const feed = newsFeed(channel, [], (id) => id);
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).not.toContain('<item>');
  });
});

describe('a feed of ten years of news', () => {
  it('holds the newest 50 items, newest first, each with the start of its text', () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...item(`n${index}`, `Komunikat ${index}`, new Date(Date.UTC(2020, 0, 1 + index)).toISOString()),
      content: 'x'.repeat(1000),
    }));
    const xml = newsFeed(channel, many, (id) => `/aktualnosci/${id}`);
    const links = [...xml.matchAll(/<link>[^<]*\/aktualnosci\/(n\d+)<\/link>/g)].map((match) => match[1]);
    expect(links).toHaveLength(FEED_ITEMS);
    expect(links[0]).toBe('n119');
    expect(links.at(-1)).toBe('n70');
    const description = /<description>(x+…?)<\/description>/.exec(xml)![1]!;
    expect(description.length).toBeLessThanOrEqual(FEED_EXCERPT + 1);
  });
});
