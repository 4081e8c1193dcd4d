import { expect, test, type WebSocketRoute } from '@playwright/test';
import { afterFrames, wcagViolations } from '../support.ts';
import { ADMIN, deleteNews, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { findNews, insertNews, newsRow } from '../live/safety-steps.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';

/** No silent overwrite: two panels edit one item, and the second save learns of the first instead of erasing it. */

const r = panelWords.refusals;
const n = panelWords.news;

test("the second save of one item is refused as stale, and 'Wczytaj nowszą wersję' loads the first one's text", async ({
  page,
  browser,
}) => {
  const title = unique('Wspólna aktualność');
  const item = await insertNews(title);
  const other = await (await browser.newContext()).newPage();
  for (const panelPage of [page, other]) {
    await panelPage.goto('/');
    await signIn(panelPage, ADMIN);
    const row = await findNews(panelPage, title);
    await row.getByRole('button', { name: fill.pl(n.editLabel, { title }) }).click();
  }
  const first = panel(other).getByRole('form', { name: fill.pl(n.editFormLabel, { title }) });
  const second = panel(page).getByRole('form', { name: fill.pl(n.editFormLabel, { title }) });

  await first.getByLabel('Treść').fill('Tekst pierwszego administratora.');
  await first.getByRole('button', { name: n.save, exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: n.updated })).toHaveCount(1);

  await second.getByLabel('Treść').fill('Tekst drugiego administratora.');
  await second.getByRole('button', { name: n.save, exact: true }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(r.stale);
  await expect(page.getByRole('status').filter({ hasText: n.updated })).toHaveCount(0);
  const loadNewer = second.getByRole('button', { name: r.loadNewer });
  await expect(loadNewer).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  // Nothing of the first save was lost.
  const saved = await serviceClient().from('news_items').select('content, version').eq('id', item.id).single();
  expect(saved.data).toEqual({ content: 'Tekst pierwszego administratora.', version: 2 });

  await loadNewer.click();
  await expect(second.getByLabel('Treść')).toHaveValue('Tekst pierwszego administratora.');
  await expect(page.getByRole('status').filter({ hasText: r.loadedNewer })).toHaveCount(1);
  await expect(loadNewer).toHaveCount(0);
  await expect(second.getByLabel('Tytuł')).toBeFocused();

  // Made again from the newer version, the change is saved.
  await second.getByLabel('Treść').fill('Tekst pierwszego administratora. Dopisek drugiego.');
  await second.getByRole('button', { name: n.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: n.updated })).toHaveCount(1);
  await expect(newsRow(page, title).locator('.admin-list__preview')).toHaveText(
    'Tekst pierwszego administratora. Dopisek drugiego.',
  );
  await other.context().close();
});

test('an edit of an item someone moved to the bin meanwhile is refused with its own message', async ({ page }) => {
  const title = unique('Edycja w koszu');
  const item = await insertNews(title);
  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  await row.getByRole('button', { name: fill.pl(n.editLabel, { title }) }).click();
  // Moved to the bin elsewhere, by the version this form was made from: the form's save is then stale and in the bin.
  expect(
    (await serviceClient().from('news_items').update({ deleted_at: new Date().toISOString() }).eq('id', item.id)).error,
  ).toBeNull();
  const form = panel(page).getByRole('form', { name: fill.pl(n.editFormLabel, { title }) });
  await form.getByLabel('Treść').fill('Zmiana, której nie będzie.');
  await form.getByRole('button', { name: n.save, exact: true }).click();
  // The form stays, though the item left the list: what was typed is not lost.
  await expect(panel(page).getByRole('alert')).toHaveText(r.stale);
  await form.getByRole('button', { name: r.loadNewer }).click();
  await form.getByLabel('Treść').fill('Zmiana, której nie będzie.');
  await form.getByRole('button', { name: n.save, exact: true }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(r.inBin);
  expect(await wcagViolations(page)).toEqual([]);
  const { data } = await serviceClient().from('news_items').select('content').eq('id', item.id).single();
  expect(data!.content).toBe(item.content);
});

test('an edit of an item deleted for good meanwhile changes no row, and is never reported as saved', async ({
  page,
}) => {
  const title = unique('Edycja usuniętej');
  const item = await insertNews(title);
  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  await row.getByRole('button', { name: fill.pl(n.editLabel, { title }) }).click();
  const form = panel(page).getByRole('form', { name: fill.pl(n.editFormLabel, { title }) });
  const content = form.getByLabel('Treść');
  await content.fill('Zmiana bez ');
  // The panel's list follows the change live: it reads its rows again (those not in the bin), and the item is no
  // longer among them.
  const readWithout = page.waitForResponse(
    async (response) =>
      response.url().includes('/rest/v1/news_items?') &&
      response.url().includes('deleted_at=is.null') &&
      !(await response.text()).includes(item.id),
  );
  // Deleted for good elsewhere (from the bin, the only way there).
  const service = serviceClient();
  expect(
    (await service.from('news_items').update({ deleted_at: new Date().toISOString() }).eq('id', item.id)).error,
  ).toBeNull();
  expect((await service.from('news_items').delete().eq('id', item.id)).error).toBeNull();
  await readWithout;
  await afterFrames(page);
  // The form stays as it was while its row leaves the list: the administrator types on where they were.
  await expect(content).toBeFocused();
  await page.keyboard.type('elementu.');
  await expect(content).toHaveValue('Zmiana bez elementu.');
  await form.getByRole('button', { name: n.save, exact: true }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(r.unchanged);
  await expect(page.getByRole('status').filter({ hasText: n.updated })).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  expect((await service.from('news_items').select('id').eq('id', item.id)).data).toEqual([]);
});

test('rows added elsewhere wait behind a line while the pointer or the focus is in the list, so nothing there moves, and a form keeps what was typed', async ({
  page,
}) => {
  // Realtime answers nothing at first: the panel opens without its live status, whose place is kept.
  let realtimeAnswers = false;
  const unanswered: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (realtimeAnswers) socket.connectToServer();
    else unanswered.push(socket);
  });
  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  const tabs = admin.getByRole('tablist');
  await expect(admin).toContainText(panelWords.panel.connected);
  const tabsBefore = await tabs.boundingBox();
  // Closed, the sockets are opened again by the client, now to the server.
  realtimeAnswers = true;
  unanswered.forEach((socket) => void socket.close());
  await expect(admin).toContainText(panelWords.panel.live);
  expect(await tabs.boundingBox()).toEqual(tabsBefore);

  const added: string[] = [];
  try {
    // The first page, with nothing of the list under the pointer or in focus: a new row shows at once.
    await page.mouse.move(1, 1);
    const first = await insertNews(unique('Od razu z innego panelu'));
    added.push(first.id);
    await expect(newsRow(page, first.title)).toBeVisible();

    // The pointer on the first row: the next rows wait, and the row stays where it is.
    const waiting = admin.getByRole('button', { name: /^Nowe pozycje: \d+ — pokaż$/ });
    const pointed = newsRow(page, first.title);
    await pointed.hover();
    const before = await pointed.boundingBox();
    const second = await insertNews(unique('Czeka na pokazanie'));
    added.push(second.id);
    await expect(waiting).toBeVisible();
    expect(await pointed.boundingBox()).toEqual(before);
    await expect(newsRow(page, second.title)).toHaveCount(0);
    await waiting.click();
    await expect(newsRow(page, second.title)).toBeVisible();
    await expect(waiting).toHaveCount(0);

    // A form open in the list, typed into: it stays where it is and keeps every letter while rows arrive.
    await newsRow(page, first.title)
      .getByRole('button', { name: fill.pl(n.editLabel, { title: first.title }) })
      .click();
    const form = admin.getByRole('form', { name: fill.pl(n.editFormLabel, { title: first.title }) });
    await form.getByLabel('Treść').fill('Tekst w trakcie pisania.');
    const formBefore = await form.boundingBox();
    const third = await insertNews(unique('Przyszła w trakcie pisania'));
    added.push(third.id);
    await expect(waiting).toBeVisible();
    expect(await form.boundingBox()).toEqual(formBefore);
    await waiting.click();
    await expect(newsRow(page, third.title)).toBeVisible();
    await expect(form.getByLabel('Treść')).toHaveValue('Tekst w trakcie pisania.');
    expect(await wcagViolations(page)).toEqual([]);
  } finally {
    await Promise.all(added.map(deleteNews));
  }
});
