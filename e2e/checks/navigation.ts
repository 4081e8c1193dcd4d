import { expect, type Page } from '@playwright/test';
import type { NavEntry, SiteTree } from '../../src/domain/site/page-tree.ts';

/**
 * What the menus must show, taken from the site tree that the pages' frontmatter builds: a page added as one file
 * is expected where its `parent` and `order` put it, with no test to edit. Used by the navigation tests on the
 * site's build and by the test that builds a copy with one more page.
 */

/** The links of a group's entries in document order (depth first), as a menu lists them. */
export function menuLinks(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) => [entry.link, ...menuLinks(entry.children ?? [])]);
}

/** Each desktop dropdown opens from its button and holds exactly its group's pages, in the tree's order. */
export async function expectDesktopMenus(page: Page, tree: SiteTree): Promise<void> {
  const nav = page.locator('.site-nav');
  for (const group of tree.groups) {
    const toggle = nav.getByRole('button', { name: group.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const links = await panel
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links, group.title).toEqual(menuLinks(group.entries));
    await toggle.click();
    await expect(panel).toBeHidden();
  }
}

/** The phone menu shows the same groups as accordions, each with the same pages in the same order. */
export async function expectMobileMenus(page: Page, tree: SiteTree): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#site-nav');
  await expect(menu).toBeVisible();
  const toggles = menu.locator('.site-nav__toggle');
  await expect(toggles).toHaveText(tree.groups.map((group) => group.title));
  for (const [index, group] of tree.groups.entries()) {
    await toggles.nth(index).click();
    await expect(toggles.nth(index)).toHaveAttribute('aria-expanded', 'true');
    // Only the open accordion's links are shown.
    const links = await menu
      .locator('.nav-list')
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.filter((anchor) => anchor.checkVisibility()).map((anchor) => anchor.getAttribute('href')),
      );
    expect(links, group.title).toEqual(menuLinks(group.entries));
  }
}

/** An index page shows one card per child page (those not marked `indexCard: false`), with its menu title and card text. */
export async function expectIndexCards(page: Page, tree: SiteTree, route: string): Promise<void> {
  const expected = tree.cardsOf(route);
  expect(expected.length, route).toBeGreaterThan(0);
  await page.goto(route);
  const cards = page.locator('main .card-grid .card');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, entry] of expected.entries()) {
    const link = cards.nth(index).locator('.card__link');
    await expect(link).toHaveAttribute('href', entry.link);
    await expect(link).toHaveText(entry.title);
    await expect(cards.nth(index).locator('.card__description')).toHaveText(entry.description);
  }
}
