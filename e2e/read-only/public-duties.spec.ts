import { expect, test } from '@playwright/test';
import { allRoutes, wcagViolations } from '../support.ts';
import { formatAmountById, validityById } from '../../src/domain/amounts/amount-lookup.ts';
import { wordsIn } from '../../src/i18n/languages.ts';

/**
 * What a Polish public body's site owes every resident: information in easy-to-read text, in sign language and as
 * a machine-readable text file, linked from every page; search on phones; a printable page; Ukrainian versions
 * of the pages for citizens of Ukraine.
 */
const DUTY_PAGES = [
  { route: '/tekst-latwy-do-czytania', name: 'Tekst łatwy do czytania (ETR)' },
  { route: '/jezyk-migowy', name: 'Polski język migowy (PJM)' },
];

test('both duty pages are linked from every page, with their usual names', async ({ page, request }) => {
  test.setTimeout(120_000);
  const routes = [...(await allRoutes(page)), '/nie-ma-takiej-strony'];
  for (const { route } of DUTY_PAGES) expect(routes).toContain(route);
  const missing: string[] = [];
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const { route: duty, name } of DUTY_PAGES) {
      // A Ukrainian page's frame names them in its own words, and says the pages are in Polish (e2e/ukrainian.spec.ts).
      const link = route.startsWith('/uk/') ? `href="${duty}" hreflang="pl">` : `href="${duty}">${name}</a>`;
      if (!html.includes(link)) missing.push(`${route} → ${duty}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the easy-to-read text has questions as headings and downloads as a UTF-8 text file', async ({
  page,
  request,
}) => {
  await page.goto('/tekst-latwy-do-czytania');
  await expect(page.locator('h1')).toHaveText('Tekst łatwy do czytania (ETR)');
  const headings = await page.locator('article h2').allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(5);
  for (const heading of headings) expect(heading.trim()).toMatch(/\?$/);
  const link = page.getByRole('link', { name: /plik tekstowy \(TXT\)/ });
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(await response.body());
  expect(text.split('\n')[0]).toBe('Tekst łatwy do czytania (ETR)');
  for (const heading of headings) expect(text).toContain(heading.trim());
  expect(text).not.toMatch(/<[a-z]/);
});

test('the sign-language page says the recording is coming, gives its transcript and how deaf residents reach the centre', async ({
  page,
}) => {
  await page.goto('/jezyk-migowy');
  await expect(page.locator('h1')).toHaveText('Polski język migowy (PJM)');
  await expect(page.getByRole('heading', { name: 'Nagranie jest w przygotowaniu' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tekst nagrania' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jak osoba głucha może się z nami skontaktować' })).toBeVisible();
  await expect(page.locator('main')).toContainText('co najmniej 3 dni robocze');
});

test('the accessibility declaration names both pages', async ({ page }) => {
  await page.goto('/deklaracja-dostepnosci');
  for (const { route } of DUTY_PAGES) await expect(page.locator(`main a[href="${route}"]`).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true });

  test('search is in the menu: typing "zasilek" leads to a result', async ({ page }) => {
    await page.goto('/kontakt');
    await page.locator('.site-header__menu-button').tap();
    const box = page.locator('#site-nav').getByRole('combobox', { name: 'Szukaj w serwisie' });
    await expect(box).toBeVisible();
    await box.tap();
    await box.pressSequentially('zasilek');
    const first = page
      .locator('#site-nav')
      .getByRole('listbox', { name: 'Wyniki wyszukiwania' })
      .getByRole('option')
      .first();
    await expect(first).toContainText('Zasiłek');
    await first.tap();
    await expect(page).toHaveURL(/\/zasilek-/);
  });
});

test.describe('printed', () => {
  test('a content page prints as the article under the centre’s name and address, with collapsed sections open', async ({
    page,
  }) => {
    await page.goto('/kadra');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header.site-header')).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.locator('.print-heading')).toHaveText(
      /Ośrodek Pomocy Społecznej w Nowym Tomyślu – http:\/\/\S+\/kadra$/,
    );
    const closed = page.locator('details.collapsible:not([open])').first();
    await expect(closed.locator('.collapsible__body')).toBeVisible();
  });

  test('an external link prints its address, and a table row is never split', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await page.emulateMedia({ media: 'print' });
    const link = page.locator('main a.external-link').first();
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toContain(await link.getAttribute('href'));
    expect(
      await page
        .locator('main tr')
        .first()
        .evaluate((row) => getComputedStyle(row).breakInside),
    ).toBe('avoid');
  });
});

test.describe('Ukrainian versions', () => {
  for (const [polish, ukrainian] of [
    ['/pomoc-dla-obywateli-ukrainy', '/uk/pomoc-dla-obywateli-ukrainy'],
    ['/swiadczenia-rodzinne-ukraina', '/uk/swiadczenia-rodzinne-ukraina'],
  ] as const) {
    test(`${ukrainian} is in Ukrainian, and it and ${polish} point to each other`, async ({ page }) => {
      await page.goto(ukrainian);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
      // The frame is Ukrainian too (issue 34): the header's words are.
      await expect(page.locator('header.site-header')).not.toHaveAttribute('lang', 'pl');
      await expect(page.getByRole('link', { name: 'Перейти до основного змісту' })).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(/[А-Яа-яІіЇїЄєҐґ]/);
      await expect(page.locator(`link[rel="alternate"][hreflang="pl"]`)).toHaveAttribute(
        'href',
        new RegExp(`${polish}$`),
      );
      await expect(page.locator(`main a[hreflang="pl"][href="${polish}"]`)).toBeVisible();
      await page.goto(polish);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await expect(page.locator(`link[rel="alternate"][hreflang="uk"]`)).toHaveAttribute(
        'href',
        new RegExp(`${ukrainian}$`),
      );
      await expect(page.locator(`main a[hreflang="uk"][href="${ukrainian}"]`)).toHaveText('Ця сторінка українською');
    });
  }

  test('the family benefits page shows the same figures from the amounts module', async ({ page }) => {
    await page.goto('/uk/swiadczenia-rodzinne-ukraina');
    const main = page.locator('main');
    for (const id of [
      'familyAllowance.childUpTo5',
      'familyAllowance.incomeLimit',
      'nursingBenefit.monthly',
      'parentalBenefit.monthly',
      'childbirthGrant.incomeLimit',
    ]) {
      await expect(main).toContainText(
        formatAmountById(id)
          .replace(/\u00a0/g, ' ')
          .replace(/ /g, '\u00a0'),
      );
    }
    // An amount on a Ukrainian page says since when it applies in Ukrainian, with no prop to remember.
    await expect(main).toContainText(validityById('nursingBenefit.monthly', wordsIn('uk').figures));
    await expect(main).not.toContainText('obowiązuje od');
  });

  test('search indexes them, in the one index for both languages', async ({ request }) => {
    const data = await (await request.get('/search/search-data.json')).json();
    for (const ukrainian of ['/uk/pomoc-dla-obywateli-ukrainy', '/uk/swiadczenia-rodzinne-ukraina'])
      expect(data.pages[ukrainian]).toEqual({ kind: 'page' });
  });
});

test.describe('the record and the register of changes', () => {
  test('a Polish page says who answers for it, when it was published and last changed with the note, and links its changes', async ({
    page,
  }) => {
    await page.goto('/zasilek-staly');
    const record = page.locator('.content-page__reviewed');
    await expect(record).toContainText('Odpowiada za treść: Dział Pomocy Społecznej (pracownicy socjalni)');
    await expect(record).toContainText('Opublikowano: 22 listopada 2026');
    await expect(record).toContainText(
      'Ostatnia zmiana: 23 listopada 2026 – Nowa część „Jak złożyć wniosek” – gdzie, kiedy i jak złożyć wniosek, co zabrać.',
    );
    await expect(record).toContainText('Informacje sprawdzone: 23 listopada 2026');
    await record.getByRole('link', { name: 'Historia zmian strony' }).click();
    await expect(page).toHaveURL(/\/zmiany\/zasilek-staly$/);
    await expect(page.locator('h1')).toHaveText('Zmiany strony: Zasiłek stały');
    await expect(page.getByRole('listitem').filter({ hasText: 'Nowa część „Jak złożyć wniosek”' })).toHaveCount(1);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('a Ukrainian page says it in Ukrainian, the section’s name marked Polish', async ({ page }) => {
    await page.goto('/uk/pomoc-dla-obywateli-ukrainy');
    const record = page.locator('.content-page__reviewed');
    const words = wordsIn('uk').frame.page;
    await expect(record).toContainText(`${words.responsible} Sekretariat`);
    await expect(record.locator('span[lang="pl"]')).toHaveText('Sekretariat');
    await expect(record).toContainText(`${words.published} 23 листопада 2026 р.`);
    await expect(record).toContainText(`${words.lastChange} 23 листопада 2026 р. – Переклад оновлено`);
    await record.getByRole('link', { name: words.changes }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('h1')).toHaveText(/^Зміни сторінки: /);
  });

  test('/zmiany lists every important change newest first with its page, and its Atom feed holds the same', async ({
    page,
    request,
  }) => {
    await page.goto('/zmiany');
    await expect(page.locator('h1')).toHaveText('Zmiany na stronie');
    const items = page.locator('.changes-list > li');
    await expect(items).toHaveCount(4);
    await expect(items.first().getByRole('link')).toHaveText('Bon ciepłowniczy');
    // The correction of the heating voucher's page is in its record's date, not in the list.
    await expect(page.getByText('Terminy składania wniosków i zasady ceny ciepła')).toHaveCount(1);
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveAttribute('href', '/zmiany.xml');
    expect(await wcagViolations(page)).toEqual([]);
    const feed = await request.get('/zmiany.xml');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">');
    expect(xml.match(/<entry>/g)).toHaveLength(4);
    expect(xml).toContain('<title>Zasiłek stały: Nowa część „Jak złożyć wniosek”');
    expect(xml).toContain('<id>http://localhost:4321/zmiany/bon-cieplowniczy#zmiana-1</id>');
  });
});
