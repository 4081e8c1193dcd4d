import { describe, expect, it } from 'vitest';
import { parseDarkMode, parseTextSize } from './preferences.ts';

describe('parseTextSize', () => {
  it('accepts the three levels', () => {
    expect(parseTextSize('0')).toBe(0);
    expect(parseTextSize('1')).toBe(1);
    expect(parseTextSize('2')).toBe(2);
  });

  it('falls back to the default level 1 for anything else', () => {
    for (const value of [null, undefined, '', '3', '-1', '1.5', 'duży']) expect(parseTextSize(value)).toBe(1);
  });
});

describe('parseDarkMode', () => {
  it('is on only for the stored string "true"', () => {
    expect(parseDarkMode('true')).toBe(true);
    for (const value of [null, 'false', '1', 'TRUE']) expect(parseDarkMode(value)).toBe(false);
  });
});

// The pre-paint script itself runs in a browser: e2e/read-only/pre-paint.spec.ts.
