import { describe, expect, it } from 'vitest';
import { articleText } from './page-text.ts';

const article =
  '<p class="muted" data-search-ignore>Pomoc <b>społeczna</b></p><h1>Zasiłek stały</h1><div class="prose">' +
  '<p>Zasiłek dla osób <strong>niezdolnych</strong> do pracy &amp; z niskim dochodem.</p>' +
  '<h2 id="ile">Ile wynosi</h2><table><tr><td>1 osoba</td><td>1&nbsp;010 zł</td></tr></table>' +
  '<svg aria-hidden="true"><title>ikona</title></svg><p>Wnio<em>sek</em> złożysz w ośrodku.</p></div>';

describe('articleText', () => {
  const { title, text, words } = articleText(article);

  it('takes the first heading as the title and the text as the page spells it, without what is marked ignored', () => {
    expect(title).toBe('Zasiłek stały');
    expect(text).toBe(
      'Zasiłek stały Zasiłek dla osób niezdolnych do pracy & z niskim dochodem. Ile wynosi 1 osoba 1 010 zł ' +
        'Wniosek złożysz w ośrodku.',
    );
  });

  it('weighs a word by where it stands: the title 7, a heading of level 2 6, the text 1', () => {
    const weightsOf = (word: string) => words.filter((each) => each.word === word).map((each) => each.weight);
    expect(weightsOf('zasiłek')).toEqual([7, 1]);
    expect(weightsOf('wynosi')).toEqual([6]);
    expect(weightsOf('niezdolnych')).toEqual([1]);
    // A word an inline tag splits stays one; table cells stay apart; icons have no words.
    expect(weightsOf('wniosek')).toEqual([1]);
    expect(words.map((each) => each.word)).toContain('osoba');
    expect(words.map((each) => each.word)).not.toContain('ikona');
    expect(words.map((each) => each.word)).not.toContain('społeczna');
  });
});

describe('what articleText leaves out and decodes', () => {
  it('drops a marked element with everything inside it, nested elements of its kind too', () => {
    expect(articleText('<div data-search-ignore><div>a</div>b</div><p>c</p>').text).toBe('c');
  });

  it('reads the whole article but not the cards of other pages in it, nor comments', () => {
    const { text } = articleText(
      '<h1>Pomoc społeczna</h1><p>Formy pomocy:</p><div class="card-grid"><article class="card"><h3>Zasiłek stały</h3>' +
        '<p>Dla osób niezdolnych do pracy.</p></article></div><!-- PDF --><h2>Jak złożyć wniosek</h2><p>W ośrodku.</p>',
    );
    expect(text).toBe('Pomoc społeczna Formy pomocy: Jak złożyć wniosek W ośrodku.');
  });

  it('decodes every character reference, named and numeric', () => {
    expect(
      articleText('<p>&lt;a&gt; &amp; &quot;b&quot; &#39;c&#x27;&nbsp;. Pomoc spo&#322;eczna&hellip; &oacute;</p>')
        .text,
    ).toBe(`<a> & "b" 'c' . Pomoc społeczna… ó`);
  });
});
