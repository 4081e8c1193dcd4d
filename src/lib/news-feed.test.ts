import { describe, expect, it } from 'vitest';
import { escapeXml, newsFeed } from './news-feed.ts';

const item = (id: string, title: string, created_at: string) => ({
  id,
  title,
  content: `Treść ${id}`,
  date: '23.11.2026',
  image: null,
  created_at,
  created_by: null,
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });
});

describe('newsFeed', () => {
  const channel = {
    title: 'Aktualności',
    description: 'Komunikaty',
    site: new URL('https://ops.example.pl'),
    path: '/aktualnosci/rss.xml',
    listPath: '/aktualnosci',
  };

  it('lists the items newest first, with absolute links and RFC 822 dates', () => {
    const feed = newsFeed(channel, [item('a', 'Starszy', '2026-11-01T10:00:00Z'), item('b', 'Nowszy', '2026-11-20T10:00:00Z')], (id) => `/aktualnosci/${id}`);
    expect(feed.indexOf('<title>Nowszy</title>')).toBeLessThan(feed.indexOf('<title>Starszy</title>'));
    expect(feed).toContain('<link>https://ops.example.pl/aktualnosci/b</link>');
    expect(feed).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>');
    expect(feed).toContain('<atom:link href="https://ops.example.pl/aktualnosci/rss.xml" rel="self"');
  });

  it('is a valid channel without items', () => {
    const feed = newsFeed(channel, [], (id) => id);
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).not.toContain('<item>');
  });
});
