/**
 * What the browser tests of the administrator's safety net (drafts, publication times, the bin, the history, two
 * panels) share: items made with the service role, what an anonymous visitor's API read finds, the panel's lists
 * searched for one item, and Polish local times a few minutes ahead.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ANON_KEY, BACKEND_URL, serviceClient } from './backend.ts';
import { panel } from './admin-steps.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';
import { warsawTyped } from '../../src/domain/news/publication.ts';

/**
 * A news item published now unless `columns` say otherwise (the service role writes it as given), in the shared
 * backend or the one `db` reaches; returns the row.
 */
export async function insertNews(title: string, columns: Record<string, unknown> = {}, db = serviceClient()) {
  const { data, error } = await db
    .from('news_items')
    .insert({ title, content: `Treść: ${title}.`, date: '27.11.2026', ...columns })
    .select()
    .single();
  if (error) throw error;
  return data as { id: string; title: string; content: string; version: number; image: string | null };
}

/** A PDF uploaded to the public bucket and registered; returns its record and its public address. */
export async function insertUploadedFile(name: string) {
  const service = serviceClient();
  const key = `${crypto.randomUUID()}/plik.pdf`;
  const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]);
  const uploaded = await service.storage.from('documents').upload(key, body, { contentType: 'application/pdf' });
  if (uploaded.error) throw uploaded.error;
  const url = service.storage.from('documents').getPublicUrl(key).data.publicUrl;
  const { data, error } = await service
    .from('assets')
    .insert({ name, url, type: 'pdf', category: 'general', size_bytes: body.length })
    .select()
    .single();
  if (error) throw error;
  return data as { id: string; name: string; url: string; version: number };
}

/**
 * A news picture's large JPEG, drawn by the browser of `page` (so that lists showing it meanwhile show a real
 * picture), uploaded where the panel puts it (`aktualnosci/<uuid>/1600.jpg`); its public address.
 */
export async function insertUploadedPicture(page: Page): Promise<string> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [160, 90];
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'hsl(30 70% 55%)';
    context.fillRect(0, 0, 160, 90);
    return canvas.toDataURL('image/jpeg');
  });
  const storage = serviceClient().storage.from('pictures');
  const key = `aktualnosci/${crypto.randomUUID()}/1600.jpg`;
  const body = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const uploaded = await storage.upload(key, body, { contentType: 'image/jpeg' });
  if (uploaded.error) throw uploaded.error;
  return storage.getPublicUrl(key).data.publicUrl;
}

/** The titles of news items an anonymous visitor's API read finds with this title. */
export async function visitorFinds(title: string): Promise<string[]> {
  const response = await fetch(`${BACKEND_URL}/rest/v1/news_items?select=title&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  return ((await response.json()) as { title: string }[]).map((row) => row.title);
}

/** Polish local date and time fields `minutes` from now, to the minute (seconds dropped). */
export function warsawIn(minutes: number): { date: string; time: string } {
  return warsawTyped(new Date(Date.now() + minutes * 60_000));
}

/**
 * The Polish local time of the first whole minute at least `seconds` from now: the soonest time the panel's fields
 * (to the minute) can schedule that is still ahead once the form is filled and sent.
 */
export function warsawSoonest(seconds: number): { date: string; time: string } {
  return warsawTyped(new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000));
}

/** The panel's tab whose label starts with `name` ('Aktualności', 'Pliki', 'Kosz'). */
export function panelTab(page: Page, name: string): Locator {
  return panel(page).getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
}

/** Opens a tab and searches its (first) list for `text`, so other tests' rows never get in the way. */
export async function searchTab(page: Page, tab: string, label: string, text: string): Promise<void> {
  await panelTab(page, tab).click();
  await searchList(page, label, text);
}

/**
 * Types `text` into a panel list's search field and waits until the list shows the search's answer: rows that all
 * match it, or the line saying nothing does. The list is read again a moment after typing stops, and the rows that
 * go then move the others: a press made before lands half on a row that has moved away (seen under load: 'Usuń'
 * focused, nothing done; 'Edytuj' pressed, no form). A list still loading has no row that fails to match, so
 * "no such row" alone is not the answer.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  const field = panel(page).getByLabel(label, { exact: true }).first();
  await field.fill(text);
  // The field's own list: the tab's, or in the bin the part (news or files) the field searches. (`has` looks
  // inside each candidate, so it takes the field's locator from the page, not from the panel.)
  const list = panel(page)
    .locator('section.bin-section, [role="tabpanel"]')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();
  const rows = list.locator('[data-item-id]');
  const nothingFound = list.getByText(fill.pl(panelWords.paging.nothingFound, { text }), { exact: true });
  await expect(async () => {
    // Rows first: a list that goes from loading to its unsearched rows between the two reads still fails here.
    const shown = await rows.count();
    expect(shown > 0 || (await nothingFound.count()) > 0, 'the list shows rows or says nothing matches').toBe(true);
    expect(await rows.filter({ hasNotText: text }).count(), 'rows not matching the search').toBe(0);
  }).toPass();
}

/** The news list's row of a title. */
export function newsRow(page: Page, title: string): Locator {
  return panel(page).locator('.admin-list__item', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The news tab, searched for `title`. */
export async function findNews(page: Page, title: string): Promise<Locator> {
  await searchTab(page, 'Aktualności', panelWords.paging.searchNews, title);
  const row = newsRow(page, title);
  await expect(row).toBeVisible();
  return row;
}

/** How many rows of a table the bin holds, and how many are outside it, as the database counts them now. */
export async function counts(table: 'news_items' | 'assets'): Promise<{ listed: number; binned: number }> {
  const service = serviceClient();
  const listed = await service.from(table).select('id', { count: 'exact', head: true }).is('deleted_at', null);
  const binned = await service.from(table).select('id', { count: 'exact', head: true }).not('deleted_at', 'is', null);
  return { listed: listed.count ?? -1, binned: binned.count ?? -1 };
}

/** Presses Tab until `target` has focus (at most `steps` times); fails if it never does. */
export async function tabTo(page: Page, target: Locator, steps = 40): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
