import { describe, expect, it } from 'vitest';
import { excerpt, formatNumber, formatZloty } from './format.ts';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatZloty', () => {
  it.each([
    [1069.9, '1 069,90 zł'],
    [1010, '1 010 zł'],
    [823, '823 zł'],
    [99.2, '99,20 zł'],
    [683340, '683 340 zł'],
    [42636.87, '42 636,87 zł'],
    [0.5, '0,50 zł'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatZloty(value)).toBe(nb(expected));
  });

  it('keeps decimals when asked, for amounts written with grosze', () => {
    expect(formatZloty(4000, 2)).toBe(nb('4 000,00 zł'));
  });

  it('refuses a missing value instead of printing NaN', () => {
    expect(() => formatZloty(Number.NaN)).toThrow();
  });
});

describe('formatNumber', () => {
  it('uses a comma for decimals', () => {
    expect(formatNumber(45.5, 1)).toBe('45,5');
    expect(formatNumber(2317)).toBe(nb('2 317'));
  });
});

describe('excerpt', () => {
  it('leaves short texts alone', () => {
    expect(excerpt('Krótki tekst', 150)).toBe('Krótki tekst');
  });

  it('cuts at the limit and adds an ellipsis', () => {
    const text = 'a'.repeat(151);
    expect(excerpt(text, 150)).toBe(`${'a'.repeat(150)}…`);
  });

  it('does not split Polish letters or emoji and trims the space before the ellipsis', () => {
    expect(excerpt('Zażółć gęślą jaźń', 7)).toBe('Zażółć…');
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…');
  });
});
