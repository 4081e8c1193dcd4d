import { describe, expect, it } from 'vitest';
import { routeOfFile, sitePage } from './site-pages.ts';

const head = (extra = '') =>
  `<head><meta charset="utf-8"><meta name="description" content="Opis &quot;strony&quot; &amp; więcej">${extra}</head>`;

describe('routeOfFile', () => {
  it.each([
    ['zasilek-staly.html', '/zasilek-staly'],
    ['uk/pomoc-dla-obywateli-ukrainy.html', '/uk/pomoc-dla-obywateli-ukrainy'],
    ['index.html', '/'],
    ['aktualnosci/index.html', '/aktualnosci'],
  ])('%s is served as %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });
});

describe('sitePage: what search makes of a built page', () => {
  it('indexes an information page’s article, and a listed retelling as a summary', () => {
    const html = `<html lang="pl">${head()}<body><header>Menu</header><article data-search-body><h1>Zasiłek</h1></article></body></html>`;
    expect(sitePage('/zasilek-staly', html, new Set())).toEqual({
      url: '/zasilek-staly',
      kind: 'page',
      article: '<h1>Zasiłek</h1>',
      description: 'Opis "strony" & więcej',
    });
    expect(sitePage('/tekst-latwy-do-czytania', html, new Set(['/tekst-latwy-do-czytania']))?.kind).toBe('summary');
  });

  it('takes the whole article of a page that shows other pages as cards, to its own end', () => {
    const body = '<h1>Pomoc</h1><article class="card"><h3>Zasiłek</h3></article><h2>Jak złożyć wniosek</h2>';
    const html = `<html lang="pl">${head()}<body><article data-search-body>${body}</article><footer>x</footer></body></html>`;
    expect(sitePage('/pomoc-spoleczna', html, new Set())?.article).toBe(body);
  });

  it('indexes a news item’s article alone, with its publication time', () => {
    const html = `<html lang="pl">${head('<meta property="og:type" content="article"><meta property="article:published_time" content="2026-11-20T08:15:00+00:00">')}
      <body><astro-island><article class="news-article"><h1>Nabór</h1><p>Treść</p></article>
      <section><h2>Inne aktualności</h2><h3>Inny tytuł</h3></section></astro-island></body></html>`;
    const page = sitePage('/aktualnosci/1', html, new Set());
    expect(page).toMatchObject({ url: '/aktualnosci/1', kind: 'news', date: '2026-11-20T08:15:00+00:00' });
    expect(page!.article).toBe('<h1>Nabór</h1><p>Treść</p>');
  });

  it('reads a meta tag whatever the order of its attributes, passing over one without content', () => {
    const html = `<html>${head('<meta property="article:published_time"><meta content="2026-01-02" property="article:published_time">')}
      <body><article><h1>Nabór</h1></article></body></html>`;
    expect(sitePage('/aktualnosci/2', html, new Set())).toMatchObject({
      kind: 'news',
      date: '2026-01-02',
      description: 'Opis "strony" & więcej',
    });
  });

  it.each([
    ['a list or the search page', `<html>${head()}<body><h1>Aktualności</h1></body></html>`],
    [
      'the page that loads newer news',
      `<html>${head('<meta property="og:type" content="article">')}<body><article></article></body></html>`,
    ],
  ])('leaves out %s', (_, html) => {
    expect(sitePage('/x', html, new Set())).toBeNull();
  });
});
