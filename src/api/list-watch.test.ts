import { describe, expect, it } from 'vitest';
import { htmlShows, mustShow } from './list-watch.ts';
import { initialState, type LiveListState } from './live-list.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import { articleViews, homeNewsView, newsListView } from '../islands/News/news-views.ts';
import { categoryView } from '../islands/RegisteredFiles/files-views.ts';
import type { Asset } from '../domain/files/asset.ts';
import { NO_PICTURE } from '../domain/news/news-picture.ts';

const item = (n: number, extra: Partial<NewsItem> = {}): NewsItem & { created_by: string } => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Komunikat ${n}`,
  content: `Treść komunikatu ${n}. `.repeat(30),
  date: '25.11.2026',
  created_at: `2026-11-${String(30 - (n % 30)).padStart(2, '0')}T10:00:00+00:00`,
  ...NO_PICTURE,
  created_by: 'a0000000-0000-4000-8000-000000000000',
  ...extra,
});

/** Every item of the table, newest first, as the build reads them. */
const news = Array.from({ length: 30 }, (_, index) => item(index + 1));

const read = <T>(rows: T[]): LiveListState<T & { id: string }> => ({
  ...initialState,
  status: 'ready',
  loaded: true,
  rows: rows as (T & { id: string })[],
});

describe('mustShow', () => {
  it('leaves the island alone while the list has not been read, and when it reads what the build read', () => {
    const shows = htmlShows(newsListView, news);
    expect(mustShow(initialState, newsListView, shows)).toBe(false);
    // The browser reads only the first 20, with their whole content and their author.
    expect(mustShow(read(news.slice(0, 20)), newsListView, shows)).toBe(false);
  });

  it('is not misled by Realtime listing the columns of a row in another order', () => {
    const shows = htmlShows(homeNewsView, news);
    const reordered = news
      .slice(0, 4)
      .map((row) => Object.fromEntries(Object.entries(row).reverse()) as unknown as NewsItem);
    expect(mustShow(read(reordered), homeNewsView, shows)).toBe(false);
  });

  it('hydrates for an added, changed or removed item the list shows', () => {
    const shows = htmlShows(newsListView, news);
    expect(mustShow(read([item(99), ...news.slice(0, 19)]), newsListView, shows)).toBe(true);
    expect(mustShow(read([{ ...news[0]!, title: 'Zmieniony tytuł' }, ...news.slice(1, 20)]), newsListView, shows)).toBe(
      true,
    );
    expect(mustShow(read(news.slice(1, 21)), newsListView, shows)).toBe(true);
  });

  it('ignores what the list does not show: the end of a long content, its author', () => {
    const shows = htmlShows(newsListView, news);
    const longer = {
      ...news[0]!,
      content: `${news[0]!.content} Dopisek na końcu.`,
      created_by: 'b0000000-0000-4000-8000-000000000000',
    };
    expect(mustShow(read([longer, ...news.slice(1, 20)]), newsListView, shows)).toBe(false);
  });

  it('hydrates after a failed read, so the island can say so', () => {
    const failed: LiveListState<NewsItem> = { ...initialState, status: 'error', error: { message: 'Failed to fetch' } };
    expect(mustShow(failed, newsListView, htmlShows(newsListView, news))).toBe(true);
  });

  it("on an article's page, follows the item itself and the newest others", () => {
    const [itemView, newestView] = articleViews(news[10]!.id);
    const itemShows = htmlShows(itemView!, news);
    expect(mustShow(read([news[10]!]), itemView!, itemShows)).toBe(false);
    expect(mustShow(read([]), itemView!, itemShows)).toBe(true);
    expect(mustShow(read([{ ...news[10]!, content: 'Nowa treść' }]), itemView!, itemShows)).toBe(true);
    const newestShows = htmlShows(newestView!, news);
    expect(mustShow(read(news.slice(0, 4)), newestView!, newestShows)).toBe(false);
    expect(mustShow(read([item(99), ...news.slice(0, 3)]), newestView!, newestShows)).toBe(true);
  });

  it('on the downloads page, compares each category with its own files only', () => {
    const file = (n: number, category: Asset['category']): Asset => ({
      id: `f${n}`,
      name: `Plik ${n}`,
      url: `https://example.org/${n}.pdf`,
      type: 'pdf',
      category,
      description: null,
      size_bytes: null,
      uploaded_at: '2026-11-25T10:00:00+00:00',
      uploaded_by: null,
    });
    const assets = [file(1, 'general'), file(2, 'rodo'), file(3, 'general')];
    const general = categoryView('general');
    const shows = htmlShows(general, assets);
    expect(mustShow(read([assets[0]!, assets[2]!]), general, shows)).toBe(false);
    expect(mustShow(read([assets[0]!]), general, shows)).toBe(true);
  });
});
