import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { ANON_KEY, BACKEND_URL, realtimeJoined, serviceClient, unique } from '../live/backend.ts';
import { insertNews } from '../live/safety-steps.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';

/**
 * What a visitor with a page open meets of the safety net (issue 32): an item moved to the bin leaves the open
 * list and its open article, and comes back when restored; an item scheduled for later appears on an open list
 * at its time, placed by that time. Realtime sends a visitor no event for a row they can no longer read, and a
 * publication time changes no row, so the pages learn of both from the table's row in `list_changes`
 * (src/api/list-changes.ts). These tests change what the lists show, so they run with the administrator's.
 */

const db = serviceClient();
/** The API as a visitor reads it: the anon key, through the policies. */
const visitorApi = createClient(BACKEND_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

/** Moves the row to the bin (`true`) or restores it from there, as the panel's 'Usuń' and 'Przywróć' do. */
async function bin(table: 'news_items' | 'assets', id: string, inBin: boolean): Promise<void> {
  const deleted_at = inBin ? new Date().toISOString() : null;
  const { error } = await db.from(table).update({ deleted_at }).eq('id', id).select('id').single();
  expect(error).toBeNull();
}

async function visitorReads(table: 'news_items' | 'assets', id: string): Promise<boolean> {
  const { data, error } = await visitorApi.from(table).select('id').eq('id', id);
  expect(error).toBeNull();
  return data!.length === 1;
}

/** Opens `route` in a page of its own, once the lists of `table` follow their changes. */
async function openFollowing(page: Page, route: string, table: string): Promise<void> {
  const joined = realtimeJoined(page, table);
  await page.goto(route);
  await joined;
}

const notFound = (page: Page) => page.getByRole('heading', { name: siteWords.news.notFound });

test('an item moved to the bin leaves the open list and its open article; restored, it is back in both', async ({
  page,
  browser,
}) => {
  const title = unique('Komunikat przeniesiony do kosza');
  const { id } = await insertNews(title);
  const article = await (await browser.newContext()).newPage();
  try {
    await openFollowing(page, '/aktualnosci', 'news_items');
    const card = page.locator('.news-list h2', { hasText: title });
    await expect(card).toBeVisible();
    await openFollowing(article, `/aktualnosci/${id}`, 'news_items');
    await expect(article.locator('h1')).toHaveText(title);

    await bin('news_items', id, true);
    expect(await visitorReads('news_items', id)).toBe(false);
    await expect(card).toHaveCount(0);
    await expect(notFound(article)).toBeVisible();
    await expect(article.getByText(siteWords.news.notFoundMessage)).toBeVisible();

    await bin('news_items', id, false);
    expect(await visitorReads('news_items', id)).toBe(true);
    await expect(card).toBeVisible();
    await expect(article.locator('h1')).toHaveText(title);
    await expect(notFound(article)).toHaveCount(0);
  } finally {
    await article.context().close();
    await db.from('news_items').delete().eq('id', id);
  }
});

test('the built page of an item moved to the bin says it is not found, before any interaction; restored, it shows it again', async ({
  page,
}) => {
  // The oldest item of the demo data (supabase/seed.sql), which the build gave a page of its own and which no
  // first page of a list shows.
  const id = '5eed0000-0000-4000-8000-000000000111';
  const { data: item } = await db.from('news_items').select('title').eq('id', id).single();
  await openFollowing(page, `/aktualnosci/${id}`, 'news_items');
  await expect(page.locator('h1')).toHaveText(item!.title as string);
  await bin('news_items', id, true);
  try {
    await expect(notFound(page)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${siteWords.news.notFound} – `));
  } finally {
    await bin('news_items', id, false);
  }
  await expect(page.locator('h1')).toHaveText(item!.title as string);
});

test('a file moved to the bin leaves the open downloads page; restored, it is back', async ({ page }) => {
  const name = unique('Regulamin przeniesiony do kosza');
  const { data, error } = await db
    .from('assets')
    .insert({ name, url: 'https://example.pl/regulamin-kosz.pdf', type: 'pdf', category: 'rodo' })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = data!.id as string;
  try {
    await openFollowing(page, '/pliki-do-pobrania', 'assets');
    const rodo = page.locator('.registered-files section', { has: page.getByRole('heading', { name: 'RODO' }) });
    const link = rodo.getByRole('link', { name: new RegExp(name) });
    await expect(link).toBeVisible();
    await bin('assets', id, true);
    expect(await visitorReads('assets', id)).toBe(false);
    await expect(link).toHaveCount(0);
    await bin('assets', id, false);
    await expect(link).toBeVisible();
  } finally {
    await db.from('assets').delete().eq('id', id);
  }
});

test('an item scheduled for later appears on an open list at its time, above an item published before it', async ({
  page,
}) => {
  // The backend announces what became due every 2 s in these tests (DUE_WORK_INTERVAL_MS, e2e/backend-process.ts):
  // the item is due 8 s from now.
  test.setTimeout(60_000);
  const earlier = unique('Komunikat opublikowany od razu');
  const later = unique('Komunikat zaplanowany');
  const due = new Date(Date.now() + 8000);
  const { id: earlierId } = await insertNews(earlier);
  // Written before the other, and long ago: its place in the list is its publication time's.
  const { id: laterId } = await insertNews(later, {
    created_at: '2000-01-01T00:00:00Z',
    published_at: due.toISOString(),
  });
  try {
    await openFollowing(page, '/aktualnosci', 'news_items');
    const titles = page.locator('.news-list h2');
    await expect(titles.filter({ hasText: earlier })).toBeVisible();
    // Before its time: not on the page, and not in the API.
    expect(Date.now()).toBeLessThan(due.getTime());
    await expect(titles.filter({ hasText: later })).toHaveCount(0);
    expect(await visitorReads('news_items', laterId)).toBe(false);

    await expect(titles.filter({ hasText: later })).toBeVisible({ timeout: 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    const order = await titles.allTextContents();
    const at = (title: string) => order.findIndex((text) => text.includes(title));
    expect(at(later)).toBeGreaterThanOrEqual(0);
    expect(at(later)).toBeLessThan(at(earlier));
  } finally {
    await db.from('news_items').delete().in('id', [earlierId, laterId]);
  }
});
