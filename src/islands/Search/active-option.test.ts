import { describe, expect, it } from 'vitest';
import { nextActive } from './active-option.ts';

describe('nextActive', () => {
  it('goes down from none to the first, then on to the last and around to the first', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(0, 1, 3)).toBe(1);
    expect(nextActive(2, 1, 3)).toBe(0);
  });

  it('goes up from none or from the first to the last', () => {
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(2);
    expect(nextActive(2, -1, 3)).toBe(1);
  });

  it('stays on the only option', () => {
    expect(nextActive(0, 1, 1)).toBe(0);
    expect(nextActive(0, -1, 1)).toBe(0);
  });
});
