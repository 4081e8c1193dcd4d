import { describe, expect, it } from 'vitest';
import { feedbackWords } from './feedback-words.ts';

/** Every word with its key; a message with a value is read with a stand-in value. */
const words = (lang: 'pl' | 'uk') =>
  Object.entries(feedbackWords[lang]).map(
    ([key, value]) => [key, typeof value === 'function' ? value(7 as never) : value] as const,
  );

describe("the question's words", () => {
  it('are in both languages with the same keys, none empty', () => {
    expect(words('uk').map(([key]) => key)).toEqual(words('pl').map(([key]) => key));
    for (const [key, text] of [...words('pl'), ...words('uk')]) expect(String(text).trim(), key).not.toBe('');
  });

  it('are Ukrainian on the Ukrainian pages, and Polish on the Polish ones', () => {
    for (const [key, text] of words('uk')) expect(String(text), key).toMatch(/\p{Script=Cyrillic}/u);
    for (const [key, text] of words('pl')) expect(String(text), key).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it('put the value a message is given into the message', () => {
    for (const lang of ['pl', 'uk'] as const) {
      expect(feedbackWords[lang].noReply('+48 61 000 00 00')).toContain('+48 61 000 00 00');
      expect(feedbackWords[lang].tooLong(1000)).toContain('1000');
      expect(feedbackWords[lang].limitToday('+48 61 000 00 00')).toContain('+48 61 000 00 00');
      expect(feedbackWords[lang].fullToday('+48 61 000 00 00')).toContain('+48 61 000 00 00');
    }
  });
});
