import { expect, test } from '@playwright/test';
import { hydrated } from '../support.ts';
import { deleteNews, insertNewNews, realtimeJoined, serviceClient, unique } from '../live/backend.ts';

/**
 * The pages carry the news of the build; once hydrated they follow the database. These tests change the data,
 * so they run with the administrator's tests, after the read-only ones.
 */

test('an item added after the build appears on the pages without a reload', async ({ page }) => {
  // The list follows the database once its channel has joined (a watcher starts it a second after the first
  // paint, or the island when the visitor reaches for the list first): the item is added after that.
  const joined = realtimeJoined(page, 'news_items');
  await page.goto('/aktualnosci');
  await hydrated(page);
  await joined;
  const title = unique('Nowy komunikat po zbudowaniu');
  const id = await insertNewNews(title, 'Treść nowego komunikatu.');
  try {
    await expect(page.locator('.news-list h2', { hasText: title })).toBeVisible();
  } finally {
    await deleteNews(id);
  }
});

test('an item of the build that is deleted afterwards disappears, also from its own page', async ({
  page,
  browser,
}) => {
  const { data: rows } = await serviceClient()
    .from('news_items')
    .select('*')
    .lte('published_at', new Date().toISOString())
    .is('deleted_at', null)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(20);
  // The newest demo row (fixed ids, supabase/seed.sql) that the first page of the list shows, which the build put
  // in the pages: the items other tests add meanwhile push it down the page, not off it (the oldest one they did).
  const oldest = rows!.find((row) => String(row.id).startsWith('5eed'))!;
  await page.goto('/aktualnosci');
  await hydrated(page);
  await expect(page.locator('.news-list h2', { hasText: oldest.title })).toBeVisible();
  expect((await serviceClient().from('news_items').delete().eq('id', oldest.id)).error).toBeNull();
  try {
    await expect(page.locator('.news-list h2', { hasText: oldest.title })).toHaveCount(0);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/aktualnosci/${oldest.id}`);
    await expect(visitor.getByRole('heading', { name: 'Aktualność nie znaleziona' })).toBeVisible();
    await visitor.context().close();
  } finally {
    expect((await serviceClient().from('news_items').insert(oldest)).error).toBeNull();
  }
});
