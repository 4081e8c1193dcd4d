import { expect, test } from '@playwright/test';
import { ADMIN, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { findNews, visitorFinds, warsawSoonest } from '../live/safety-steps.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';

/**
 * An item scheduled in the panel becomes public at its time. A file of its own, whose name sorts it among the first
 * of the administrator's tests: it waits up to 100 s on the clock, mostly idle, and begun last (as part of
 * publication.spec.ts) it kept the whole phase waiting for it alone (docs/testing.md).
 */

const p = panelWords.publication;

test('an item scheduled a minute ahead becomes public at its time: the panel and an open list show it', async ({
  page,
  browser,
}) => {
  // The time comes (20 to 80 s ahead), then the backend's round of due work (every 2 s in these tests, 10 s by
  // default) announces it to open lists.
  test.setTimeout(150_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/aktualnosci');
  await expect(visitor.locator('.news-list .news-card').first()).toBeVisible();

  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  const title = unique('Komunikat o czasie');
  await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
  const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
  await add.getByLabel('Tytuł').fill(title);
  await add.getByLabel('Treść').fill('Ta aktualność pojawi się sama.');
  const when = warsawSoonest(20);
  await add.getByLabel(p.date).fill(when.date);
  await add.getByLabel(p.time).fill(when.time);
  await add.getByRole('button', { name: p.publish }).click();
  const row = await findNews(page, title);
  await expect(row.locator('.admin-list__meta')).toHaveText(
    fill.pl(p.scheduledFor, { when: `${when.date}, ${when.time}` }),
  );
  await expect(visitor.locator('.news-list h2', { hasText: title })).toHaveCount(0);

  await expect(visitor.locator('.news-list h2', { hasText: title })).toBeVisible({ timeout: 100_000 });
  expect(await visitorFinds(title)).toEqual([title]);
  await expect(row.locator('.admin-list__meta')).toHaveText(when.date);
  await visitor.context().close();
});
