import { expect, test, type Page } from '@playwright/test';
import { ADMIN, serviceClient, unique } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { searchList, searchTab } from '../live/safety-steps.ts';
import { wcagViolations } from '../support.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { CACHE_SECONDS } from '../../src/domain/files/upload-rules.ts';

const MB = 1024 * 1024;

/** A real PDF header and enough bytes to watch the progress bar on a slowed connection. */
function pdfFile(name: string, size: number) {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) };
}

/** A PNG photograph-sized picture drawn by the browser itself: 2400 × 1200 px. */
async function pngFile(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    for (let x = 0; x < 2400; x += 40) {
      context.fillStyle = `hsl(${x % 360} 60% 50%)`;
      context.fillRect(x, 0, 40, 1200);
    }
    return canvas.toDataURL('image/png');
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

async function openFilesTab(page: Page) {
  await page.goto('/');
  await signIn(page, ADMIN);
  const admin = panel(page);
  await admin.getByRole('tab', { name: /^Pliki/ }).click();
  return { admin, form: admin.getByRole('form', { name: 'Dodaj plik' }) };
}

/** Upload speed of a slow connection, so the progress of a 1 MB upload can be seen. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.describe('uploads', () => {
  test('a PDF uploaded with progress appears live on the downloads page with its size and format, and moving it to the bin stops serving it', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/pliki-do-pobrania');
    await expect(visitor.locator('.registered-files')).toBeVisible();

    const { admin, form } = await openFilesTab(page);
    const stem = unique('wniosek_o_pomoc').replace(/\s+/g, '_');
    await form.getByLabel('Plik z komputera').setInputFiles(pdfFile(`${stem}.pdf`, MB));
    await expect(form.getByText(`Wybrano: ${stem}.pdf (1,0\u00a0MB)`)).toBeVisible();
    const name = stem.replace(/_/g, ' ');
    await expect(form.getByLabel('Nazwa (opcjonalnie)')).toHaveValue(name);
    await expect(form.getByLabel('Adres pliku (URL)')).toBeDisabled();

    const restore = await slowUploads(page);
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    const progress = form.getByRole('progressbar', { name: panelWords.upload.progress });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'Plik został dodany.' })).toHaveCount(1, {
      timeout: 20_000,
    });
    await restore();
    await expect(progress).toHaveCount(0);

    const listed = admin.locator('.admin-files__item', { hasText: name });
    await expect(listed).toContainText('Ogólne · PDF · 1,0\u00a0MB');
    const link = visitor.locator('.registered-files .document-link', { hasText: name });
    await expect(link).toContainText('(PDF, 1,0\u00a0MB)');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/storage\/v1\/object\/public\/documents\/[0-9a-f-]{36}\/wniosek-o-pomoc-[a-z0-9-]+\.pdf$/,
    );
    const served = await page.request.get(href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect((await served.body()).length).toBe(MB);

    await searchList(page, panelWords.paging.searchFiles, name);
    await listed.getByRole('button', { name: `Usuń plik: ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${name}”.` })).toHaveCount(1);
    expect((await page.request.get(href)).status()).toBe(404);
    await expect(link).toHaveCount(0);
    await visitor.context().close();
  });

  test('a file too large, of a type not allowed, or not what it claims is refused in Polish, and nothing is sent', async ({
    page,
  }) => {
    const { form } = await openFilesTab(page);
    const uploads: string[] = [];
    // Uploads, not the pictures the page behind the panel shows (other tests publish news with pictures).
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/') && request.method() !== 'GET') uploads.push(request.url());
    });
    const picker = form.getByLabel('Plik z komputera');
    await picker.setInputFiles(pdfFile('duzy.pdf', 20 * MB + 1));
    await expect(
      form.getByText('Plik jest za duży (20,0\u00a0MB). Największy dozwolony rozmiar to 20,0\u00a0MB.'),
    ).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await picker.setInputFiles({
      name: 'strona.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(form.getByText(/Zawartość pliku nie zgadza się z jego rodzajem/)).toBeVisible();
    await picker.setInputFiles({
      name: 'rysunek.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(
      form.getByText('Ten rodzaj pliku nie jest dozwolony. Można dodać PDF albo obraz JPEG, PNG lub WebP.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Dodaj plik' }).click();
    await expect(form.getByText('Wybierz plik z komputera albo podaj adres pliku.')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('when the file cannot be moved to the bin, its record stays, it is still served, and the administrator is told why', async ({
    page,
  }) => {
    const service = serviceClient();
    const name = unique('Klauzula do usunięcia');
    const key = `${crypto.randomUUID()}/klauzula.pdf`;
    const { error: uploadError } = await service.storage
      .from('documents')
      .upload(key, pdfFile('klauzula.pdf', 2048).buffer, { contentType: 'application/pdf' });
    expect(uploadError).toBeNull();
    const url = service.storage.from('documents').getPublicUrl(key).data.publicUrl;
    const { error: insertError } = await service
      .from('assets')
      .insert({ name, url, type: 'pdf', category: 'rodo', size_bytes: 2048 });
    expect(insertError).toBeNull();

    const { admin } = await openFilesTab(page);
    await searchList(page, panelWords.paging.searchFiles, name);
    const listed = admin.locator('.admin-files__item', { hasText: name });
    await page.route('**/storage/v1/object/move', (route) => route.abort('failed'));
    await listed.getByRole('button', { name: `Usuń plik: ${name}` }).click();
    await expect(admin.getByRole('alert').first()).toBeVisible();
    await expect(admin.getByText(panelWords.files.removeFailed)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Cofnij' })).toHaveCount(0);
    await expect(listed).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(200);
    expect((await service.from('assets').select('deleted_at').eq('url', url).single()).data!.deleted_at).toBeNull();

    await page.unroute('**/storage/v1/object/move');
    await listed.getByRole('button', { name: `Usuń plik: ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${name}”.` })).toHaveCount(1);
    await expect(listed).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('the whole upload works from the keyboard, and the open form has no WCAG violations', async ({ page }) => {
    // Playwright turns the file dialog's interception on in the browser without waiting for it, and a key press
    // reaches the page by another road: asked for just before the press while the page is busy, the dialog opens
    // unintercepted and is cancelled unseen (13 of 20 presses in a probe). Asked for before the sign-in, it is on.
    const chooser = page.waitForEvent('filechooser');
    const { admin, form } = await openFilesTab(page);
    expect(await wcagViolations(page)).toEqual([]);
    const picker = form.getByLabel('Plik z komputera');
    await picker.focus();
    await page.keyboard.press('Space');
    const stem = unique('regulamin').replace(/\s+/g, '-');
    await (await chooser).setFiles(pdfFile(`${stem}.pdf`, 4096));
    await expect(form.getByText(`Wybrano: ${stem}.pdf (4\u00a0KB)`)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    // Through the rest of the form to the button, by Tab alone.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      if (
        await form.getByRole('button', { name: 'Dodaj plik' }).evaluate((button) => button === document.activeElement)
      )
        break;
    }
    await expect(form.getByRole('button', { name: 'Dodaj plik' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Plik został dodany.' })).toHaveCount(1);
    const listed = admin.locator('.admin-files__item', { hasText: stem });
    await listed.getByRole('button', { name: /^Usuń plik/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Przeniesiono do kosza: / })).toHaveCount(1);
    await expect(listed).toHaveCount(0);
    // Focus waits on 'Cofnij', which brings the file back, and focus with it.
    await expect(admin.getByRole('button', { name: 'Cofnij' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Przywrócono z kosza: / })).toHaveCount(1);
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('button', { name: /^Historia zmian/ })).toBeFocused();
  });

  test('a news picture is scaled, needs a text alternative, and cards and the article show it with srcset and its size', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/aktualnosci');
    await page.goto('/');
    await signIn(page, ADMIN);
    const admin = panel(page);
    await admin.getByRole('tab', { name: 'Dodaj aktualność' }).click();
    const add = admin.getByRole('form', { name: 'Dodaj aktualność' });
    const title = unique('Zbiórka darów');
    await add.getByLabel('Tytuł').fill(title);
    await add.getByLabel('Treść').fill('Zapraszamy do przynoszenia darów.');
    const original = await pngFile(page, 'zbiorka.png');
    await add.getByLabel('Obraz z komputera (opcjonalnie)').setInputFiles(original);
    await expect(add.getByText('Wybrano: zbiorka.png')).toBeVisible();
    await expect(add.locator('.image-preview img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(add.getByText('Opisz, co widać na obrazku, albo zaznacz, że jest tylko ozdobą.')).toBeVisible();
    const submit = add.getByRole('button', { name: 'Opublikuj' });
    await expect(submit).toBeDisabled();
    expect(await wcagViolations(page)).toEqual([]);
    const alt = 'Kolorowe pasy: plakat zbiórki darów';
    await add.getByLabel('Tekst alternatywny: co widać na obrazku').fill(alt);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Aktualność została opublikowana.' })).toHaveCount(1);

    const card = visitor.locator('.news-list .news-card', { hasText: title });
    const image = card.locator('img.news-card__image');
    await expect(image).toHaveAttribute('alt', alt);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '800');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', /\/600\.jpg 600w, .*\/1600\.jpg 1600w$/);
    await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\/600\.webp 600w, .*\/1600\.webp 1600w$/,
    );

    const { data } = await serviceClient().from('news_items').select('*').eq('title', title).single();
    const large = await page.request.get(data.image);
    expect(large.headers()['content-type']).toBe('image/jpeg');
    expect(large.headers()['cache-control']).toBe(`max-age=${CACHE_SECONDS}`);
    const webp = await page.request.get(data.image_webp);
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect((await webp.body()).length).toBeLessThan(original.buffer.length);

    await visitor.goto(`/aktualnosci/${data.id}`);
    const articleImage = visitor.locator('.news-article img.news-article__image');
    await expect(articleImage).toHaveAttribute('alt', alt);
    await expect(articleImage).toHaveAttribute('srcset', /600w, .*1600w$/);
    await expect
      .poll(() => articleImage.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    await searchTab(page, 'Aktualności', panelWords.paging.searchNews, title);
    await admin.getByRole('button', { name: `Usuń: ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Przeniesiono do kosza: „${title}”.` })).toHaveCount(1);
    // In the bin no variant is served (a picture shown without consent stops at once); deleted for good, they go.
    const addresses = [data.image, data.image_small, data.image_webp, data.image_webp_small];
    for (const address of addresses) expect([400, 404], address).toContain((await page.request.get(address)).status());
    await searchTab(page, 'Kosz', panelWords.bin.searchNews, title);
    await admin.getByRole('button', { name: `Usuń trwale: ${title}` }).click();
    await page.getByRole('dialog', { name: 'Usunąć trwale?' }).getByRole('button', { name: 'Usuń trwale' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Usunięto trwale: „${title}”.` })).toHaveCount(1);
    for (const address of addresses) expect((await page.request.get(address)).status(), address).toBe(404);
    const folder = data.image.split('/object/public/pictures/')[1].replace(/\/[^/]+$/, '');
    expect((await serviceClient().storage.from('bin').list(folder)).data).toEqual([]);
    await visitor.context().close();
  });
});
