import { describe, expect, it } from 'vitest';
import { versionSummary } from './version-summary.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { Asset } from '../../../domain/files/asset.ts';
import type { TableRow } from '../../../domain/database.types.ts';

const news = {
  id: 'a',
  title: 'Dyżur w sobotę',
  content: 'Ośrodek będzie czynny w sobotę. '.repeat(10),
  image: 'https://example.pl/obraz.jpg',
  published_at: null,
  deleted_at: null,
} as NewsItem;

const asset = {
  id: 'b',
  name: 'Regulamin',
  description: null,
  category: 'programs',
  type: 'pdf',
  deleted_at: '2026-11-27T10:00:00Z',
} as Asset;

describe('a version in the history', () => {
  it('of a news item: its title, the start of its text, its picture and its state', () => {
    const summary = versionSummary({ table: 'news_items', row: news });
    expect(summary.name).toBe('Dyżur w sobotę');
    expect(summary.text.endsWith('…')).toBe(true);
    expect(Array.from(summary.text).length).toBeLessThanOrEqual(121);
    expect(summary.notes).toEqual(['z obrazem', 'szkic']);
    expect(
      versionSummary({ table: 'news_items', row: { ...news, image: null, published_at: '2026-01-01' } }).notes,
    ).toEqual([]);
  });

  it('of a file: its name, its description, its category and kind, and the bin', () => {
    expect(versionSummary({ table: 'assets', row: asset })).toEqual({
      name: 'Regulamin',
      text: '',
      notes: ['Programy', 'PDF', 'w koszu'],
    });
  });

  it('of a notice: its title, its text, its times in Polish time, a draft and the bin', () => {
    const notice = {
      id: 'c',
      title: 'Ośrodek nieczynny',
      body: 'W Wigilię ośrodek jest nieczynny.',
      starts_at: '2026-12-23T23:00:00Z',
      ends_at: '2026-12-24T23:00:00Z',
      published_at: '2026-12-01T09:00:00Z',
      deleted_at: null,
    } as TableRow<'notices'>;
    expect(versionSummary({ table: 'notices', row: notice })).toEqual({
      name: 'Ośrodek nieczynny',
      text: 'W Wigilię ośrodek jest nieczynny.',
      notes: ['od 24.12.2026, 0:00', 'do 25.12.2026, 0:00'],
    });
    expect(
      versionSummary({
        table: 'notices',
        row: { ...notice, starts_at: null, published_at: null, deleted_at: '2026-12-02T09:00:00Z' },
      }).notes,
    ).toEqual(['do 25.12.2026, 0:00', 'szkic', 'w koszu']);
  });
});
