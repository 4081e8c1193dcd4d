import { describe, expect, it } from 'vitest';
import { blocksOfPage, longSentences, sentences, wordCount } from './plain-language.ts';

describe('sentences', () => {
  it('splits at full stops, but not after abbreviations or in dates and citations', () => {
    expect(
      sentences('Wniosek złóż do 31 października 2025 r. Ośrodek wyda decyzję. Zobacz art. 6 ust. 1 ustawy. Koniec!'),
    ).toEqual([
      'Wniosek złóż do 31 października 2025 r. Ośrodek wyda decyzję.',
      'Zobacz art. 6 ust. 1 ustawy.',
      'Koniec!',
    ]);
  });
});

describe('wordCount', () => {
  it('counts words, not numbers in citations or punctuation', () => {
    expect(
      wordCount('Zasiłek przysługuje od miesiąca złożenia wniosku (art. 106 ust. 3 ustawy o pomocy społecznej).'),
    ).toBe(6);
    expect(wordCount('Kwota – 1 010 zł – obowiązuje od 1 stycznia.')).toBe(7);
  });
});

describe('longSentences', () => {
  const long = Array.from({ length: 26 }, (_, i) => `Słowo${i}`).join(' ');
  it('lists a sentence over 25 words with its length', () => {
    expect(longSentences([{ text: `Krótkie zdanie. ${long}.`, leadsIntoList: false }])).toEqual([
      { sentence: `${long}.`, words: 26 },
    ]);
  });

  it('lets a list’s lead-in be longer', () => {
    expect(longSentences([{ text: `${long}:`, leadsIntoList: true }])).toEqual([]);
    expect(longSentences([{ text: `${long}:`, leadsIntoList: false }])).toHaveLength(1);
  });

  it('accepts 25 words', () => {
    const exactly = Array.from({ length: 25 }, () => 'słowo').join(' ');
    expect(longSentences([{ text: `${exactly}.`, leadsIntoList: false }])).toEqual([]);
  });

  it("reads a list item's own words apart from the heading and paragraphs inside it, as in a journey's step", () => {
    const html =
      '<article><ol><li class="journey__step"><h2>Krok 1: Złóż wniosek</h2><p>Zasiłek jest dla Ciebie.</p>' +
      '<dl><dt>Kto</dt><dd>Ośrodek</dd></dl><ul><li>Strona</li></ul></li></ol></article>';
    expect(blocksOfPage(html).map((block) => block.text)).toEqual([
      '',
      'Zasiłek jest dla Ciebie.',
      'Ośrodek',
      'Strona',
    ]);
  });
});
