import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { allRoutes, hydrated, useTheme, wcagViolations } from '../support.ts';
import { expectDesktopMenus, menuLinks } from '../checks/navigation.ts';
import { readContentPages, sitePageFiles } from '../../scripts/lib/content-pages.ts';
import { centreFacts, factsIn } from '../../scripts/lib/centre-facts.ts';
import { SECOND_CENTRE } from '../../scripts/lib/second-centre.ts';
import { outDirOf, readCentreFile } from '../../src/integrations/centre/centre-files.ts';
import { buildSiteTree } from '../../src/domain/site/page-tree.ts';
import { menuGroups } from '../../src/domain/site/navigation.ts';

/**
 * The second demo centre's build (`CENTRE=gops-jezynowo npm run build:seeded`, served on its own port), in a few
 * tests that still catch what a centre of its own could break: every page answers, none shows another centre's
 * facts, the pages where it differs from the main centre pass axe in both themes, its menus are its pages', search
 * finds a shared and a local page, and the Ukrainian pages name it in Ukrainian. The main centre's full suite is
 * e2e/read-only/ and the others.
 */
test.describe.configure({ mode: 'parallel' });

const root = join(import.meta.dirname, '..', '..');

test.beforeAll(() => {
  // Without its build, playwright.config.ts starts no server for it: say what to run instead of timing out.
  if (!existsSync(join(root, outDirOf(SECOND_CENTRE))))
    throw new Error(`Brak ${outDirOf(SECOND_CENTRE)}/: najpierw CENTRE=${SECOND_CENTRE} npm run build:seeded.`);
});
const centre = readCentreFile(root, SECOND_CENTRE, 'centre.yaml').data;
const theme = readCentreFile(root, SECOND_CENTRE, 'theme.yaml').data;
const tree = buildSiteTree(readContentPages(undefined, sitePageFiles(root, { CENTRE: SECOND_CENTRE })), menuGroups);
const OWN_PAGES = ['/swietlica-dla-seniorow', '/dowoz-do-lekarza'];
const UKRAINIAN_PAGES = ['/uk/pomoc-dla-obywateli-ukrainy', '/uk/swiadczenia-rodzinne-ukraina'];
/** Where the centre differs from the main one: its data, its own pages, its staff, its documents, its self-check. */
const PAGES_OF_ITS_OWN = ['/', '/kontakt', '/kadra', '/pliki-do-pobrania', '/sprawdz-uprawnienia', ...OWN_PAGES];

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('every page answers, and none shows a fact of another centre', async ({ page }) => {
  test.setTimeout(90_000);
  const routes = await allRoutes(page);
  expect(routes).toEqual(expect.arrayContaining([...OWN_PAGES, ...UKRAINIAN_PAGES, '/zasilek-staly']));
  // Nowy Tomyśl's local programmes are its own pages: not in this centre's site.
  expect(routes).not.toContain('/wielkopolska-karta-rodziny');
  expect(routes).not.toContain('/karta-duzej-rodziny-gminy');
  const others = centreFacts(root).filter((other) => other.centre !== SECOND_CENTRE);
  expect(others.map((other) => other.centre)).toContain('nowy-tomysl');
  const problems: string[] = [];
  for (const route of routes) {
    const response = await page.request.get(route);
    if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
    const html = await response.text();
    for (const { centre: other, facts } of others)
      problems.push(...factsIn(html, facts).map((fact) => `${route}: „${fact}” (${other})`));
  }
  expect(problems).toEqual([]);
});

async function violationsInBothThemes(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  for (const colours of ['light', 'dark'] as const) {
    await useTheme(page, colours);
    await page.goto(route);
    await hydrated(page);
    found.push(...(await wcagViolations(page)).map((violation) => `${route} (${colours}): ${violation}`));
  }
  return found;
}

test('the pages where it differs from the main centre pass axe in both themes, in its own colours', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const route of PAGES_OF_ITS_OWN) found.push(...(await violationsInBothThemes(page, route)));
  expect(found).toEqual([]);
  await useTheme(page, 'light');
  await page.goto('/dowoz-do-lekarza');
  await expect(page.locator('main a[href="/swietlica-dla-seniorow"]')).toHaveCSS('color', rgb(theme.light.link!));
});

test('its menus hold its pages: the shared ones and its own, nothing of another centre', async ({ page }) => {
  await page.goto('/zasilek-staly');
  await hydrated(page);
  await expectDesktopMenus(page, tree);
  const links = tree.groups.flatMap((group) => menuLinks(group.entries));
  expect(links).toEqual(expect.arrayContaining(OWN_PAGES));
  expect(links).not.toContain('/nowotomyski-klub-seniora');
});

test('search finds a shared page and a page of its own', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Szukaj w serwisie' });
  const first = page.getByRole('listbox', { name: 'Wyniki wyszukiwania' }).getByRole('option').first();
  for (const [query, title] of [
    ['zasiłek stały', 'Zasiłek stały'],
    ['bus do przychodni', 'Dowóz do lekarza i do świetlicy'],
  ] as const) {
    await box.fill(query);
    await expect(first).toContainText(title);
  }
});

test('the Ukrainian pages name it in Ukrainian and pass axe in both themes', async ({ page }) => {
  const found: string[] = [];
  for (const route of UKRAINIAN_PAGES) {
    found.push(...(await violationsInBothThemes(page, route)));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  }
  expect(found).toEqual([]);
  await page.goto(UKRAINIAN_PAGES[0]!);
  await expect(page.locator('main')).toContainText(centre.nameInUkrainian.genitive);
});
