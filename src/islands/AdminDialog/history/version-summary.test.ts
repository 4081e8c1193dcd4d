import { describe, expect, it } from 'vitest';
import { versionSummary } from './version-summary.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { Asset } from '../../../domain/files/asset.ts';

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
});
