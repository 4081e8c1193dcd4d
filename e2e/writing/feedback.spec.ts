import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support.ts';
import { ADMIN, serviceClient } from '../live/backend.ts';
import { panel, signIn } from '../live/admin-steps.ts';
import { uniqueLetters } from '../../tests/unique-letters.ts';
import { wordsIn } from '../../src/i18n/languages.ts';
import { fill } from '../../src/i18n/message.ts';
import { panelWords } from '../../src/i18n/pl/panel.ts';
import { centre } from '../../src/domain/centre/centre.ts';

// Residents' answers to 'Czy ta strona była pomocna?' and their searches that found nothing (issue 35), from the
// page to the panel. With the administrator's tests: they write to the database.

const pl = wordsIn('pl').feedback;
const t = panelWords.feedback;

/** The question under a page's text. */
const question = (page: Page, words = pl) =>
  page.locator('section[data-on-press]').filter({ has: page.getByRole('heading', { name: words.question }) });

/** The answers stored for `path`, oldest first. */
async function answersFor(path: string) {
  const { data, error } = await serviceClient()
    .from('page_feedback')
    .select('page, lang, helpful, comment')
    .eq('page', path)
    .order('id');
  if (error) throw error;
  return data;
}

async function forget(path: string) {
  await serviceClient().from('page_feedback').delete().eq('page', path);
}

/** Every address the page requests, to tell when the question's script loads. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const FEEDBACK_SCRIPT = /^\/_astro\/PageFeedback\./;

test.describe('the question under an information page', () => {
  test("'Tak' loads its script and styles only when pressed, under 10 KB, thanks the reader and stores one answer", async ({
    page,
  }) => {
    const path = '/zasilek-okresowy';
    await forget(path);
    const requests = requestsOf(page);
    const files: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (/\.(js|css)$/.test(new URL(request.url()).pathname))
        files.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await page.goto(path);
    const asked = question(page);
    await expect(asked).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => FEEDBACK_SCRIPT.test(url))).toEqual([]);

    await asked.getByRole('button', { name: pl.yes, exact: true }).click();
    await expect(asked.getByText(pl.thanks)).toBeFocused();
    await expect.poll(() => answersFor(path)).toEqual([{ page: path, lang: 'pl', helpful: true, comment: null }]);
    expect(requests.filter((url) => FEEDBACK_SCRIPT.test(url))).toHaveLength(1);
    // An information page loads no script or style file before interaction (the budgets), so these are the press's.
    const pressBytes = (await Promise.all(files)).reduce((sum, bytes) => sum + bytes, 0);
    expect(pressBytes, 'compressed bytes of the scripts and styles the press loaded').toBeGreaterThan(0);
    expect(pressBytes, 'compressed bytes of the scripts and styles the press loaded').toBeLessThan(10 * 1024);
    await forget(path);
  });

  test("'Nie' opens the comment with its warning and the phone number; the comment is sent with it as one answer, by keyboard alone; past the day's cap the next one is refused in Polish and keeps its text", async ({
    page,
  }) => {
    const path = '/zasilek-celowy';
    await forget(path);
    await page.goto(path);
    const asked = question(page);
    await asked.getByRole('button', { name: pl.no, exact: true }).focus();
    await page.keyboard.press('Enter');
    const field = asked.getByRole('textbox', { name: pl.commentLabel });
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/Nie wpisuj imion i nazwisk, numeru PESEL/);
    // Styled as the site's other fields, by the small stylesheet the press loaded.
    await expect(field).toHaveCSS('border-top-width', '2px');
    await expect(asked.getByRole('link', { name: centre.phone })).toHaveAttribute('href', /^tel:/);
    expect(await wcagViolations(page, { include: 'section[data-on-press]' })).toEqual([]);

    await page.keyboard.type('Brakuje godzin otwarcia kasy. Mój telefon 600 123 456.');
    await page.keyboard.press('Tab');
    await expect(asked.getByRole('button', { name: pl.send })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(asked.getByText(pl.thanks)).toBeFocused();
    await expect
      .poll(() => answersFor(path))
      .toEqual([{ page: path, lang: 'pl', helpful: false, comment: 'Brakuje godzin otwarcia kasy. Mój telefon •••.' }]);

    // The day's comments all taken (the database's cap, here one, reached by the comment just sent): the next
    // reader is told so in Polish, with the phone, and keeps what they wrote. In this test, as no other test of the
    // run sends a visitor's comment meanwhile.
    const other = '/teleopieka';
    await forget(other);
    expect(
      (await serviceClient().from('visitor_limits').update({ comments_per_day: 1 }).eq('singleton', true)).error,
    ).toBeNull();
    try {
      await page.goto(other);
      const next = question(page);
      await next.getByRole('button', { name: pl.no, exact: true }).click();
      const again = next.getByRole('textbox', { name: pl.commentLabel });
      await again.fill('Nie ma godzin pracy punktu.');
      await next.getByRole('button', { name: pl.send }).click();
      await expect(next.getByRole('alert')).toHaveText(fill.pl(pl.fullToday, { phone: centre.phone }));
      await expect(again).toHaveValue('Nie ma godzin pracy punktu.');
      await expect(next.getByRole('button', { name: pl.send })).toBeEnabled();
      expect(await answersFor(other)).toEqual([]);
    } finally {
      await serviceClient().from('visitor_limits').update({ comments_per_day: 300 }).eq('singleton', true);
    }
    await forget(path);
  });

  test('a comment too long is refused in Polish before sending, and keeps its text', async ({ page }) => {
    const path = '/zasilek-staly';
    await forget(path);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/page_feedback')) sent++;
    });
    await page.goto(path);
    const asked = question(page);
    await asked.getByRole('button', { name: pl.no, exact: true }).click();
    const field = asked.getByRole('textbox', { name: pl.commentLabel });
    const text = 'a'.repeat(20_000);
    await field.fill(text);
    await asked.getByRole('button', { name: pl.send }).click();
    await expect(asked.getByRole('alert')).toHaveText(fill.pl(pl.tooLong, { max: 1000 }));
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(text);
    expect(sent).toBe(0);
  });

  test('a Ukrainian page asks in Ukrainian and stores the answer as Ukrainian', async ({ page }) => {
    const path = '/uk/pomoc-dla-obywateli-ukrainy';
    const uk = wordsIn('uk').feedback;
    await forget(path);
    await page.goto(path);
    const asked = question(page, uk);
    await asked.getByRole('button', { name: uk.no, exact: true }).click();
    await expect(asked.getByRole('textbox', { name: uk.commentLabel })).toBeFocused();
    await asked.getByRole('button', { name: uk.send }).click();
    await expect(asked.getByText(uk.thanks)).toBeFocused();
    await expect.poll(() => answersFor(path)).toEqual([{ page: path, lang: 'uk', helpful: false, comment: null }]);
    await forget(path);
  });

  test('is not shown without JavaScript, nor on the home page, the lists, an article or the search page', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/zasilek-staly');
    await expect(noScript.getByRole('heading', { name: pl.question })).toBeHidden();
    await expect(noScript.getByRole('button', { name: pl.yes, exact: true })).toBeHidden();
    await context.close();
    // '/pliki-do-pobrania' is an information page (its forms and clauses are text of content/pages) and asks.
    for (const path of [
      '/',
      '/aktualnosci',
      '/aktualnosci/5eed0000-0000-4000-8000-000000000101',
      '/pliki-do-pobrania/rodo',
      '/szukaj',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: pl.question }), path).toHaveCount(0);
    }
  });
});

test('the panel lists the answers per page, the comments as text, and the searches that found nothing; a comment can be deleted', async ({
  page,
}) => {
  const path = '/dodatek-mieszkaniowy';
  const comment = `<b>Brak</b> wzoru wniosku ${uniqueLetters()}`;
  // One word no page has, as in e2e/search.spec.ts, made unique: the search finds nothing.
  const query = `kossiniakkowe${uniqueLetters()}`;
  await forget(path);
  const inserted = await serviceClient()
    .from('page_feedback')
    .insert([
      { page: path, helpful: true },
      { page: path, helpful: false, comment },
    ]);
  expect(inserted.error).toBeNull();

  // A search submitted on the results page that found nothing is recorded once, as submitted.
  await page.goto(`/szukaj?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('status').filter({ hasText: /Nic nie znaleziono/ })).toBeVisible();
  await expect
    .poll(async () => (await serviceClient().from('failed_searches').select('query').eq('query', query)).data)
    .toEqual([{ query }]);

  await signIn(page, ADMIN);
  const admin = panel(page);
  await admin.getByRole('tab', { name: t.tab }).click();
  const totals = admin.getByRole('table', { name: t.pages.caption });
  const row = totals.getByRole('row').filter({ has: page.getByRole('link', { name: path, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '1', '1']);

  const comments = admin.getByRole('region', { name: t.comments.heading });
  const item = comments.getByRole('listitem').filter({ hasText: comment });
  // Markup in a comment is shown as the text it is.
  await expect(item.getByText(comment, { exact: true })).toBeVisible();
  await expect(item.locator('b')).toHaveCount(0);
  await expect(item.getByRole('link', { name: path })).toBeVisible();

  const searches = admin.getByRole('region', { name: t.searches.heading });
  await searches.getByLabel(t.searches.period).selectOption('7');
  await expect(searches.getByRole('row').filter({ hasText: query }).getByRole('cell')).toHaveText(['polski', '1']);
  expect(await wcagViolations(page)).toEqual([]);

  await item.getByRole('button', { name: t.comments.remove }).click();
  await page
    .getByRole('dialog', { name: t.comments.confirmTitle })
    .getByRole('button', { name: t.comments.remove })
    .click();
  await expect(comments.getByRole('status')).toHaveText(t.comments.removed);
  await expect(comments.getByText(comment)).toHaveCount(0);
  await expect.poll(() => answersFor(path)).toEqual([{ page: path, lang: 'pl', helpful: true, comment: null }]);
  await forget(path);
  await serviceClient().from('failed_searches').delete().eq('query', query);
});
