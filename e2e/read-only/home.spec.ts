import { expect, test } from '@playwright/test';
import { centre } from '../../src/domain/centre/centre.ts';
import { normalise } from '../support.ts';
import { siteTreeOf } from '../../scripts/lib/content-pages.ts';

/** The menus and cards as the pages' frontmatter builds them. */
const tree = siteTreeOf();

const hrefs = (locator: import('@playwright/test').Locator) =>
  locator.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has the hero with one h1, an intro and the Contact button', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.hero h1')).toContainText('Wspieramy mieszkańców w trudnych sytuacjach życiowych');
    await expect(page.locator('.hero').getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '#contact');
  });

  test('has the sections of the specification, in order', async ({ page }) => {
    const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['news', 'forms-of-help', 'special-programs', 'center-info', 'social-media', 'contact']);
    await expect(page.locator('#news h2 a')).toHaveAttribute('href', '/aktualnosci');
  });

  test('forms of help: the 11 social-assistance cards and the 8 assistance forms link as specified', async ({
    page,
  }) => {
    const section = page.locator('#forms-of-help');
    expect(await hrefs(section.locator('.card__link'))).toEqual([
      '/pomoc-spoleczna',
      '/dodatek-mieszkaniowy',
      '/interwencja-kryzysowa',
      '/pomoc-dla-obywateli-ukrainy',
      '/pomoc-materialna-stypendium',
      '/opieka-75',
      '/posilek-w-szkole',
      '/teleopieka',
      '/schronienie',
      '/sprawienie-pogrzebu',
      '/wynagrodzenie-za-opieke',
    ]);
    expect(await hrefs(section.locator('.link-columns a'))).toEqual([
      '/zasilek-staly',
      '/zasilek-okresowy',
      '/zasilek-celowy',
      '/swiadczenia-opieki-zdrowotnej',
      '/praca-socjalna',
      '/uslugi-opiekuncze',
      '/specjalistyczne-uslugi-opiekuncze',
      '/domy-pomocy-spolecznej',
    ]);
    await expect(section.locator('.home-section__more a')).toHaveAttribute('href', '/pomoc-spoleczna');
  });

  test('every card has a title, a description and an arrow, and the whole card is clickable', async ({ page }) => {
    const card = page.locator('#special-programs .card').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.card__title')).not.toBeEmpty();
    await expect(card.locator('.card__description')).not.toBeEmpty();
    await expect(card.locator('.card__arrow')).toHaveText('→');
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width - 10, box.y + box.height - 10);
    await expect(page).toHaveURL(/\/karta-duzej-rodziny$/);
  });

  test('programmes and centre info have their cards and buttons', async ({ page }) => {
    const pagesOf = (id: string) => tree.groups.find((group) => group.id === id)!.entries.map((entry) => entry.link);
    expect(await hrefs(page.locator('#special-programs .card__link'))).toEqual(pagesOf('programy-specjalne'));
    await expect(page.locator('#special-programs .home-section__more a')).toHaveAttribute('href', '/programy');
    expect(await hrefs(page.locator('#center-info .card__link'))).toEqual(pagesOf('informacje-o-osrodku'));
    await expect(page.locator('#center-info .home-section__more a')).toHaveAttribute('href', '/o-osrodku');
  });

  test('the social media section always links to the profile', async ({ page }) => {
    const link = page.locator('#social-media').getByRole('link', { name: /Profil ośrodka na Facebooku/ });
    await expect(link).toHaveAttribute('href', centre.socialMedia.url);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the contact section shows the address, phone, e-mail, hours and e-delivery address from the configuration', async ({
    page,
  }) => {
    const text = normalise((await page.locator('#contact').textContent()) ?? '');
    for (const expected of [
      centre.address.street,
      `${centre.address.postalCode} ${centre.address.city}`,
      centre.phone,
      centre.email,
      centre.eDeliveryAddress,
      '7:30–15:30',
      '10:00–12:00',
      '14:00–15:00',
      '8:00–11:00',
      '11:00–15:00',
      '112',
    ]) {
      expect(text).toContain(expected);
    }
    await expect(page.locator('#contact').getByRole('link', { name: centre.email })).toHaveAttribute(
      'href',
      `mailto:${centre.email}`,
    );
  });
});

test.describe('contact form', () => {
  test('has four required fields marked with an asterisk and a 5-row message', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[data-contact-form]');
    for (const label of ['Imię i nazwisko', 'Adres e-mail', 'Temat', 'Wiadomość']) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('required', '');
      await expect(form.locator(`label[for="${await field.getAttribute('id')}"] .required-mark`)).toHaveText('*');
    }
    await expect(form.getByLabel('Adres e-mail')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Wiadomość')).toHaveAttribute('rows', '5');
  });

  test('an incomplete form is stopped by the browser and nothing opens', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[data-contact-form]');
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByLabel('Adres e-mail').fill('to nie jest adres');
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    expect(await form.getByLabel('Adres e-mail').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await expect(form.locator('[data-contact-result] a')).toHaveCount(0);
  });

  test('opens the mail program addressed to the centre with the subject and a body of name, e-mail and message', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('form[data-contact-form]');
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByLabel('Adres e-mail').fill('anna@example.pl');
    await form.getByLabel('Temat').fill('Zasiłek celowy – pytanie');
    await form.getByLabel('Wiadomość').fill('Dzień dobry,\nproszę o informację.');
    // Islands may still load their code and news meanwhile; what must never leave the browser is the message.
    const messageRequests: string[] = [];
    page.on('request', (request) => {
      if (/^(data|mailto):/.test(request.url())) return;
      const sent = `${request.url()} ${request.postData() ?? ''}`;
      if (request.method() !== 'GET' || /Anna|anna%40|proszę|prosz%C4%99/i.test(sent))
        messageRequests.push(`${request.method()} ${request.url()}`);
    });
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    const fallback = form.locator('[data-contact-result] a');
    await expect(fallback).toBeVisible();
    const href = new URL((await fallback.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(centre.email);
    const params = new URLSearchParams(href.search);
    expect(params.get('subject')).toBe('Zasiłek celowy – pytanie');
    expect(params.get('body')).toBe(
      'Imię i nazwisko: Anna Nowak\r\nE-mail: anna@example.pl\r\n\r\nDzień dobry,\nproszę o informację.',
    );
    expect(messageRequests).toEqual([]);
  });
});

test.describe('footer', () => {
  test('has every link of the specification; the three that open a new tab say so', async ({ page }) => {
    await page.goto('/kadra');
    const footer = page.locator('footer');
    const links = await hrefs(footer.getByRole('link'));
    for (const href of [
      '/zasilek-staly',
      '/zasilek-okresowy',
      '/zasilek-celowy',
      '/uslugi-opiekuncze',
      '/o-osrodku',
      '/kadra',
      '/kontakt',
      '/ochrona-danych-osobowych',
      '/polityka-prywatnosci',
      '/karta-duzej-rodziny',
      '/asystent-osobisty',
      '/teleopieka',
      '/documents/harmonogram_kasa.pdf',
      '/documents/raport_dostepnosci_2025-03-31.pdf',
      '/documents/deklaracja_dostepnosci.pdf',
      '/deklaracja-dostepnosci',
      centre.bipUrl,
    ]) {
      expect(links).toContain(href);
    }
    for (const name of ['Karta Dużej Rodziny', 'Asystent osobisty', 'Teleopieka']) {
      const link = footer.getByRole('link', { name: `${name} (otwiera się w nowej karcie)` });
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(
      footer.getByRole('link', {
        name: /^Harmonogram wypłat w kasie \(PDF, \d+\sKB\) \(otwiera się w nowej karcie\)$/,
      }),
    ).toHaveAttribute('target', '_blank');
  });
});

test.describe('content page frame', () => {
  test('has the back button, the title as the only h1, the body and the contact block', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await expect(page.getByRole('link', { name: 'Powrót do strony głównej' })).toHaveAttribute('href', '/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Zasiłek stały');
    await expect(page).toHaveTitle(/^Zasiłek stały – /);
    await expect(page.locator('article .prose')).not.toBeEmpty();
    await expect(page.locator('.contact-block')).toContainText(centre.phone);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('meta[name="deklaracja-dostępności"]')).toHaveAttribute(
      'content',
      '/deklaracja-dostepnosci',
    );
  });

  test('has the landmarks', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(1);
  });
});
