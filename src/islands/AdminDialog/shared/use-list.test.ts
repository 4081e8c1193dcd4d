import { describe, expect, it } from 'vitest';
import { answered, type ListState } from './use-list.ts';

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
