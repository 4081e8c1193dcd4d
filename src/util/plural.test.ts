import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const files = { one: 'plik', few: 'pliki', many: 'plików' };

describe('plural', () => {
  it.each([
    [0, 'plików'],
    [1, 'plik'],
    [2, 'pliki'],
    [4, 'pliki'],
    [5, 'plików'],
    [12, 'plików'],
    [14, 'plików'],
    [22, 'pliki'],
    [112, 'plików'],
    [1024, 'pliki'],
  ])('%i %s', (count, form) => expect(plural(count, files)).toBe(form));
});
