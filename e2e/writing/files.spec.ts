import { holdRequests } from '../support.ts';
import { expect, test } from '@playwright/test';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { searchList } from '../live/safety-steps.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';

test.describe('registered files', () => {
  test('the downloads page lists them by category with their type, and the hint', async ({ page }) => {
    await page.goto('/pliki-do-pobrania');
    const section = page.locator('.registered-files');
    await expect(section.getByRole('heading', { name: 'Ogólne' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Programy' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'RODO' })).toBeVisible();
    await expect(section.locator('.document-link').first()).toContainText('PDF');
    await expect(section.locator('.document-link').first()).toHaveAttribute('target', '_blank');
    await expect(
      page.getByText('Jeśli plik nie jest dostępny, skontaktuj się z administratorem strony.'),
    ).toBeVisible();
  });

  // Without a snapshot in the build, the page says 'Ładowanie plików…' with a spinner instead
  // (tests/content/editor-changes-build.test.ts).
  test('are there at once from the build, with no loading message, while the live read is on its way', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/rest/v1/assets*');
    await page.goto('/pliki-do-pobrania');
    await expect(page.locator('.registered-files .document-link').first()).toBeVisible();
    await expect(page.getByText(siteWords.files.loading)).toHaveCount(0);
    release();
    await expect(page.locator('.registered-files .document-link').first()).toBeVisible();
  });

  test('the administrator adds a file and moves it to the bin, and the downloads page follows live', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/pliki-do-pobrania');
    await expect(visitor.locator('.registered-files')).toBeVisible();

    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    await admin.getByRole('tab', { name: /^Pliki/ }).click();
    const form = admin.getByRole('form', { name: 'Dodaj plik' });

    await form.getByLabel('Adres pliku (URL)').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    await expect(form.getByText('Nieprawidłowy format adresu URL')).toBeVisible();
    await form.getByLabel('Adres pliku (URL)').fill('to nie jest adres');
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    await expect(form.getByText('Nieprawidłowy format adresu URL')).toBeVisible();

    const fileName = `${unique('regulamin').replace(/\s+/g, '_')}.pdf`;
    await form.getByLabel('Adres pliku (URL)').fill(`https://example.pl/pliki/${fileName}?wersja=2#strona-1`);
    await form.getByLabel('Opis (opcjonalnie)').fill('Regulamin rekrutacji');
    await form.getByLabel('Kategoria').selectOption('programs');
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Plik został dodany.' })).toHaveCount(1);
    await expect(form.getByLabel('Adres pliku (URL)')).toHaveValue('');
    await expect(form.getByLabel('Kategoria')).toHaveValue('general');

    const listed = admin.locator('.admin-files__item', { hasText: fileName });
    await expect(listed).toContainText('Programy · PDF · Regulamin rekrutacji');
    const publicLink = visitor
      .locator('.registered-files section', { has: visitor.getByRole('heading', { name: 'Programy' }) })
      .getByRole('link', { name: new RegExp(fileName.replace('.', '\\.')) });
    await expect(publicLink).toHaveAttribute('href', `https://example.pl/pliki/${fileName}?wersja=2#strona-1`);

    const image = `${unique('plakat').replace(/\s+/g, '-')}.JPG`;
    await form.getByLabel('Adres pliku (URL)').fill(`https://example.pl/${image}`);
    await form.getByLabel('Nazwa (opcjonalnie)').fill('Plakat wydarzenia');
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    await expect(admin.locator('.admin-files__item', { hasText: 'Plakat wydarzenia' }).first()).toContainText(
      'Ogólne · obraz',
    );

    // Searched first: files other tests add meanwhile arrive at the top of the list and move its rows.
    await searchList(page, panelWords.paging.searchFiles, fileName);
    await listed.getByRole('button', { name: `Usuń plik: ${fileName}` }).click();
    await expect(page.getByRole('dialog', { name: /Usunąć/ })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${fileName}”.` })).toHaveCount(1);
    await expect(listed).toHaveCount(0);
    await expect(publicLink).toHaveCount(0);

    const list = admin.locator('.admin-files');
    const maxHeight = await list.evaluate(
      (element) =>
        parseFloat(getComputedStyle(element).maxHeight) /
        parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(maxHeight).toBe(15);
    await visitor.context().close();
  });

  test("'Usuń' sends nothing that deletes: the file's record goes to the bin, whole", async ({ page }) => {
    const name = unique('Karta zgłoszenia');
    const { data, error } = await serviceClient()
      .from('assets')
      .insert({ name, url: 'https://example.pl/karta.pdf', type: 'pdf', category: 'general' })
      .select()
      .single();
    expect(error).toBeNull();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    await admin.getByRole('tab', { name: /^Pliki/ }).click();
    await searchList(page, panelWords.paging.searchFiles, name);
    await admin.getByRole('button', { name: `Usuń plik: ${name}`, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${name}”.` })).toHaveCount(1);
    const row = (await serviceClient().from('assets').select('*').eq('id', data!.id).single()).data!;
    expect(row.deleted_at).not.toBeNull();
    expect({ ...row, deleted_at: null, deleted_by: null, version: 1, updated_at: null }).toEqual({
      ...data,
      updated_at: null,
    });
    // Nothing was sent to delete it.
    expect(deletes).toEqual([]);
    await serviceClient().from('assets').delete().eq('id', data!.id);
  });
});
