import { describe, expect, it } from 'vitest';
import { parseExcerpt } from './engine.ts';

describe('parseExcerpt', () => {
  it('splits marked words and decodes entities without keeping any other markup', () => {
    expect(parseExcerpt('Wniosek o <mark>zasiłek</mark> &amp; <b>x</b> &lt;script&gt;')).toEqual([
      { text: 'Wniosek o ', marked: false },
      { text: 'zasiłek', marked: true },
      { text: ' & x <script>', marked: false },
    ]);
  });
});
