import { describe, expect, it } from 'vitest';
import { EXCERPT_WORDS, excerptOf } from './excerpt.ts';

const opal = (folded: string) => folded === 'opal' || folded === 'opalu';

describe('excerptOf', () => {
  it('marks the words found as the page spells them, without the punctuation around them', () => {
    expect(excerptOf('Pieniądze na leki, opał, odzież (opału).', opal)).toEqual([
      { text: 'Pieniądze na leki, ', marked: false },
      { text: 'opał', marked: true },
      { text: ', odzież (', marked: false },
      { text: 'opału', marked: true },
      { text: ').', marked: false },
    ]);
  });

  it('shows the part of a long text with the most words found, starting a few words before them', () => {
    const filler = Array.from({ length: 60 }, (_, index) => `słowo${index}`).join(' ');
    const parts = excerptOf(`${filler} opał na zimę: opał i węgiel. ${filler}`, opal);
    const text = parts.map((part) => part.text).join('');
    expect(text.startsWith('słowo57 słowo58 słowo59 ')).toBe(true);
    expect(parts.filter((part) => part.marked)).toHaveLength(2);
    expect(text.split(' ')).toHaveLength(EXCERPT_WORDS);
  });

  it('shows the beginning of the text when no word of it was found', () => {
    expect(excerptOf('Zasiłek stały to świadczenie.', opal)).toEqual([
      { text: 'Zasiłek stały to świadczenie.', marked: false },
    ]);
  });
});
