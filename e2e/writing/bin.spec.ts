import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support.ts';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import {
  counts,
  findNews,
  insertNews,
  insertUploadedFile,
  insertUploadedPicture,
  newsRow,
  panelTab,
  searchTab,
  tabTo,
  visitorFinds,
} from '../live/safety-steps.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';

/** 'Usuń' into the bin, 'Cofnij', the bin's tab: restored whole, or deleted for good after a confirmation. */

const b = panelWords.bin;
const u = panelWords.undo;

test("a news item moved to the bin leaves the public list, the API and its picture's address, and comes back whole", async ({
  page,
  browser,
}) => {
  const title = unique('Komunikat do kosza');
  const picture = await insertUploadedPicture(page);
  const item = await insertNews(title, { image: picture, image_alt: 'Plakat' });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/aktualnosci');
  await expect(visitor.locator('.news-list h2', { hasText: title })).toBeVisible();

  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  await row.getByRole('button', { name: fill.pl(panelWords.news.removeLabel, { title }) }).click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.movedToBin, { name: title }) })).toHaveCount(1);
  await expect(row).toHaveCount(0);
  expect(await visitorFinds(title)).toEqual([]);
  expect([400, 404]).toContain((await page.request.get(picture)).status());
  await expect(visitor.locator('.news-list h2', { hasText: title })).toHaveCount(0);

  // Without a search, the tabs count what they list: the news outside the bin, the bin's news and files. Other
  // tests write meanwhile: the label is compared with the database's count read just before and just after it.
  await panel(page).getByLabel(panelWords.paging.searchNews, { exact: true }).fill('');
  for (const [tab, count] of [
    ['Aktualności', async () => (await counts('news_items')).listed],
    ['Kosz', async () => (await counts('news_items')).binned + (await counts('assets')).binned],
  ] as const) {
    await expect
      .poll(async () => {
        const [before, label, after] = [await count(), await panelTab(page, tab).textContent(), await count()];
        return label === `${tab} (${before})` || label === `${tab} (${after})`;
      })
      .toBe(true);
  }

  await searchTab(page, 'Kosz', b.searchNews, title);
  const binned = panel(page).locator('.admin-list__item', { hasText: title });
  await expect(binned).toContainText(`· ${ADMIN.email}`);
  await expect(binned).toContainText(/Przeniesiono do kosza \d{2}\.\d{2}\.\d{4}, \d{1,2}:\d{2}/);
  expect(await wcagViolations(page)).toEqual([]);
  await binned.getByRole('button', { name: fill.pl(b.restoreLabel, { name: title }) }).click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.restored, { name: title }) })).toHaveCount(1);
  await expect(binned).toHaveCount(0);

  const { data } = await serviceClient().from('news_items').select('*').eq('id', item.id).single();
  expect([data.title, data.content, data.image, data.deleted_at]).toEqual([item.title, item.content, picture, null]);
  expect((await page.request.get(picture)).status()).toBe(200);
  expect(await visitorFinds(title)).toEqual([title]);
  await expect(visitor.locator('.news-list h2', { hasText: title })).toBeVisible();
  await findNews(page, title);
  await visitor.context().close();
});

test("a picture that cannot be moved back after a failed 'Usuń' is said so, and 'Usuń' again finishes the move", async ({
  page,
}) => {
  const title = unique('Obraz w połowie drogi');
  const picture = await insertUploadedPicture(page);
  await insertNews(title, { image: picture, image_alt: 'Plakat' });
  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  // The picture goes into the bin; the record's write and the move back then find no network.
  let moves = 0;
  await page.route('**/storage/v1/object/move', (route) => (moves++ === 0 ? route.continue() : route.abort()));
  await page.route('**/rest/v1/news_items?*', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.continue(),
  );
  await row.getByRole('button', { name: fill.pl(panelWords.news.removeLabel, { title }) }).click();
  await expect(panel(page).getByRole('alert')).toContainText(panelWords.news.pictureNotMovedBack);
  expect(moves).toBe(2);
  expect([400, 404]).toContain((await page.request.get(picture)).status());
  expect(await visitorFinds(title)).toEqual([title]);

  await page.unrouteAll();
  await row.getByRole('button', { name: fill.pl(panelWords.news.removeLabel, { title }) }).click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.movedToBin, { name: title }) })).toHaveCount(1);
  expect(await visitorFinds(title)).toEqual([]);
  expect([400, 404]).toContain((await page.request.get(picture)).status());
});

test("'Cofnij' right after 'Usuń' brings the item back, and focus to its row", async ({ page }) => {
  const title = unique('Cofnięte usunięcie');
  const neighbour = `${title} (obok)`;
  await insertNews(title);
  await insertNews(neighbour);
  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  await row.getByRole('button', { name: fill.pl(panelWords.news.removeLabel, { title }) }).click();
  const undo = panel(page).getByRole('button', { name: u.button });
  await expect(undo).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  // The pointer rests on the list, which therefore holds still for changes made elsewhere.
  await newsRow(page, neighbour).hover();
  // The panel's read after its own write answers after the one Realtime's news of the same write starts: that one
  // replaces it, and must still show the row, not hold it back as a change made elsewhere.
  let delayed = false;
  await page.route('**/rest/v1/news_items?*', async (route) => {
    if (route.request().method() === 'GET' && route.request().url().includes('deleted_at=is.null') && !delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await undo.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.undone, { name: title }) })).toHaveCount(1);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button').first()).toBeFocused();
  expect(await visitorFinds(title)).toEqual([title]);
});

test('an uploaded file in the bin is not served; restored, it is served at the same address again', async ({
  page,
}) => {
  const name = unique('Decyzja z danymi');
  const file = await insertUploadedFile(name);
  expect((await page.request.get(file.url)).status()).toBe(200);

  await page.goto('/');
  await signIn(page, ADMIN);
  await searchTab(page, 'Pliki', panelWords.paging.searchFiles, name);
  await panel(page)
    .getByRole('button', { name: fill.pl(panelWords.files.removeLabel, { name }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.movedToBin, { name }) })).toHaveCount(1);
  expect((await page.request.get(file.url)).status()).toBe(404);

  await searchTab(page, 'Kosz', b.searchFiles, name);
  await panel(page)
    .getByRole('button', { name: fill.pl(b.restoreLabel, { name }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.restored, { name }) })).toHaveCount(1);
  const served = await page.request.get(file.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  const { data } = await serviceClient().from('assets').select('*').eq('id', file.id).single();
  expect([data.url, data.deleted_at]).toEqual([file.url, null]);
});

test('a file whose content is gone from the bin is not restored: the panel says why, and nothing changes', async ({
  page,
}) => {
  const name = unique('Plik bez zawartości');
  const file = await insertUploadedFile(name);
  await page.goto('/');
  await signIn(page, ADMIN);
  await searchTab(page, 'Pliki', panelWords.paging.searchFiles, name);
  await panel(page)
    .getByRole('button', { name: fill.pl(panelWords.files.removeLabel, { name }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.movedToBin, { name }) })).toHaveCount(1);
  const key = file.url.split('/storage/v1/object/public/documents/')[1]!;
  const removed = await serviceClient().storage.from('bin').remove([key]);
  expect(removed.data).toHaveLength(1);

  await searchTab(page, 'Kosz', b.searchFiles, name);
  const restore = panel(page).getByRole('button', { name: fill.pl(b.restoreLabel, { name }) });
  await restore.click();
  await expect(panel(page).getByRole('alert')).toContainText(b.fileGone);
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.restored, { name }) })).toHaveCount(0);
  await expect(restore).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const { data } = await serviceClient().from('assets').select('deleted_at').eq('id', file.id).single();
  expect(data!.deleted_at).not.toBeNull();
  expect((await page.request.get(file.url)).status()).toBe(404);
});

test('a file whose address another file took meanwhile is not restored: the panel says why, and nothing changes', async ({
  page,
}) => {
  const name = unique('Plik pod zajętym adresem');
  const file = await insertUploadedFile(name);
  await page.goto('/');
  await signIn(page, ADMIN);
  await searchTab(page, 'Pliki', panelWords.paging.searchFiles, name);
  await panel(page)
    .getByRole('button', { name: fill.pl(panelWords.files.removeLabel, { name }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(u.movedToBin, { name }) })).toHaveCount(1);
  const key = file.url.split('/storage/v1/object/public/documents/')[1]!;
  const other = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
  const uploaded = await serviceClient()
    .storage.from('documents')
    .upload(key, other, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();

  await searchTab(page, 'Kosz', b.searchFiles, name);
  await panel(page)
    .getByRole('button', { name: fill.pl(b.restoreLabel, { name }) })
    .click();
  await expect(panel(page).getByRole('alert')).toContainText(b.addressTaken);
  const { data } = await serviceClient().from('assets').select('deleted_at').eq('id', file.id).single();
  expect(data!.deleted_at).not.toBeNull();
  // The other file is served at the address, and this one still waits in the bin.
  expect((await (await page.request.get(file.url)).body()).length).toBe(other.length);
  expect((await serviceClient().storage.from('bin').list(key.split('/')[0])).data).toHaveLength(1);
});

test("'Usuń trwale' asks first: cancelled, nothing is sent; confirmed, the item and its history go, who and when stay", async ({
  page,
}) => {
  const title = unique('Do usunięcia na stałe');
  const item = await insertNews(title, { deleted_at: new Date().toISOString() });
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await page.goto('/');
  await signIn(page, ADMIN);
  await searchTab(page, 'Kosz', b.searchNews, title);
  const remove = panel(page).getByRole('button', { name: fill.pl(b.deleteForGoodLabel, { name: title }) });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: b.confirmTitle });
  await expect(confirm).toContainText(fill.pl(b.confirmNews, { title }));
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  expect(deletes).toEqual([]);

  await remove.click();
  await confirm.getByRole('button', { name: b.deleteForGood }).click();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.deleted, { name: title }) })).toHaveCount(1);
  await expect(remove).toHaveCount(0);
  const service = serviceClient();
  expect((await service.from('news_items').select('id').eq('id', item.id)).data).toEqual([]);
  expect((await service.from('item_versions').select('id').eq('item_id', item.id)).data).toEqual([]);
  const { data: trace } = await service.from('permanent_deletions').select('*').eq('item_id', item.id).single();
  expect(trace.deleted_by_email).toBe(ADMIN.email);
});

test('the bin is worked with the keyboard alone', async ({ page }) => {
  const marker = unique('Kosz z klawiatury');
  const kept = `${marker}: przywrócona`;
  const gone = `${marker}: usunięta`;
  await insertNews(kept, { deleted_at: new Date().toISOString() });
  await insertNews(gone, { deleted_at: new Date().toISOString() });
  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  await panelTab(page, 'Aktualności').focus();
  // The bin is the fourth tab, after the news, the form to add one and the files.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(panelTab(page, 'Kosz')).toHaveAttribute('aria-selected', 'true');
  const search = admin.getByLabel(b.searchNews, { exact: true });
  await tabTo(page, search);
  // In one go, so the list is searched once (paging.spec.ts says why).
  await page.keyboard.insertText(marker);
  const restore = admin.getByRole('button', { name: fill.pl(b.restoreLabel, { name: kept }) });
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.restored, { name: kept }) })).toHaveCount(1);
  // The row is gone: focus goes on to the next one's first button, inside the panel.
  await expect
    .poll(() =>
      admin.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body),
    )
    .toBe(true);

  const remove = admin.getByRole('button', { name: fill.pl(b.deleteForGoodLabel, { name: gone }) });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: b.confirmTitle });
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  // Escape closes the question alone, and focus returns to its button.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(admin).toBeVisible();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: b.deleteForGood })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: fill.pl(b.deleted, { name: gone }) })).toHaveCount(1);
  await expect.poll(() => admin.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
