import { describe, expect, it } from 'vitest';
import { answered, rowsMoved, type ListState } from './use-list.ts';

const offline = { message: 'Failed to fetch' };
const shown: ListState<string[]> = { status: 'ready', data: ['Dyżur w sobotę'], error: null };

describe('a panel list, once a read answers', () => {
  it('shows the new rows and no error after a good read', () => {
    const failed = answered(shown, { data: null, error: offline });
    expect(answered(failed, { data: ['Nowy regulamin'], error: null })).toEqual({
      status: 'ready',
      data: ['Nowy regulamin'],
      error: null,
    });
  });

  it('keeps the rows it showed when a read fails, and says why', () => {
    expect(answered(shown, { data: null, error: offline })).toEqual({
      status: 'error',
      data: ['Dyżur w sobotę'],
      error: offline,
    });
  });

  it('has no rows to show when its first read fails', () => {
    expect(answered({ status: 'loading', data: null, error: null }, { data: null, error: offline })).toEqual({
      status: 'error',
      data: null,
      error: offline,
    });
  });
});

describe('what a change made elsewhere would move in a list', () => {
  const rows = (...ids: string[]) => ids.map((id) => ({ id }));

  it('nothing when the same rows come in the same order, changed or not', () => {
    expect(rowsMoved(rows('b', 'a'), rows('b', 'a'))).toBeNull();
  });

  it('the rows that arrive, counted', () => {
    expect(rowsMoved(rows('d', 'c', 'b'), rows('b', 'a'))).toBe(2);
  });

  it('a move with no row arriving when rows only left or changed places', () => {
    expect(rowsMoved(rows('a'), rows('b', 'a'))).toBe(0);
    expect(rowsMoved(rows('a', 'b'), rows('b', 'a'))).toBe(0);
  });
});
