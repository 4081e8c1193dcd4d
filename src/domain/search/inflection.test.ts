import { describe, expect, it } from 'vitest';
import { inflectionStem } from './inflection.ts';

describe('inflectionStem', () => {
  it('cuts the Polish inflectional ending, so the forms of one word meet', () => {
    expect(inflectionStem('danymi')).toBe(inflectionStem('danych'));
    expect(inflectionStem('zasilku')).toBe('zasilk');
    expect(inflectionStem('choruje')).toBe(inflectionStem('chorujesz'));
  });

  it('leaves a word family’s suffixes, short words and Ukrainian words as they are', () => {
    expect(inflectionStem('opiekunka')).toBe('opiekunk');
    expect(inflectionStem('dom')).toBe('dom');
    expect(inflectionStem('допомога')).toBe('допомога');
  });
});
