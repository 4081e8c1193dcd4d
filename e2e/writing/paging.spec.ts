import { expect, test } from '@playwright/test';
import { hydrated, useTheme, wcagViolations } from '../support.ts';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { fill } from '../../src/i18n/message.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';

/**
 * Lists that grow for years: the first page of the news list follows changes live while holding only a page,
 * and the panel pages through its rows, searches them and stays on its page after a delete.
 */

const paging = panelWords.paging;

test('the first page of the news list shows a new item live, and still holds one page', async ({ page }) => {
  await page.goto('/aktualnosci');
  await hydrated(page);
  const cards = page.locator('.news-list .news-card');
  await expect(cards).toHaveCount(20);
  const title = unique('Nowy komunikat na pierwszej stronie');
  const { data } = await serviceClient()
    .from('news_items')
    .insert({ title, content: 'Treść nowego komunikatu.', date: '24.11.2026', created_at: '2099-01-01T00:00:00Z' })
    .select('id')
    .single();
  // On the first page, not necessarily first: the administrator's other tests publish news at the same time.
  const added = cards.locator('.news-card__title', { hasText: title });
  try {
    await expect(added).toHaveCount(1);
    await expect(cards).toHaveCount(20);
  } finally {
    await serviceClient().from('news_items').delete().eq('id', data!.id);
  }
  await expect(added).toHaveCount(0);
  await expect(cards).toHaveCount(20);
});

test.describe('the panel at thousands of rows', () => {
  // One worker, in order: both tests count the same 30 items, and the second moves one to the bin.
  test.describe.configure({ mode: 'serial' });
  const marker = unique('Archiwum testowe');
  const titles = Array.from({ length: 30 }, (_, index) => `${marker} nr ${String(index + 1).padStart(2, '0')}`);

  test.beforeAll(async () => {
    const rows = titles.map((title, index) => ({
      title,
      content: `Treść ${title}.`,
      date: '01.01.2001',
      // Oldest first in the list: nr 01 is the newest. Published when written, so the public lists, which go by
      // the publication time, keep them at their end.
      created_at: new Date(Date.UTC(2001, 0, 31 - index)).toISOString(),
      published_at: new Date(Date.UTC(2001, 0, 31 - index)).toISOString(),
    }));
    expect((await serviceClient().from('news_items').insert(rows)).error).toBeNull();
  });

  test.afterAll(async () => {
    await serviceClient().from('news_items').delete().like('title', `${marker}%`);
  });

  test('is worked with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    const search = admin.getByLabel(paging.searchNews);
    await search.focus();
    // Typed in one go (as pasted): typed key by key on a busy machine, a pause of 300 ms between two keys searches
    // for the beginning, which finds the same 30 items, and the whole, searched a moment later, takes the list back
    // to its first page after the test has moved on to the second.
    await page.keyboard.insertText(marker);
    const position = admin.getByRole('status').filter({ hasText: /^Strona \d+ z \d+/ });
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 1, pages: 2 })} · ${fill.pl(paging.newsCount, { count: 30 })}`,
    );
    const next = admin.getByRole('button', { name: siteWords.pagination.next });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 2, pages: 2 })} · ${fill.pl(paging.newsCount, { count: 30 })}`,
    );
    await page.keyboard.press('Shift+Tab');
    await expect(admin.getByRole('button', { name: siteWords.pagination.previous })).toBeFocused();
  });
  test('finds the items by title, pages through them 25 at a time, and stays on the page after a move to the bin', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    const position = admin.getByRole('status').filter({ hasText: /^Strona \d+ z \d+/ });
    await expect(position).toContainText(/Strona 1 z \d+ · \d+ aktualności/);

    await admin.getByLabel(paging.searchNews).fill(marker);
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 1, pages: 2 })} · ${fill.pl(paging.newsCount, { count: 30 })}`,
    );
    const items = admin.locator('.admin-list__item');
    await expect(items).toHaveCount(25);
    await expect(items.first().locator('.admin-list__title')).toHaveText(titles[0]!);

    await admin.getByRole('button', { name: siteWords.pagination.next }).click();
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 2, pages: 2 })} · ${fill.pl(paging.newsCount, { count: 30 })}`,
    );
    await expect(items).toHaveCount(5);
    await expect(admin.getByRole('button', { name: siteWords.pagination.next })).toBeDisabled();

    await items
      .filter({ hasText: titles[27]! })
      .getByRole('button', { name: fill.pl(panelWords.news.removeLabel, { title: titles[27]! }) })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: fill.pl(panelWords.undo.movedToBin, { name: titles[27]! }) }),
    ).toHaveCount(1);
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 2, pages: 2 })} · ${fill.pl(paging.newsCount, { count: 29 })}`,
    );
    await expect(items).toHaveCount(4);
    // Gone from the list (the status line still names it).
    await expect(items.filter({ hasText: titles[27]! })).toHaveCount(0);

    await admin.getByLabel(paging.searchNews).fill(`${marker} nr 0`);
    await expect(position).toHaveText(
      `${fill.pl(paging.position, { page: 1, pages: 1 })} · ${fill.pl(paging.newsCount, { count: 9 })}`,
    );
    await admin.getByLabel(paging.searchNews).fill('nie ma takiego tytułu 100%');
    await expect(admin.getByText(fill.pl(paging.nothingFound, { text: 'nie ma takiego tytułu 100%' }))).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a numbered page of the news list and a year of the archive have no WCAG 2.1 AA violations in ${theme} mode`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    for (const route of ['/aktualnosci/strona/2', '/aktualnosci/archiwum/2025', '/pliki-do-pobrania/ogolne']) {
      await page.goto(route);
      await hydrated(page);
      expect(await wcagViolations(page), route).toEqual([]);
    }
  });
}
