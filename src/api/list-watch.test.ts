import { describe, expect, it } from 'vitest';
import { htmlShows, mustShow } from './list-watch.ts';
import { versionsFingerprint, type Version } from './freshness.ts';
import { initialState, type LiveListState } from './live-list.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import { NEWS_PAGE_SIZE } from '../domain/news/news-list.ts';
import {
  articleSnapshot,
  articleViews,
  homeNewsSnapshot,
  homeNewsView,
  newsListSnapshot,
  newsListView,
} from '../islands/News/news-views.ts';
import { categoryView, registeredFilesSnapshot } from '../islands/RegisteredFiles/files-views.ts';
import type { Asset } from '../domain/files/asset.ts';
import { NO_PICTURE } from '../domain/news/news-picture.ts';

const item = (n: number, extra: Partial<NewsItem> = {}): NewsItem & { created_by: string } => {
  const published_at = `2026-11-${String(30 - (n % 30)).padStart(2, '0')}T10:00:00+00:00`;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Komunikat ${n}`,
    content: `Treść komunikatu ${n}. `.repeat(30),
    date: '25.11.2026',
    created_at: '2026-01-01T10:00:00+00:00',
    published_at,
    updated_at: published_at,
    version: 1,
    deleted_at: null,
    deleted_by: null,
    ...NO_PICTURE,
    created_by: 'a0000000-0000-4000-8000-000000000000',
    ...extra,
  };
};

/** Every item a visitor reads, newest first, as the build reads them. */
const news = Array.from({ length: 30 }, (_, index) => item(index + 1));

/** What the browser's freshness read of `rows` returns: their ids and change times alone. */
const freshnessRead = (rows: Version[]): string =>
  versionsFingerprint(rows.map(({ id, updated_at }) => ({ id, updated_at })));

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
  updated_at: '2026-11-25T10:00:00+00:00',
  version: 1,
  deleted_at: null,
  deleted_by: null,
});

describe('the fingerprint a page carries of what its HTML shows', () => {
  it('is what the freshness read of an unchanged list gives: the newest 20, the newest 4, one item', () => {
    expect(htmlShows(newsListView, news)).toBe(freshnessRead(news.slice(0, 20)));
    expect(htmlShows(homeNewsView, news)).toBe(freshnessRead(news.slice(0, 4)));
    const [itemView, newestView] = articleViews(news[10]!.id);
    expect(htmlShows(itemView!, news)).toBe(freshnessRead([news[10]!]));
    expect(htmlShows(newestView!, news)).toBe(freshnessRead(news.slice(0, 4)));
  });

  it('differs from the freshness read once an item is added, changed or moved to the bin', () => {
    const shows = htmlShows(newsListView, news);
    expect(freshnessRead([item(99), ...news.slice(0, 19)])).not.toBe(shows);
    expect(freshnessRead([{ ...news[0]!, updated_at: '2026-11-30T12:00:00.5+00:00' }, ...news.slice(1, 20)])).not.toBe(
      shows,
    );
    expect(freshnessRead(news.slice(1, 21))).not.toBe(shows);
    const [itemView] = articleViews(news[10]!.id);
    expect(freshnessRead([])).not.toBe(htmlShows(itemView!, news));
  });

  it('is not moved by items the list does not hold, nor by what a row carries besides its id and change time', () => {
    const shows = htmlShows(newsListView, news);
    const olderChanged = [...news.slice(0, 25), { ...news[25]!, updated_at: '2026-11-30T12:00:00+00:00' }];
    expect(htmlShows(newsListView, olderChanged)).toBe(shows);
    expect(
      htmlShows(
        newsListView,
        news.map(({ created_by: _author, ...row }) => row),
      ),
    ).toBe(shows);
  });

  it('is also what each island tells its list it shows, from the rows the page gave it', () => {
    expect(versionsFingerprint(homeNewsSnapshot(news))).toBe(htmlShows(homeNewsView, news));
    expect(versionsFingerprint(newsListSnapshot(news.slice(0, NEWS_PAGE_SIZE)))).toBe(htmlShows(newsListView, news));
    const [itemView, newestView] = articleViews(news[2]!.id);
    const article = articleSnapshot(news, news[2]!);
    expect(versionsFingerprint([article.item])).toBe(htmlShows(itemView!, news));
    expect(versionsFingerprint(article.newest)).toBe(htmlShows(newestView!, news));
    const assets = [file(1, 'general'), file(2, 'rodo'), file(3, 'general')];
    const { newest } = registeredFilesSnapshot(assets);
    expect(versionsFingerprint(newest.general)).toBe(htmlShows(categoryView('general'), assets));
    expect(versionsFingerprint(newest.rodo)).toBe(htmlShows(categoryView('rodo'), assets));
  });

  it('on the downloads page, covers each category’s own files only', () => {
    const assets = [file(1, 'general'), file(2, 'rodo'), file(3, 'general')];
    const general = categoryView('general');
    expect(htmlShows(general, assets)).toBe(freshnessRead([assets[0]!, assets[2]!]));
    expect(htmlShows(general, [...assets, file(4, 'programs')])).toBe(htmlShows(general, assets));
  });
});

describe('mustShow', () => {
  const read = (rows: NewsItem[]): LiveListState<NewsItem> => ({
    ...initialState,
    status: 'ready',
    loaded: true,
    rows,
  });

  it('leaves the island alone while its list is what the page shows, or has not been read', () => {
    expect(mustShow(initialState)).toBe(false);
    expect(mustShow({ ...initialState, status: 'ready' })).toBe(false);
  });

  it('hydrates once the list read rows other than the page’s, and after a failed read, so the island can say so', () => {
    expect(mustShow(read(news.slice(1, 21)))).toBe(true);
    expect(mustShow(read([]))).toBe(true);
    expect(mustShow({ ...initialState, status: 'error', error: { message: 'Failed to fetch' } })).toBe(true);
  });
});
