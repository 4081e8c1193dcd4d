import { describe, expect, it } from 'vitest';
import { inflectionStem } from './inflection.ts';
import { wordsBeginning } from './site-index.ts';
import { fold } from './text.ts';

/**
 * The words the index finds for a typed word in a part of the dictionary that holds it and a page's word: the
 * typed word is there, so the index's fallback (the longest word the typed one begins with) never answers instead.
 */
const found = (typed: string, pageWord: string) =>
  wordsBeginning({ [fold(typed)]: [], [fold(pageWord)]: [] }, fold(typed));

describe('inflectionStem', () => {
  it.each([
    ['danymi', 'dane'],
    ['danymi', 'danych'],
    ['chorujesz', 'choruje'],
    ['zasiłek', 'zasiłku'],
    ['zasiłek', 'zasiłkami'],
  ])('joins the forms of one word: %s finds %s', (typed, pageWord) => {
    expect(found(typed, pageWord)).toContain(fold(pageWord));
  });

  it('joins no forms whose stem the dropped ‘e’ changes: ‘zasiłku’ does not find ‘zasiłek’ (forms.ts does)', () => {
    expect(found('zasiłku', 'zasiłek')).toEqual([fold('zasiłku')]);
  });

  it('leaves a word family’s suffixes, short words and Ukrainian words as they are', () => {
    expect(inflectionStem('opiekunka')).toBe('opiekunk');
    expect(inflectionStem('dom')).toBe('dom');
    expect(inflectionStem('допомога')).toBe('допомога');
  });
});
