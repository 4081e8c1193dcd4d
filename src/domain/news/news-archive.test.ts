import { describe, expect, it } from 'vitest';
import { ARCHIVE_PAGE_SIZE, archivePages, archivePath, newsYears, yearOf } from './news-archive.ts';

describe('the news archive by year', () => {
  const written = '2020-06-01T10:00:00Z';

  it('counts a news item published on New Year’s Eve night in Poland in the new year', () => {
    expect(yearOf({ published_at: '2025-12-31T23:30:00Z', created_at: written })).toBe(2026);
    expect(yearOf({ published_at: '2025-12-31T22:59:00Z', created_at: written })).toBe(2025);
  });

  it('dates an item by its publication, not by when it was written', () => {
    // Written in December, scheduled for the new year.
    expect(yearOf({ published_at: '2027-01-04T07:00:00Z', created_at: '2026-12-20T10:00:00Z' })).toBe(2027);
    expect(yearOf({ published_at: null, created_at: '2026-12-20T10:00:00Z' })).toBe(2026);
  });

  it('lists the years newest first, with their items', () => {
    const items = [
      { id: 'c', published_at: '2026-03-01T10:00:00Z', created_at: written },
      { id: 'b', published_at: '2025-06-01T10:00:00Z', created_at: written },
      { id: 'a', published_at: '2025-01-02T10:00:00Z', created_at: written },
    ];
    expect(newsYears(items)).toEqual([
      { year: 2026, count: 1 },
      { year: 2025, count: 2 },
    ]);
    expect(archivePages(items).map(({ year, items: ofYear }) => [year, ofYear.map((item) => item.id)])).toEqual([
      [2026, ['c']],
      [2025, ['b', 'a']],
    ]);
    expect(newsYears([])).toEqual([]);
    expect(archivePages([])).toEqual([]);
  });

  it('splits a busy year into pages of 100, each page knowing every year', () => {
    const day = (index: number) => new Date(Date.UTC(2025, 11, 31, 12) - index * 86_400_000).toISOString();
    const items = Array.from({ length: 2 * ARCHIVE_PAGE_SIZE + 1 }, (_, index) => ({
      published_at: day(index),
      created_at: written,
    }));
    items.push({ published_at: '2024-12-31T12:00:00Z', created_at: written });
    const pages = archivePages(items);
    expect(pages.map(({ year, page, pages: of }) => [year, page, of])).toEqual([
      [2025, 1, 3],
      [2025, 2, 3],
      [2025, 3, 3],
      [2024, 1, 1],
    ]);
    expect(pages[0]!.items).toHaveLength(2 * ARCHIVE_PAGE_SIZE + 1);
    expect(pages[3]!.years).toEqual([
      { year: 2025, count: 2 * ARCHIVE_PAGE_SIZE + 1 },
      { year: 2024, count: 1 },
    ]);
    expect(archivePath(2025)).toBe('/aktualnosci/archiwum/2025');
    expect(archivePath(2025, 3)).toBe('/aktualnosci/archiwum/2025/strona/3');
  });
});
