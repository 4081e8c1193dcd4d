import { describe, expect, it } from 'vitest';
import { articleWhitespace } from './article-whitespace.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const withoutArticleWhitespace = (html: string) => spliced(html, articleWhitespace(parseHtml(html)));

describe('withoutArticleWhitespace', () => {
  it('takes out the line breaks between the blocks of the article, and at their edges', () => {
    const article =
      '<article data-search-body>\n<h1>Zasiłek</h1>\n<div class="prose"><p>Tekst.</p>\n\n<ul>\n<li>a</li>\n\n<li>b</li>\n</ul>\n\n<div class="table-wrapper">\n<table><caption>C</caption></table></div></div></article>';
    expect(withoutArticleWhitespace(article)).toBe(
      '<article data-search-body><h1>Zasiłek</h1><div class="prose"><p>Tekst.</p><ul><li>a</li><li>b</li></ul><div class="table-wrapper"><table><caption>C</caption></table></div></div></article>',
    );
  });

  it('keeps the whitespace between a table’s rows and cells, by which search tells its cells apart', () => {
    const article =
      '<article><table><thead>\n\n<tr>\n<th scope="col">Wiek</th>\n<th scope="col">Kwota</th>\n</tr>\n</thead></table></article>';
    expect(withoutArticleWhitespace(article)).toBe(article);
  });

  it('keeps the spaces beside words and inline elements', () => {
    const article =
      '<article><ul>\n<li><strong>Stracony dochód</strong> nie jest liczony.</li>\n<li>Wynosi <span class="amount">95 zł</span>\n<a href="tel:1">tel.</a></li></ul>\n<p>\n<em>a</em>\n<strong>b</strong></p></article>';
    expect(withoutArticleWhitespace(article)).toBe(
      '<article><ul><li><strong>Stracony dochód</strong> nie jest liczony.</li><li>Wynosi <span class="amount">95 zł</span>\n<a href="tel:1">tel.</a></li></ul><p>\n<em>a</em>\n<strong>b</strong></p></article>',
    );
  });

  it('goes on past the cards of other pages inside the article, to the article’s own end', () => {
    const article =
      '<article data-search-body><ul class="card-grid">\n<li><article class="card">\n<h3>A</h3></article></li>\n</ul>\n<h2>B</h2>\n<p>c</p></article>';
    expect(withoutArticleWhitespace(article)).toBe(
      '<article data-search-body><ul class="card-grid"><li><article class="card"><h3>A</h3></article></li></ul><h2>B</h2><p>c</p></article>',
    );
  });

  it('leaves what is outside the article as it is', () => {
    const page =
      '<nav>\n<ul>\n<li>x</li>\n</ul></nav><article><p>a</p>\n<p>b</p></article><footer>\n<p>c</p>\n</footer>';
    expect(withoutArticleWhitespace(page)).toBe(
      '<nav>\n<ul>\n<li>x</li>\n</ul></nav><article><p>a</p><p>b</p></article><footer>\n<p>c</p>\n</footer>',
    );
  });
});
