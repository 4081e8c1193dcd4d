import { describe, expect, it } from 'vitest';
import { foundNothing } from './use-failed-search-record.ts';
import type { SearchState } from './use-site-search.ts';

const done = (total: number, elsewhere = 0): SearchState => ({
  status: 'done',
  hits: [],
  total,
  elsewhere: Array.from({ length: elsewhere }, () => ({ name: 'ZUS', when: [], text: '', link: '', linkText: '' })),
});

describe('foundNothing', () => {
  it('is a finished search with no page and no other office to send the visitor to', () => {
    expect(foundNothing(done(0))).toBe(true);
  });

  it('is not a search that found a page, or pointed to another office', () => {
    expect(foundNothing(done(3))).toBe(false);
    expect(foundNothing(done(0, 1))).toBe(false);
  });

  it('is not a search still on its way or one that failed', () => {
    expect(foundNothing({ status: 'loading' })).toBe(false);
    expect(foundNothing({ status: 'error' })).toBe(false);
    expect(foundNothing({ status: 'idle' })).toBe(false);
  });
});
