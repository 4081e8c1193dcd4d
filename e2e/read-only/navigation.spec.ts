import { expect, test } from '@playwright/test';
import { afterFrames, hydrated } from '../support.ts';
import { expectDesktopMenus, expectIndexCards, expectMobileMenus } from '../checks/navigation.ts';
import { indexPages, siteTreeOf } from '../../scripts/lib/content-pages.ts';

/** The menus as the pages' frontmatter builds them; `tests/content/navigation.test.ts` holds them to the specification. */
const tree = siteTreeOf();

test.describe('desktop navigation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/zasilek-staly');
    await hydrated(page);
  });

  test('each dropdown holds exactly its pages, nested and ordered as the pages place themselves', async ({ page }) => {
    await expectDesktopMenus(page, tree);
  });

  test('nests cash and non-cash benefits under social assistance', async ({ page }) => {
    await page.locator('.site-nav').getByRole('button', { name: 'Formy pomocy' }).click();
    const social = page.locator('#nav-formy-pomocy > .nav-list > li', {
      has: page.locator(':scope > a[href="/pomoc-spoleczna"]'),
    });
    await expect(social.locator(':scope > a')).toHaveAttribute('href', '/pomoc-spoleczna');
    const cash = social.locator(':scope > .nav-list > li').first();
    await expect(cash.locator(':scope > a')).toHaveAttribute('href', '/swiadczenia-pieniezne');
    const cashBenefits = tree.entryFor('/swiadczenia-pieniezne').children ?? [];
    expect(cashBenefits.length).toBeGreaterThan(0);
    await expect(cash.locator(':scope > .nav-list > li > a')).toHaveCount(cashBenefits.length);
  });

  test('only one dropdown is open at a time', async ({ page }) => {
    const nav = page.locator('.site-nav');
    await nav.getByRole('button', { name: 'Formy pomocy' }).click();
    await nav.getByRole('button', { name: 'Programy specjalne' }).click();
    await expect(nav.getByRole('button', { name: 'Formy pomocy' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#nav-formy-pomocy')).toBeHidden();
    await expect(page.locator('#nav-programy-specjalne')).toBeVisible();
  });

  test('a click outside closes the open dropdown', async ({ page }) => {
    const toggle = page.locator('.site-nav').getByRole('button', { name: 'Programy specjalne' });
    await toggle.click();
    await expect(page.locator('#nav-programy-specjalne')).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(page.locator('#nav-programy-specjalne')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the dropdown and returns focus to its button', async ({ page }) => {
    const toggle = page.locator('.site-nav').getByRole('button', { name: 'Informacje o ośrodku' });
    await toggle.click();
    await page.locator('#nav-informacje-o-osrodku').getByRole('link', { name: 'Kadra' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-informacje-o-osrodku')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('works from the keyboard alone', async ({ page }) => {
    const toggle = page.locator('.site-nav').getByRole('button', { name: 'Programy specjalne' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-programy-specjalne').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/karta-duzej-rodziny$/);
  });

  test('marks the current page in the menu', async ({ page }) => {
    await page.locator('.site-nav').getByRole('button', { name: 'Formy pomocy' }).click();
    await expect(page.locator('#nav-formy-pomocy a[aria-current="page"]')).toHaveAttribute('href', '/zasilek-staly');
  });
});

test.describe('index pages', () => {
  const routes = indexPages();
  test('there are index pages to check', () => expect(routes.length).toBeGreaterThan(3));
  for (const route of routes) {
    test(`${route} shows a card for each of its pages, in the menu's order`, async ({ page }) => {
      await expectIndexCards(page, tree, route);
    });
  }
});

test.describe('Contact button', () => {
  test('from another page goes to the home page contact section', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await page.locator('.site-nav').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('on the home page scrolls to the contact section', async ({ page }) => {
    await page.goto('/');
    await page.locator('.hero').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.locator('#contact h2')).toBeInViewport();
  });
});

test.describe('header', () => {
  test('shrinks only after the page is scrolled more than 50 px', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('header.site-header');
    const fullHeight = (await header.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 40));
    await afterFrames(page);
    await expect(header).not.toHaveClass(/site-header--compact/);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveClass(/site-header--compact/);
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(fullHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--compact/);
  });

  test('has the logo link, display controls, the administrator button, search and the social link', async ({
    page,
  }) => {
    await page.goto('/kadra');
    await hydrated(page);
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: /Strona główna/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Ułatwienia dostępu' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Tryb ciemny' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Panel administratora' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Szukaj w serwisie' })).toBeVisible();
    const social = header.getByRole('link', { name: /Facebook ośrodka \(otwiera się w nowej karcie\)/ });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('href', /^https:\/\//);
  });

  test('skip link is the first thing to focus and moves to the main content', async ({ page }) => {
    await page.goto('/zasilek-staly');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści głównej' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the same groups as accordions in a menu at most 60vh tall that scrolls', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.site-nav')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectMobileMenus(page, tree);
    const menu = page.locator('#site-nav');
    const { height, scrollHeight, clientHeight } = await menu.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(height).toBeLessThanOrEqual(740 * 0.6 + 1);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await menu.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(menu.locator('.site-nav__contact')).toBeInViewport();
  });

  test('closes with Escape, returning focus to the menu button', async ({ page }) => {
    await page.goto('/kontakt');
    await hydrated(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
