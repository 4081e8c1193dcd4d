import { describe, expect, it } from 'vitest';
import { articleText, decodeEntities, withoutIgnored } from './page-text.ts';

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

describe('withoutIgnored', () => {
  it('drops a marked element with everything inside it, nested elements of its kind too', () => {
    expect(withoutIgnored('<div data-search-ignore><div>a</div>b</div><p>c</p>')).toBe(' <p>c</p>');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &quot;b&quot; &#39;c&#x27;&nbsp;.')).toBe(`<a> & "b" 'c' .`);
  });
});
