import { expect, test } from '@playwright/test';
import { holdRequests, hydrated, normalise } from '../support.ts';
import { deleteNews, insertOldNews, serviceClient, unique } from '../live/backend.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';

interface Row {
  id: string;
  title: string;
  content: string;
  date: string;
}

/** Every item a visitor may read, newest first by publication time, as the pages list them. */
async function newestNews(): Promise<Row[]> {
  const { data, error } = await serviceClient()
    .from('news_items')
    .select('*')
    .lte('published_at', new Date().toISOString())
    .is('deleted_at', null)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data as Row[];
}

const cut = (text: string, limit: number) =>
  Array.from(text).length > limit ? `${Array.from(text).slice(0, limit).join('').trimEnd()}…` : text;

test.describe('news on the home page', () => {
  test('shows the first three items with a 150-character excerpt, date and link, and the all-news link', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('#news .news-card');
    await expect(cards).toHaveCount(3);
    const rows = (await newestNews()).slice(0, 3);
    for (const [index, row] of rows.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('.news-card__title a')).toHaveText(row.title);
      await expect(card.locator('.news-card__title a')).toHaveAttribute('href', `/aktualnosci/${row.id}`);
      await expect(card.locator('.news-card__date')).toHaveText(row.date);
      expect(normalise((await card.locator('.news-card__excerpt').textContent()) ?? '')).toBe(
        normalise(cut(row.content, 150)),
      );
    }
    await expect(page.locator('#news').getByRole('link', { name: 'Wszystkie aktualności' })).toHaveAttribute(
      'href',
      '/aktualnosci',
    );
  });

  test('are there at once from the build, with no loading message, while the live read is still on its way', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/rest/v1/news_items*');
    await page.goto('/');
    await expect(page.locator('#news .news-card')).toHaveCount(3);
    await expect(page.getByText(siteWords.news.loading)).toHaveCount(0);
    release();
    await expect(page.locator('#news .news-card')).toHaveCount(3);
  });
});

test.describe('an article published after the build', () => {
  test("says 'Ładowanie aktualności…' while it loads, then shows it", async ({ page }) => {
    const title = unique('Komunikat po zbudowaniu strony');
    const id = await insertOldNews(title);
    try {
      const release = await holdRequests(page, '**/rest/v1/news_items*');
      const response = await page.goto(`/aktualnosci/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(siteWords.news.loading)).toBeVisible();
      release();
      await expect(page.locator('h1')).toHaveText(title);
    } finally {
      await deleteNews(id);
    }
  });
});

test.describe('news list page', () => {
  test('lists the newest 20 items with date, title, a 300-character excerpt and a link to the article', async ({
    page,
  }) => {
    await page.goto('/aktualnosci');
    const rows = (await newestNews()).slice(0, 20);
    const cards = page.locator('.news-list .news-card');
    await expect(cards).toHaveCount(rows.length);
    const first = cards.first();
    await expect(first.locator('h2 a')).toHaveText(rows[0]!.title);
    expect(normalise((await first.locator('.news-card__excerpt').textContent()) ?? '')).toBe(
      normalise(cut(rows[0]!.content, 300)),
    );
  });

  test('a news image is shown only when its address is http(s)', async ({ page }) => {
    await page.goto('/aktualnosci');
    const withImage = (await newestNews()).slice(0, 20).filter((row) => (row as Row & { image: string | null }).image);
    await expect(page.locator('.news-list .news-card__image')).toHaveCount(withImage.length);
    for (const src of await page
      .locator('.news-list .news-card__image')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))) {
      expect(src).toMatch(/^https?:\/\//);
    }
  });
});

test.describe('news article page', () => {
  test('any id is served by the one article page: title, date, paragraphs, three other items', async ({ page }) => {
    const rows = await newestNews();
    const long = rows.find((row) => row.content.split('\n').filter((line) => line.trim()).length > 1) ?? rows[0]!;
    const response = await page.goto(`/aktualnosci/${long.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(long.title);
    await expect(page).toHaveTitle(new RegExp(`^${long.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
    await expect(page.locator('.news-article .news-card__date')).toHaveText(long.date);
    const paragraphs = long.content.split(/\r?\n/).filter((line) => line.trim());
    await expect(page.locator('.news-article .prose p')).toHaveCount(paragraphs.length);
    const others = rows.filter((row) => row.id !== long.id).slice(0, 3);
    const related = page.locator('.news-related li');
    await expect(related).toHaveCount(3);
    for (const [index, other] of others.entries()) {
      await expect(related.nth(index).getByRole('link')).toHaveText(other.title);
      await expect(related.nth(index).locator('p').last()).toHaveText(cut(other.content, 100));
    }
  });

  test('an unknown id says the item was not found and links back', async ({ page }) => {
    const response = await page.goto('/aktualnosci/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Aktualność nie znaleziona' })).toBeVisible();
    await expect(page.getByText('Przepraszamy, nie można znaleźć tej aktualności.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Wróć do listy aktualności' })).toHaveAttribute(
      'href',
      '/aktualnosci',
    );
    await page.goto('/aktualnosci/nie-ma-takiej');
    await expect(page.getByRole('heading', { name: 'Aktualność nie znaleziona' })).toBeVisible();
  });

  test('HTML and javascript: in the content stay inert text', async ({ page }) => {
    const title = unique('<img src=x onerror="window.__xss=1">');
    const content = '<script>window.__xss=2</script>\n<a href="javascript:window.__xss=3">kliknij</a>';
    // Dated in the past, so it never displaces the newest items other tests look at.
    const id = await insertOldNews(title, content);
    try {
      await page.goto(`/aktualnosci/${id}`);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.news-article .prose p').first()).toHaveText('<script>window.__xss=2</script>');
      await expect(page.locator('.news-article a[href^="javascript"]')).toHaveCount(0);
      await expect(page.locator('.news-article img[src="x"]')).toHaveCount(0);
      await page.goto('/');
      await hydrated(page);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    } finally {
      await deleteNews(id);
    }
  });

  test('the database refuses an image address that is not http(s)', async () => {
    const { error } = await serviceClient()
      .from('news_items')
      .insert({ title: 'x', content: 'y', date: '01.01.2026', image: 'javascript:alert(1)', image_alt: 'Obraz' });
    expect(error?.code).toBe('23514');
  });
});
