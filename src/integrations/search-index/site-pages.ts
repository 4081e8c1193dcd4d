/**
 * The built pages search indexes, as the build renders them: every information page (its `<article data-search-body>`)
 * and every news item's own page (its `<article>`, without the list of other news beside it). Pure.
 */
import type { PageKind } from '../../domain/search/data.ts';
import { attributeOf, findElement, hasAttribute, innerSource, parseHtml, type HtmlElement } from '../../util/html.ts';

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

/** The content of a `<meta>` tag, found by its `name` or `property`. */
function metaIn(document: HtmlElement, key: string): string | undefined {
  const meta = findElement(
    document,
    (element) =>
      element.name === 'meta' &&
      (attributeOf(element, 'name') === key || attributeOf(element, 'property') === key) &&
      attributeOf(element, 'content') !== undefined,
  );
  return meta && attributeOf(meta, 'content');
}

/**
 * What search makes of one built page: an information page, a news item (it says when it was published), or
 * nothing (lists, the search page, the page that loads newer news). `document` is the page's parse, where the
 * caller has it.
 */
export function sitePage(
  url: string,
  html: string,
  summaries: Set<string>,
  document: HtmlElement = parseHtml(html),
): SitePage | null {
  const description = metaIn(document, 'description') ?? '';
  const body = findElement(
    document,
    (element) => element.name === 'article' && hasAttribute(element, 'data-search-body'),
  );
  if (body) {
    return { url, kind: summaries.has(url) ? 'summary' : 'page', article: innerSource(html, body), description };
  }
  const published = metaIn(document, 'article:published_time');
  const first = findElement(document, (element) => element.name === 'article');
  const article = first && innerSource(html, first);
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
