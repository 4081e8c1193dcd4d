import { chromium, expect, test, type Page, type Request } from '@playwright/test';
import { deleteNews, insertNewNews, realtimeJoined, serviceClient, unique } from '../live/backend.ts';
import { afterFrames } from '../support.ts';
import { kilobytes, measurePageWeight } from '../../scripts/lib/page-weight.ts';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium.ts';

/**
 * The lists in the HTML follow the database before their island's code is loaded: a small watcher (the list's
 * Realtime channel and one read, src/api/list-watch.ts) loads with the page, and React and the island's code
 * load only when a change arrives that the list must show, or when the visitor reaches for the list. These
 * tests need the tables as the build read them, and change them, so they run in a project of their own after
 * the read-only tests and before the administrator's, whose changes stay.
 */

// One at a time (and in a project of its own): a change to the tables from elsewhere would hydrate the lists.
test.describe.configure({ mode: 'serial' });

/** Every script the page requests, in order, by path. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/** The island's own module and the React renderer, as the island names them. */
async function islandCode(page: Page, component: string): Promise<string[]> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`);
  return [(await island.getAttribute('component-url'))!, (await island.getAttribute('renderer-url'))!];
}

/** Errors the page logs: a hydration that did not match the HTML would be one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Issue 36, item 3: a list whose rows are still those the page shows learns so from their ids and change times
 * alone (src/api/freshness.ts), not from the rows themselves (12.5 KB for the first page of the news list).
 */
test('a list that has not changed reads only the ids and change times of its rows: under 100 bytes a row', async ({
  page,
}) => {
  // Each page, the reads its lists make (one a list), and how many rows they hold: the first page of the list;
  // the home page's newest 4 (3 shown, and whether there are more); the newest 10 of each of three categories
  // (the demo data has 2 in each); an article's item and the newest 4.
  const pages: { route: string; reads: number; rows: number }[] = [
    { route: '/aktualnosci', reads: 1, rows: 20 },
    { route: '/', reads: 1, rows: 4 },
    { route: '/pliki-do-pobrania', reads: 3, rows: 6 },
    { route: '/aktualnosci/5eed0000-0000-4000-8000-000000000102', reads: 2, rows: 5 },
  ];
  for (const { route, reads, rows } of pages) {
    const scripts = scriptRequests(page);
    const finished: Promise<{ url: string; bytes: number }>[] = [];
    const listener = (request: Request) => {
      // The urgent notices these pages also follow (src/api/notices-watch.ts) are no list: a read of their own.
      if (!request.url().includes('/rest/v1/') || request.url().includes('/rest/v1/notices')) return;
      finished.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    };
    page.on('requestfinished', listener);
    await page.goto(route);
    await expect.poll(() => finished.length).toBe(reads);
    await afterFrames(page);
    page.off('requestfinished', listener);
    const done = await Promise.all(finished);
    for (const { url } of done) expect(new URL(url).searchParams.get('select'), url).toBe('id,updated_at');
    const bytes = done.reduce((sum, read) => sum + read.bytes, 0);
    expect(bytes, `${route}: ${bytes} bytes`).toBeLessThanOrEqual(rows * 100);
    // Nothing changed: no island's code.
    expect(
      scripts.filter((path) => /\/(react|client)\./.test(path)),
      route,
    ).toEqual([]);
  }
});

test('on /aktualnosci an item added in the database appears before any interaction, drawn without React, and the list hydrates into the same HTML', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  const errors = consoleErrors(page);
  const joined = realtimeJoined(page, 'news_items');
  const read = page.waitForResponse((response) => response.url().includes('/rest/v1/news_items'));
  await page.goto('/aktualnosci');
  await joined;
  await (await read).finished();
  // Joined and read, and the read compared with the list: the list is still the build's.
  await afterFrames(page);
  const island = page.locator('astro-island[component-url*="/NewsList."]');
  const [component, renderer] = await islandCode(page, 'NewsList');
  const cards = page.locator('.news-list .news-card');
  await expect(cards).toHaveCount(20);

  // Drawn by the watcher from the card's template: React stays unloaded, also when the item leaves again.
  const gone = unique('Komunikat dodany i zaraz usunięty');
  const goneId = await insertNewNews(gone, 'Treść komunikatu, który zaraz trafi do kosza.');
  try {
    await expect(page.locator('.news-list h2', { hasText: gone })).toBeVisible();
    await expect(cards).toHaveCount(20);
  } finally {
    await deleteNews(goneId);
  }
  await expect(page.locator('.news-list h2', { hasText: gone })).toHaveCount(0);
  expect(scripts).not.toContain(component);
  expect(scripts).not.toContain(renderer);
  await expect(island).toHaveAttribute('ssr', '');

  const title = unique('Komunikat dodany, gdy nikt nie dotykał strony');
  const id = await insertNewNews(title, 'Treść komunikatu dodanego na żywo.');
  try {
    const card = page.locator('.news-list .news-card', { has: page.locator('h2', { hasText: title }) });
    await expect(card).toBeVisible();
    await expect(card.locator('.news-card__excerpt')).toHaveText('Treść komunikatu dodanego na żywo.');
    await expect(card.locator('a')).toHaveAttribute('href', `/aktualnosci/${id}`);
    expect(scripts).not.toContain(component);
    // The visitor reaches for the list: React hydrates the HTML the watcher drew, and finds it as it renders it.
    await card.locator('a').hover();
    await expect(island).not.toHaveAttribute('ssr');
    expect(scripts).toEqual(expect.arrayContaining([component, renderer]));
    await expect(card).toBeVisible();
    await expect(cards).toHaveCount(20);
  } finally {
    await deleteNews(id);
  }
  await expect(page.locator('.news-list h2', { hasText: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an article's page shows a change to its item before any interaction", async ({ page }) => {
  const errors = consoleErrors(page);
  // An item of the demo data, which the build gave a page of its own (supabase/seed.sql): the fifth newest, which
  // the home page does not show. A change sets the item's change time for good, even one undone, and the tests
  // after this one need the home page's items as the build read them.
  const { data: item } = await serviceClient()
    .from('news_items')
    .select('id, title')
    .eq('id', '5eed0000-0000-4000-8000-000000000105')
    .single();
  const joined = realtimeJoined(page, 'news_items');
  await page.goto(`/aktualnosci/${item!.id}`);
  await joined;
  await expect(page.locator('h1')).toHaveText(item!.title);
  const changed = unique('Godziny pracy zmienione po zbudowaniu');
  expect((await serviceClient().from('news_items').update({ title: changed }).eq('id', item!.id)).error).toBeNull();
  try {
    await expect(page.locator('h1')).toHaveText(changed);
    await expect(page).toHaveTitle(new RegExp(`^${changed} – `));
  } finally {
    await serviceClient().from('news_items').update({ title: item!.title }).eq('id', item!.id);
  }
  expect(errors).toEqual([]);
});

test('on /pliki-do-pobrania a file registered in the database appears before any interaction, drawn without React', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  const joined = realtimeJoined(page, 'assets');
  await page.goto('/pliki-do-pobrania');
  await joined;
  // Each category's list reads once joined.
  // Resource entries are made when a response has arrived in full.
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rest/v1/assets')).length,
      ),
    )
    .toBe(3);
  await afterFrames(page);
  const [component, renderer] = await islandCode(page, 'RegisteredFiles');
  expect(scripts).not.toContain(component);
  expect(scripts).not.toContain(renderer);

  const name = unique('Regulamin dodany na żywo');
  const before = scripts.length;
  // Dated in the past, so it never displaces the newest files other tests look at.
  const { data, error } = await serviceClient()
    .from('assets')
    .insert({
      name,
      url: 'https://example.pl/regulamin.pdf',
      type: 'pdf',
      category: 'rodo',
      uploaded_at: '2000-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    const rodo = page.locator('.registered-files section', { has: page.getByRole('heading', { name: 'RODO' }) });
    await expect(rodo.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(rodo.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      'https://example.pl/regulamin.pdf',
    );
    expect(scripts.slice(before)).not.toContain(component);
    expect(scripts.slice(before)).not.toContain(renderer);
  } finally {
    await serviceClient().from('assets').delete().eq('id', data!.id);
  }
});

/**
 * Issue 49: the build's snapshot behind the database by two news items and a file, as between a change and the
 * rebuild it starts. A phone opening each live page sees the new items before any interaction, downloads at most
 * 45 KB (the live pages' 40 KB and the rows that changed) and no React, and what it shows does not move: the
 * layout shift stays within 0.02.
 */
test('with the snapshot behind the database, a phone sees the new items without React, within 45 KB, and nothing moves', async () => {
  // The full browser, as the benchmarks: the headless shell puts its pointer on the top left corner of a page it
  // opens, on a phone the header's island, which then hydrates with React.
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const titles = [unique('Pierwszy komunikat po budowie'), unique('Drugi komunikat po budowie')];
  const ids: string[] = [];
  for (const title of titles) ids.push(await insertNewNews(title, 'Treść komunikatu dodanego po zbudowaniu strony.'));
  const name = unique('Wniosek dodany po budowie');
  const file = await serviceClient()
    .from('assets')
    .insert({ name, url: 'https://example.pl/wniosek-po-budowie.pdf', type: 'pdf', category: 'general' })
    .select('id')
    .single();
  expect(file.error).toBeNull();
  const pages: { route: string; shown: string[] }[] = [
    { route: '/', shown: titles },
    { route: '/aktualnosci', shown: titles },
    { route: '/pliki-do-pobrania', shown: [name] },
  ];
  try {
    for (const { route, shown } of pages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 760 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const counted = window as unknown as { layoutShift: number };
        counted.layoutShift = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) counted.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const weight = await measurePageWeight(page, new URL(route, test.info().project.use.baseURL).href);
      for (const text of shown) await expect(page.getByRole('link', { name: text })).toBeVisible();
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      test
        .info()
        .annotations.push({ type: route, description: `${kilobytes(weight.total)} KB, layout shift ${shift}` });
      expect(weight.total / 1024, route).toBeLessThanOrEqual(45);
      expect(shift, route).toBeLessThanOrEqual(0.02);
      expect(
        weight.scripts.map(({ path }) => path).filter((path) => /\/(react|client)\./.test(path)),
        route,
      ).toEqual([]);
      await context.close();
    }
  } finally {
    await Promise.all(ids.map(deleteNews));
    await serviceClient().from('assets').delete().eq('id', file.data!.id);
    await browser.close();
  }
});

test('a page whose list has not changed loads no React, also when it reads the list again later', async ({ page }) => {
  const scripts = scriptRequests(page);
  const joined = realtimeJoined(page, 'news_items');
  const newsRead = () => page.waitForResponse((response) => response.url().includes('/rest/v1/news_items'));
  const firstRead = newsRead();
  await page.goto('/');
  await joined;
  await (await firstRead).finished();
  // Later: the visitor leaves the tab and comes back, and the list is read again and compared once more.
  const laterRead = newsRead();
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await (await laterRead).finished();
  await afterFrames(page);
  const [component, renderer] = await islandCode(page, 'HomeNews');
  expect(scripts).not.toContain(component);
  expect(scripts).not.toContain(renderer);
  await expect(page.locator('#news .news-card')).toHaveCount(3);
});

test.describe('the visitor’s first interaction with a list that has not hydrated', () => {
  test('a click on a card opens the article at once', async ({ page }) => {
    await page.goto('/aktualnosci');
    const first = page.locator('.news-list .news-card__link').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('focus moved into the list hydrates it, and stays where the visitor put it', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/aktualnosci');
    const [component, renderer] = await islandCode(page, 'NewsList');
    const second = page.locator('.news-list .news-card__link').nth(1);
    await second.focus();
    await expect(page.locator('astro-island[component-url*="/NewsList."]')).not.toHaveAttribute('ssr');
    expect(scripts).toEqual(expect.arrayContaining([component, renderer]));
    await expect(second).toBeFocused();
    const href = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
  });
});
