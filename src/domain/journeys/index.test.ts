import { describe, expect, it } from 'vitest';
import { journeysIn, journeysThrough, type Journey } from './index.ts';
import { amount, amountIdsIn, plainText, polish, t } from './text.ts';

const journey = (...links: string[]): Journey => ({
  steps: [{ title: 'Krok', who: 'zus', text: [], links }],
});

const all = {
  '/krok-po-kroku-a': journey('/zasilek-staly', '/zasilek-rodzinny#dodatki'),
  '/krok-po-kroku-b': journey('/zasilek-rodzinny'),
  '/uk/krok-po-kroku-a': journey('/uk/pomoc-dla-obywateli-ukrainy', '/zasilek-staly'),
};

describe('the journeys a page belongs to', () => {
  it("lists the journeys in the page's language with a step that links the page, a part of it too", () => {
    expect(journeysThrough('/zasilek-rodzinny', all)).toEqual(['/krok-po-kroku-a', '/krok-po-kroku-b']);
    expect(journeysThrough('/zasilek-staly', all)).toEqual(['/krok-po-kroku-a']);
    expect(journeysThrough('/uk/pomoc-dla-obywateli-ukrainy', all)).toEqual(['/uk/krok-po-kroku-a']);
    expect(journeysThrough('/zasilek-celowy', all)).toEqual([]);
  });

  it("lists every journey in the page's language, in their order", () => {
    expect(journeysIn('/', all)).toEqual(['/krok-po-kroku-a', '/krok-po-kroku-b']);
    expect(journeysIn('/uk/krok-po-kroku-a', all)).toEqual(['/uk/krok-po-kroku-a']);
  });
});

describe("a step's text", () => {
  it('keeps its words and its amounts apart, in order', () => {
    const text = t`Od ${amount('a.b')} do ${amount('c.d', { unit: false })} – ${polish('Ośrodek')}.`;
    expect(text).toEqual([
      'Od ',
      { amount: 'a.b' },
      ' do ',
      { amount: 'c.d', unit: false },
      ' – ',
      { polish: 'Ośrodek' },
      '.',
    ]);
    expect(amountIdsIn(text)).toEqual(['a.b', 'c.d']);
    expect(plainText(text)).toBe('Od [a.b] do [c.d] – Ośrodek.');
    expect(amountIdsIn('Bez kwot.')).toEqual([]);
  });
});
