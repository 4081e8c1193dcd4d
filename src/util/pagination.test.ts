import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pageWindow } from './pagination.ts';

describe('numbered pages', () => {
  it('hold 20 items each, and there is always a first page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5000, 20)).toBe(250);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 250, [1, 2, 3, null, 250]],
    [6, 250, [1, null, 4, 5, 6, 7, 8, null, 250]],
    [4, 250, [1, 2, 3, 4, 5, 6, null, 250]],
    [250, 250, [1, null, 248, 249, 250]],
  ] as const)('page %i of %i links %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});
