import { describe, expect, it } from 'vitest';
import { strings } from '../../i18n/strings.ts';
import { resultsPage, searchStatus } from './labels.ts';

const done = { status: 'done' as const, hits: [], elsewhere: [] };

describe('searchStatus', () => {
  it('says nothing before a search', () => {
    expect(searchStatus({ status: 'idle' })).toBe('');
  });

  it('says the search is running, has failed, or how many pages it found', () => {
    expect(searchStatus({ status: 'loading' })).toBe(strings.search.loading);
    expect(searchStatus({ status: 'error' })).toBe(strings.search.unavailable);
    expect(searchStatus({ ...done, total: 12 })).toBe(strings.search.count(12));
    expect(searchStatus({ ...done, total: 0 })).toBe(strings.search.none);
  });
});

describe('resultsPage', () => {
  it('carries the trimmed query, encoded', () => {
    expect(resultsPage(' zasiłek stały ')).toBe('/szukaj?q=zasi%C5%82ek%20sta%C5%82y');
  });
});
