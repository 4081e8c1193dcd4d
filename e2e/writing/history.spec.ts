import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support.ts';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { findNews, insertUploadedFile, searchTab, tabTo } from '../live/safety-steps.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { fill } from '../../src/i18n/message.ts';

/** 'Historia zmian': every version of a news item or a file, and one brought back as a new change. */

const h = panelWords.history;

/** A PNG picture drawn by the browser: 800 × 400 px. */
async function pngFile(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'hsl(200 60% 50%)';
    context.fillRect(0, 0, 800, 400);
    return canvas.toDataURL('image/png');
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

test('a version of a news item with its picture is brought back as a new change, picture included', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  const title = unique('Zbiórka z obrazem');
  await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
  const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
  await add.getByLabel('Tytuł').fill(title);
  await add.getByLabel('Treść').fill('Pierwsza wersja z obrazem.');
  await add.getByLabel('Obraz z komputera (opcjonalnie)').setInputFiles(await pngFile(page, 'plakat.png'));
  await add.getByLabel('Tekst alternatywny: co widać na obrazku').fill('Niebieski plakat zbiórki');
  await add.getByRole('button', { name: panelWords.publication.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: panelWords.publication.published })).toHaveCount(1);
  const first = (await serviceClient().from('news_items').select('*').eq('title', title).single()).data!;
  expect(first.image).toMatch(/\/storage\/v1\/object\/public\/pictures\//);

  // The second version: no picture, another text.
  const row = await findNews(page, title);
  await row.getByRole('button', { name: fill.pl(panelWords.news.editLabel, { title }) }).click();
  const edit = admin.getByRole('form', { name: fill.pl(panelWords.news.editFormLabel, { title }) });
  await edit.getByLabel('Adres obrazu (opcjonalnie)').fill('');
  await edit.getByLabel('Treść').fill('Druga wersja, bez obrazu.');
  await edit.getByRole('button', { name: panelWords.news.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: panelWords.news.updated })).toHaveCount(1);
  expect((await serviceClient().from('news_items').select('image').eq('id', first.id).single()).data!.image).toBeNull();
  // The picture taken away is no longer served; it waits in the private bin while a version refers to it.
  const replaced = [first.image, first.image_small, first.image_webp, first.image_webp_small];
  for (const address of replaced) expect([400, 404], address).toContain((await page.request.get(address)).status());
  const folder = first.image.split('/object/public/pictures/')[1].replace(/\/[^/]+$/, '');
  expect((await serviceClient().storage.from('bin').list(folder)).data).toHaveLength(4);

  const open = row.getByRole('button', { name: fill.pl(h.buttonLabel, { name: title }) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: fill.pl(h.title, { name: title }) });
  const versions = dialog.getByRole('list', { name: h.list }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(`${fill.pl(h.version, { version: 2 })} ${h.current}`);
  await expect(versions.nth(0)).toContainText('Druga wersja, bez obrazu.');
  await expect(versions.nth(0)).toContainText(ADMIN.email);
  await expect(versions.nth(0).getByRole('button')).toHaveCount(0);
  await expect(versions.nth(1)).toContainText(fill.pl(h.version, { version: 1 }));
  await expect(versions.nth(1)).toContainText(h.withPicture);
  await expect(versions.nth(1)).toContainText('Pierwsza wersja z obrazem.');
  await expect(versions.nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{1,2}:\d{2}/);
  expect(await wcagViolations(page)).toEqual([]);

  await versions
    .nth(1)
    .getByRole('button', { name: fill.pl(h.restoreLabel, { version: 1 }) })
    .click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(h.restored, { version: 1 }) })).toHaveCount(1);
  const restored = (await serviceClient().from('news_items').select('*').eq('id', first.id).single()).data!;
  expect(restored.version).toBe(3);
  expect([restored.content, restored.image, restored.image_webp, restored.image_alt]).toEqual([
    first.content,
    first.image,
    first.image_webp,
    first.image_alt,
  ]);
  for (const address of [restored.image, restored.image_small, restored.image_webp, restored.image_webp_small]) {
    expect((await page.request.get(address)).status(), address).toBe(200);
  }
  await expect(row.locator('.admin-list__preview')).toHaveText(first.content);
});

test("a file's history is read and restored with the keyboard alone; a change made outside the panel is 'system'", async ({
  page,
}) => {
  const name = unique('Regulamin');
  const file = await insertUploadedFile(name);
  const renamed = `${name} (zmieniony)`;
  expect((await serviceClient().from('assets').update({ name: renamed }).eq('id', file.id)).error).toBeNull();

  await page.goto('/');
  await signIn(page, ADMIN);
  await searchTab(page, 'Pliki', panelWords.paging.searchFiles, name);
  const open = panel(page).getByRole('button', { name: fill.pl(h.buttonLabel, { name: renamed }) });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: fill.pl(h.title, { name: renamed }) });
  await expect(dialog.getByRole('heading', { name: fill.pl(h.title, { name: renamed }) })).toBeFocused();
  const versions = dialog.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(`${fill.pl(h.version, { version: 2 })} ${h.current}`);
  await expect(versions.nth(0)).toContainText(`· ${h.system}`);
  await expect(versions.nth(1)).toContainText(name);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  const restore = dialog.getByRole('button', { name: fill.pl(h.restoreLabel, { version: 1 }) });
  await tabTo(page, restore, 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: fill.pl(h.restored, { version: 1 }) })).toHaveCount(1);
  const { data } = await serviceClient().from('assets').select('name, version').eq('id', file.id).single();
  expect(data).toEqual({ name, version: 3 });
  await expect(panel(page).getByRole('button', { name: fill.pl(h.buttonLabel, { name }) })).toBeVisible();
});
