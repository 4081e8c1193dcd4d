/**
 * The built pages search indexes, read from dist/: every information page (its `<article data-search-body>`)
 * and every news item's own page (its `<article>`, without the list of other news beside it). Pure.
 */
import type { PageKind } from '../../domain/search/data.ts';

export interface SitePage {
  /** The address the page is served at, e.g. "/zasilek-staly". */
  url: string;
  kind: PageKind;
  /** The HTML inside the article search indexes. */
  article: string;
  description: string;
  /** A news item's publication time (ISO 8601, from its page's article:published_time). */
  date?: string;
}

/** `zasilek-staly.html` is served as `/zasilek-staly`, `index.html` as `/`. */
export function routeOfFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#039': "'", apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#0?39|amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The content of a `<meta>` tag, found by its `name` or `property`. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`\\b(?:name|property)="${key}"`).test(tag)) {
      const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
      if (content !== undefined) return decodeAttribute(content);
    }
  }
  return undefined;
}

/**
 * What search makes of one built page: an information page, a news item (it says when it was published), or
 * nothing (lists, the search page, the page that loads newer news).
 */
export function sitePage(url: string, html: string, summaries: Set<string>): SitePage | null {
  const description = metaContent(html, 'description') ?? '';
  const body = /<article\b[^>]*\bdata-search-body\b[^>]*>([^]*?)<\/article>/.exec(html)?.[1];
  if (body !== undefined) return { url, kind: summaries.has(url) ? 'summary' : 'page', article: body, description };
  const published = metaContent(html, 'article:published_time');
  const article = /<article\b[^>]*>([^]*?)<\/article>/.exec(html)?.[1];
  if (published && article) {
    return {
      url,
      kind: 'news',
      article,
      description,
      date: published,
    };
  }
  return null;
}
