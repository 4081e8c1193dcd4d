import { describe, expect, it } from 'vitest';
import { containsPattern } from './table-page.ts';

describe('a search typed by the administrator', () => {
  it.each([
    ['zebranie', '%zebranie%'],
    ['  Klub seniora ', '%Klub seniora%'],
    ['100%', '%100\\%%'],
    ['plik_1', '%plik\\_1%'],
    ['a*b', '%ab%'],
    ['C:\\dane', '%C:\\\\dane%'],
  ])('%j matches titles that contain it literally: %j', (typed, pattern) => {
    expect(containsPattern(typed)).toBe(pattern);
  });
});
