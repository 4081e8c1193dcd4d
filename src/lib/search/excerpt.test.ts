import { describe, expect, it } from 'vitest';
import { cleanUrl, parseExcerpt, queryVariants } from './search.ts';

describe('queryVariants', () => {
  it('searches a word typed without ł also with ł', () => {
    expect(queryVariants('zasilek')).toEqual(['zasilek', 'zasiłek']);
  });

  it('tries every l of a word', () => {
    expect(queryVariants('Lalka')).toEqual(['lalka', 'łalka', 'lałka', 'łałka']);
  });

  it('leaves words without l alone and normalises spaces and case', () => {
    expect(queryVariants('  Świadczenie   RODZINNE ')).toEqual(['świadczenie rodzinne']);
    expect(queryVariants('   ')).toEqual([]);
  });

  it('caps the number of variants for long queries', () => {
    expect(queryVariants('lll lll lll lll').length).toBe(8);
  });
});

describe('parseExcerpt', () => {
  it('splits marked words and decodes entities without keeping any other markup', () => {
    expect(parseExcerpt('Wniosek o <mark>zasiłek</mark> &amp; <b>x</b> &lt;script&gt;')).toEqual([
      { text: 'Wniosek o ', marked: false },
      { text: 'zasiłek', marked: true },
      { text: ' & x <script>', marked: false },
    ]);
  });
});

describe('cleanUrl', () => {
  it('serves pages without the .html suffix', () => {
    expect(cleanUrl('/zasilek-staly.html')).toBe('/zasilek-staly');
    expect(cleanUrl('/index.html')).toBe('/');
  });
});
