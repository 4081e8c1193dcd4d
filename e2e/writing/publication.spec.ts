import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support.ts';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { findNews, insertNews, panelTab, tabTo, visitorFinds, warsawIn } from '../live/safety-steps.ts';
import { polishDate } from '../../tests/polish-date.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';
import { panelTrustWords } from '../../src/i18n/pl/panel-trust.ts';
import { trustWords } from '../../src/i18n/pl/trust.ts';
import { wordsIn } from '../../src/i18n/languages.ts';

/** Drafts and publication times, as the administrator sets them in the panel and a visitor meets them. */

const p = panelWords.publication;
const n = panelTrustWords.notices;

test('a draft is seen by administrators only, until it is published, and an open public page then shows it', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/aktualnosci');
  await expect(visitor.locator('.news-list .news-card').first()).toBeVisible();

  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  const title = unique('Ośrodek nieczynny 24 grudnia');
  await panelTab(page, 'Aktualności').click();
  await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
  const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
  await add.getByLabel('Tytuł').fill(title);
  await add.getByLabel('Treść').fill('W Wigilię ośrodek jest nieczynny.');
  await add.getByRole('button', { name: p.saveDraft }).click();
  await expect(page.getByRole('status').filter({ hasText: p.draftSaved })).toHaveCount(1);

  const row = await findNews(page, title);
  await expect(row.locator('.admin-list__meta')).toHaveText(p.draft);
  expect(await visitorFinds(title)).toEqual([]);
  await expect(visitor.locator('.news-list h2', { hasText: title })).toHaveCount(0);

  await row.getByRole('button', { name: fill.pl(p.publishNowLabel, { title }) }).click();
  await expect(page.getByRole('status').filter({ hasText: p.published })).toHaveCount(1);
  await expect(row.locator('.admin-list__meta')).toHaveText(polishDate());
  await expect(row.getByRole('button', { name: fill.pl(p.publishNowLabel, { title }) })).toHaveCount(0);
  expect(await visitorFinds(title)).toEqual([title]);
  await expect(visitor.locator('.news-list h2', { hasText: title })).toBeVisible();
  await visitor.context().close();
});

test('an item scheduled is marked with its Polish time, which can be changed and cancelled', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  const title = unique('Zaplanowany komunikat');
  await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
  const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
  await add.getByLabel('Tytuł').fill(title);
  await add.getByLabel('Treść').fill('Treść zaplanowana.');
  // Two minutes ahead, to the minute: between one and two minutes from now.
  const first = warsawIn(2);
  await add.getByLabel(p.date).fill(first.date);
  await add.getByLabel(p.time).fill(first.time);
  await add.getByRole('button', { name: p.publish }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fill.pl(p.scheduled, { when: `${first.date} o ${first.time}` }) }),
  ).toHaveCount(1);

  const row = await findNews(page, title);
  await expect(row.locator('.admin-list__meta')).toHaveText(
    fill.pl(p.scheduledFor, { when: `${first.date}, ${first.time}` }),
  );
  expect(await visitorFinds(title)).toEqual([]);

  const change = row.getByRole('button', { name: fill.pl(p.rescheduleLabel, { title }) });
  await change.click();
  const dialog = page.getByRole('dialog', { name: fill.pl(p.rescheduleTitle, { title }) });
  // Escape closes the dialog alone, and focus returns to its button.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(admin).toBeVisible();
  await expect(change).toBeFocused();
  await change.click();
  await expect(dialog.getByLabel(p.date)).toHaveValue(first.date);
  await expect(dialog.getByLabel(p.time)).toHaveValue(first.time);
  await expect(dialog.getByLabel(p.date)).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  const later = warsawIn(90);
  await dialog.getByLabel(p.date).fill(later.date);
  await dialog.getByLabel(p.time).fill(later.time);
  await dialog.getByRole('button', { name: p.rescheduleSave }).click();
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await expect(row.locator('.admin-list__meta')).toHaveText(
    fill.pl(p.scheduledFor, { when: `${later.date}, ${later.time}` }),
  );
  await expect(
    page.getByRole('status').filter({ hasText: fill.pl(p.scheduled, { when: `${later.date} o ${later.time}` }) }),
  ).toHaveCount(1);

  await row.getByRole('button', { name: fill.pl(p.cancelLabel, { title }) }).click();
  await expect(page.getByRole('status').filter({ hasText: p.cancelled })).toHaveCount(1);
  await expect(row.locator('.admin-list__meta')).toHaveText(p.draft);
  const { data } = await serviceClient().from('news_items').select('published_at').eq('title', title).single();
  expect(data!.published_at).toBeNull();
  expect(await visitorFinds(title)).toEqual([]);
});

test('a time is moved, and an item scheduled published now, with the keyboard alone', async ({ page }) => {
  const title = unique('Termin z klawiatury');
  const start = new Date(Date.now() + 60 * 60_000);
  await insertNews(title, { published_at: start.toISOString() });
  await page.goto('/');
  await signIn(page, ADMIN);
  const row = await findNews(page, title);
  const change = row.getByRole('button', { name: fill.pl(p.rescheduleLabel, { title }) });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: fill.pl(p.rescheduleTitle, { title }) });
  await expect(dialog.getByLabel(p.date)).toBeFocused();
  const later = warsawIn(120);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(later.date);
  await tabTo(page, dialog.getByLabel(p.time), 5);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(later.time);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await expect(row.locator('.admin-list__meta')).toHaveText(
    fill.pl(p.scheduledFor, { when: `${later.date}, ${later.time}` }),
  );

  await tabTo(page, row.getByRole('button', { name: fill.pl(p.publishNowLabel, { title }) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: p.published })).toHaveCount(1);
  await expect(row.getByRole('button', { name: fill.pl(p.rescheduleLabel, { title }) })).toHaveCount(0);
  // The button pressed is gone with the state it offered: focus waits on the row's edit button.
  await expect(row.getByRole('button', { name: fill.pl(panelWords.news.editLabel, { title }) })).toBeFocused();
  expect(await visitorFinds(title)).toEqual([title]);
});

test.describe('the publication time refused in Polish', () => {
  test('a day or an hour that does not exist, the hour the clocks skip, a year ahead, half a time', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
    const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
    await add.getByLabel('Tytuł').fill(unique('Nie zostanie zapisana'));
    await add.getByLabel('Treść').fill('Treść.');
    const date = add.getByLabel(p.date);
    const time = add.getByLabel(p.time);
    const publish = add.getByRole('button', { name: p.publish });
    let writes = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/news_items') && request.method() !== 'GET') writes++;
    });

    const cases: [string, string, string, 'date' | 'time'][] = [
      ['31.02.2027', '7:30', p.invalidDate, 'date'],
      ['24.12.2026', '25:10', p.invalidTime, 'time'],
      ['28.03.2027', '2:30', p.skipped, 'time'],
      [warsawIn(60 * 24 * 370).date, '10:00', p.tooFar, 'date'],
      ['24.12.2026', '', p.timeMissing, 'time'],
    ];
    for (const [day, hour, message, field] of cases) {
      await date.fill(day);
      await time.fill(hour);
      await publish.click();
      await expect(add.getByText(message)).toBeVisible();
      await expect(field === 'date' ? date : time).toBeFocused();
      await expect(field === 'date' ? date : time).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await wcagViolations(page)).toEqual([]);
    expect(writes).toBe(0);
  });
});

test('an urgent notice published in the panel shows on an open home page without a reload, changes when it is corrected, goes when it is ended, and comes back with its earlier version', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const title = unique('Mrozy: punkt ogrzewania');
  const notice = visitor.getByRole('region', { name: `${trustWords.notice.heading}: ${title}` });
  await expect(notice).toHaveCount(0);

  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  await panelTab(page, 'Komunikaty').click();
  const form = admin.getByRole('form', { name: n.add });
  await form.getByLabel(n.title, { exact: true }).fill(title);
  await form.getByLabel(n.body, { exact: true }).fill('Punkt ogrzewania działa w sali klubu seniora.');
  const tomorrow = polishDate(new Date(Date.now() + 86_400_000));
  await form
    .getByRole('group', { name: n.endsAt })
    .getByLabel(/^Dzień/)
    .fill(tomorrow);
  await form
    .getByRole('group', { name: n.endsAt })
    .getByLabel(/^Godzina/)
    .fill('20:00');
  await form.getByRole('button', { name: n.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: n.published })).toHaveCount(1);

  // Within a minute, without a reload: a region named by its heading, first in the main content.
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Punkt ogrzewania działa w sali klubu seniora.');
  await expect(visitor.locator('main > :first-child')).toContainText(title);
  await visitor.keyboard.press('Tab');
  await visitor.keyboard.press('Enter');
  await expect(visitor.locator('main')).toBeFocused();
  expect(await wcagViolations(visitor)).toEqual([]);
  await visitor
    .getByRole('button', { name: wordsIn('pl').frame.islands.darkMode })
    .first()
    .click();
  expect(await wcagViolations(visitor, { rules: ['color-contrast'] })).toEqual([]);

  // A mistake in it is corrected in its row: the open page shows the new words, and the focus comes back.
  const row = admin.locator('.admin-files__row', { hasText: title });
  const edit = row.getByRole('button', { name: fill.pl(n.editLabel, { title }) });
  await edit.click();
  const editForm = admin.getByRole('form', { name: fill.pl(n.editHeading, { title }) });
  await expect(editForm.getByLabel(n.title, { exact: true })).toBeFocused();
  await expect(editForm.getByRole('group', { name: n.endsAt }).getByLabel(/^Godzina/)).toHaveValue('20:00');
  expect(await wcagViolations(page)).toEqual([]);
  await editForm.getByLabel(n.body, { exact: true }).fill('Punkt ogrzewania działa w sali klubu seniora do 22:00.');
  await editForm.getByRole('button', { name: n.saveChanges }).click();
  await expect(page.getByRole('status').filter({ hasText: n.saved })).toHaveCount(1);
  await expect(edit).toBeFocused();
  await expect(notice).toContainText('do 22:00.', { timeout: 60_000 });

  await row.getByRole('button', { name: n.endNow }).click();
  await expect(page.getByRole('status').filter({ hasText: n.ended })).toHaveCount(1);
  await expect(notice).toHaveCount(0, { timeout: 60_000 });

  // Ended by mistake: its history brings the version before the end back, and the open page shows it again.
  await row.getByRole('button', { name: fill.pl(panelWords.history.buttonLabel, { name: title }) }).click();
  const history = page.getByRole('dialog', { name: fill.pl(panelWords.history.title, { name: title }) });
  const versions = history.getByRole('list', { name: panelWords.history.list }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(1)).toContainText(fill.pl(n.versionEnd, { end: `${tomorrow}, 20:00` }));
  await history.getByRole('button', { name: fill.pl(panelWords.history.restoreLabel, { version: 2 }) }).click();
  await expect(history).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: fill.pl(panelWords.history.restored, { version: 2 }) }),
  ).toHaveCount(1);
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('do 22:00.');
  await serviceClient().from('notices').delete().eq('title', title);
  await visitor.context().close();
});
