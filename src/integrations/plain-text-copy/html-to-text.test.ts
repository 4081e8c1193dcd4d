import { describe, expect, it } from 'vitest';
import { articleText } from './html-to-text.ts';

describe('articleText', () => {
  it('keeps headings, paragraphs and lists as lines, with link addresses, and nothing outside the article', () => {
    const html = `<header>Menu</header><article data-search-body>
      <p class="content-page__section" data-search-ignore>Informacje o ośrodku</p>
      <h1>Tekst łatwy</h1>
      <p>Ośrodek pomaga&nbsp;ludziom.</p>
      <h2>Jak się skontaktować?</h2>
      <ul><li>zadzwoń: <a href="tel:+48610000000">+48 61 000 00 00</a>,</li><li>zobacz stronę <a href="/kontakt">Kontakt</a>.</li></ul>
    </article><footer>Stopka</footer>`;
    expect(articleText(html, new URL('https://ops.example.pl'))).toBe(
      [
        'Tekst łatwy',
        '',
        'Ośrodek pomaga ludziom.',
        '',
        'Jak się skontaktować?',
        '',
        '- zadzwoń: +48 61 000 00 00,',
        '- zobacz stronę Kontakt (https://ops.example.pl/kontakt).',
        '',
      ].join('\n'),
    );
  });

  it('reads the article to its own end, past an article inside it, and a list inside a list item', () => {
    const html =
      '<article><p>a</p><article class="card"><h3>b</h3></article><ul><li>c<ul><li>d</li></ul></li></ul><p>e&hellip;</p></article>';
    expect(articleText(html, new URL('https://ops.example.pl'))).toBe('a\n\nb\n\n- c\n- d\ne…\n');
  });
});
