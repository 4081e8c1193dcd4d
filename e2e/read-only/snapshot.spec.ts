import { expect, test } from '@playwright/test';
import { afterFrames } from '../support.ts';
import { serviceClient } from '../live/backend.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { fill } from '../../src/i18n/message.ts';

/**
 * The news and registered files are read when the site is built and rendered into its HTML (the test build,
 * `npm run build:seeded`, reads the demo data that the test backend also starts with).
 */

interface News {
  id: string;
  title: string;
  published_at: string;
  image: string | null;
}

/** The demo rows have fixed ids (supabase/seed.sql); other tests add rows of their own meanwhile. */
const SEEDED = /^5eed/;

async function seededNews(): Promise<News[]> {
  const { data, error } = await serviceClient()
    .from('news_items')
    .select('id, title, published_at, image')
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  const seeded = (data as News[]).filter((row) => SEEDED.test(row.id));
  expect(seeded.length).toBeGreaterThanOrEqual(5);
  return seeded;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the three newest items and the all-news link', async ({ page }) => {
    const news = await seededNews();
    await page.goto('/');
    await expect(page.locator('#news .news-card__title')).toHaveText(news.slice(0, 3).map((item) => item.title));
    await expect(page.locator('#news').getByRole('link', { name: 'Wszystkie aktualności' })).toBeVisible();
  });

  test('the news list shows 20 items a page, newest first, and the next page links on to the rest', async ({
    page,
  }) => {
    const news = await seededNews();
    expect(news.length).toBeGreaterThan(20);
    await page.goto('/aktualnosci');
    await expect(page.locator('.news-list .news-card__title')).toHaveText(news.slice(0, 20).map((item) => item.title));
    const pages = page.getByRole('navigation', { name: siteWords.news.pages });
    await expect(pages.getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: siteWords.pagination.next }).click();
    await expect(page).toHaveURL(/\/aktualnosci\/strona\/2$/);
    await expect(page.locator('h1')).toHaveText(fill.pl(siteWords.news.pageTitle, { page: 2 }));
    await expect(page.locator('.news-list .news-card__title')).toHaveText(news.slice(20, 40).map((item) => item.title));
    await expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: siteWords.pagination.previous }).click();
    await expect(page).toHaveURL(/\/aktualnosci$/);
  });

  test('the archive lists every item of a year, each linking to its page', async ({ page }) => {
    const news = await seededNews();
    const of2025 = news.filter((item) => item.published_at.startsWith('2025'));
    expect(of2025.length).toBeGreaterThan(0);
    await page.goto('/aktualnosci');
    await page
      .getByRole('navigation', { name: siteWords.news.archive })
      .getByRole('link', { name: `2025 (${of2025.length})` })
      .click();
    await expect(page.locator('h1')).toHaveText(fill.pl(siteWords.news.yearTitle, { year: 2025 }));
    const links = page.locator('.news-archive__items a');
    await expect(links).toHaveText(of2025.map((item) => item.title));
    await links.first().click();
    await expect(page.locator('h1')).toHaveText(of2025[0]!.title);
  });

  test('every item has its own page, with its title in <title> and in the link preview', async ({ page }) => {
    for (const item of await seededNews()) {
      const response = await page.goto(`/aktualnosci/${item.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(item.title);
      await expect(page).toHaveTitle(`${item.title} – OPS Nowy Tomyśl`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', item.title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`/aktualnosci/${item.id}$`),
      );
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S{10}/);
    }
  });

  test('an item with a picture gives it to link previews', async ({ page }) => {
    const withImage = (await seededNews()).filter((row) => row.image);
    expect(withImage.length).toBeGreaterThan(0);
    await page.goto(`/aktualnosci/${withImage[0]!.id}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', withImage[0]!.image!);
  });

  test('the downloads page shows the registered files by category', async ({ page }) => {
    const { data } = await serviceClient().from('assets').select('id, name');
    const assets = (data ?? []).filter((row) => SEEDED.test(row.id));
    expect(assets.length).toBeGreaterThan(0);
    await page.goto('/pliki-do-pobrania');
    for (const asset of assets)
      await expect(page.locator('.registered-files').getByText(asset.name, { exact: true })).toBeVisible();
    await expect(page.getByText(siteWords.files.loading)).toHaveCount(0);
  });
});

test.describe('the news feed', () => {
  test('is valid RSS listing the items newest first, linked from every page and, visibly, from the news list', async ({
    page,
  }) => {
    const news = await seededNews();
    const response = await page.request.get('/aktualnosci/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/aktualnosci');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        titles: [...doc.querySelectorAll('channel > item > title')].map((title) => title.textContent),
        links: [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('rss');
    expect(parsed.titles.slice(0, news.length)).toEqual(news.map((item) => item.title));
    expect(parsed.links[0]).toMatch(new RegExp(`^https?://[^/]+/aktualnosci/${news[0]!.id}$`));
    await expect(page.getByRole('link', { name: /Kanał RSS/ })).toHaveAttribute('href', '/aktualnosci/rss.xml');
    for (const route of ['/', '/zasilek-staly', '/aktualnosci']) {
      await page.goto(route);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/aktualnosci/rss.xml',
      );
    }
  });
});

test('the downloads page reads once, at load, only the newest files of each category it shows', async ({ page }) => {
  const reads: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/assets')) reads.push(new URL(request.url()));
  });
  await page.goto('/pliki-do-pobrania');
  await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(3);
  // Each list reads once its channel has joined: once all three reads are answered, every list is following.
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rest/v1/assets')).length,
      ),
    )
    .toBe(3);
  await afterFrames(page);
  expect(reads.map((url) => url.searchParams.get('category')).sort()).toEqual(['eq.general', 'eq.programs', 'eq.rodo']);
  for (const url of reads) expect(url.searchParams.get('limit')).toBe('10');
});
