import { describe, expect, it } from 'vitest';
import { newsOfYear, newsYears, yearOf } from './news-archive.ts';

describe('the news archive by year', () => {
  it('counts a news item published on New Year’s Eve night in Poland in the new year', () => {
    expect(yearOf({ created_at: '2025-12-31T23:30:00Z' })).toBe(2026);
    expect(yearOf({ created_at: '2025-12-31T22:59:00Z' })).toBe(2025);
  });

  it('lists the years newest first, with their items', () => {
    const items = [
      { id: 'c', created_at: '2026-03-01T10:00:00Z' },
      { id: 'b', created_at: '2025-06-01T10:00:00Z' },
      { id: 'a', created_at: '2025-01-02T10:00:00Z' },
    ];
    expect(newsYears(items)).toEqual([
      { year: 2026, count: 1 },
      { year: 2025, count: 2 },
    ]);
    expect(newsOfYear(items, 2025).map((item) => item.id)).toEqual(['b', 'a']);
    expect(newsYears([])).toEqual([]);
  });
});
