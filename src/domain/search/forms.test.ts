import { describe, expect, it } from 'vitest';
import { fold } from './text.ts';
import { stem } from './forms.ts';

describe('stem: the beginning shared by a word family, searched as a prefix', () => {
  it.each([
    // Forms the index's inflection keeps apart.
    ['alimentów', 'aliment'],
    ['alimentacyjny', 'aliment'],
    ['alimenty', 'aliment'],
    ['opiekunka', 'opiekun'],
    ['opiekuńcze', 'opiekuń'],
    ['pielęgnacyjnego', 'pielęgn'],
    ['zasiłku', 'zasił'],
    // Ukrainian, which the index does not stem at all.
    ['допомогу', 'допомог'],
    ['біженцям', 'біженц'],
    ['сімейна', 'сімейн'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([['pracę'], ['dom'], ['udar'], ['opał'], ['діти']])('%s is too short to cut', (word) => {
    expect(stem(word)).toBeNull();
  });

  it('keeps the letters as typed, so the prefix is found as the pages spell it', () => {
    expect(stem('Zasiłku')).toBe('zasił');
    expect(fold(stem('opiekuńczych')!)).toBe('opiekun');
  });
});
