import { expect, test, type Page, type Response } from '@playwright/test';
import { hydrated, useTheme, wcagViolations } from '../support.ts';
import { wordsIn } from '../../src/i18n/languages.ts';

/**
 * The Ukrainian pages in a Ukrainian frame (issue 34): on both Ukrainian pages, on a phone and a desktop, the frame
 * says nothing in Polish outside an element marked `lang="pl"` (the centre's name, a Polish page's title), with
 * and without JavaScript; the phone menu, the accessibility panel, search with a Ukrainian query and its results
 * page, the Ukrainian 404; axe in both themes; and a Polish page whose frame is still Polish and loads no Ukrainian,
 * its header hydrated and its question's words loaded.
 */
test.describe.configure({ mode: 'parallel' });

const uk = wordsIn('uk').frame;
const pl = wordsIn('pl').frame;
const polishFeedback = wordsIn('pl').feedback;
const UKRAINIAN_PAGES = ['/uk/pomoc-dla-obywateli-ukrainy', '/uk/swiadczenia-rodzinne-ukraina'];
/**
 * Each page is checked at each width for its own words; the header's menu, the accessibility panel and the search
 * are the frame's, the same on every Ukrainian page, so each width checks them on one page (`frameChecks`).
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, frameChecks: UKRAINIAN_PAGES[0] },
  { name: 'desktop', width: 1280, height: 800, frameChecks: UKRAINIAN_PAGES[1] },
];

/** Every word of the Polish frame, as the frame shows it. */
function polishLabels(node: unknown): string[] {
  if (typeof node === 'string') return /\p{L}/u.test(node) ? [node] : [];
  return Object.values(node as object).flatMap(polishLabels);
}
const POLISH_LABELS = polishLabels(pl).filter((label) => !polishLabels(uk).includes(label));

/**
 * The texts of the page, outside its article's own text, that a reader meets in Polish without the page saying so:
 * each text node, accessible name (`aria-label`), `title` and placeholder whose nearest `lang` is not Polish and
 * that is a Polish frame label or has Latin letters beyond addresses, e-mails, brand and technical names (cookie,
 * JavaScript, PDF) and the A− / A+ of the text size.
 */
async function polishOutsideLangPl(page: Page): Promise<string[]> {
  return page.evaluate((labels) => {
    const allowed = /https?:\/\/\S+|[\w.+-]+@[\w.-]+|\b(Facebook|JavaScript|cookie)\b|\b(PDF|KB|MB)\b|\bA[+−-]/g;
    const found: string[] = [];
    const check = (text: string, element: Element, where: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!clean) return;
      if (element.closest('[lang]')?.getAttribute('lang') === 'pl') return;
      if (labels.includes(clean) || /\p{Script=Latin}/u.test(clean.replace(allowed, '')))
        found.push(`${where}: ${clean}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      // The article's own text is the editors' (content/pages/uk/, its Polish names marked with <Lang>), and so
      // are the excerpts of it that search shows.
      if (element.closest('script, style, noscript, article .prose, [class$="__excerpt"]')) continue;
      check(node.textContent ?? '', element, element.tagName.toLowerCase());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) check(value, element, `${element.tagName.toLowerCase()}[${name}]`);
      }
    }
    return found;
  }, POLISH_LABELS);
}

for (const route of UKRAINIAN_PAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${route} on a ${viewport.name} (${viewport.width} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the frame is Ukrainian, before and after hydration, Polish only where marked', async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
        expect(await polishOutsideLangPl(page)).toEqual([]);
        await expect(page.locator('.skip-link')).toHaveText(uk.page.skipLink);
        await expect(page.locator('.back-link')).toContainText(uk.page.backLink);
        await expect(page.locator('.content-page__section')).toHaveText(uk.sections['pomoc-dla-obywateli-ukrainy']);
        await expect(page.locator('.contact-block h2')).toHaveText(uk.contact.title);
        await expect(page.locator('.site-footer')).toContainText(uk.footer.documents);
        // The language switch, both ways.
        const toPolish = page.getByRole('link', { name: pl.page.thisPage });
        await expect(toPolish).toHaveAttribute('lang', 'pl');
        await hydrated(page);
        expect(await polishOutsideLangPl(page)).toEqual([]);
        await toPolish.click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
        await expect(page.getByRole('link', { name: uk.page.thisPage })).toHaveAttribute('href', route);
      });

      if (route !== viewport.frameChecks) return;

      test('the menu names the pages in Ukrainian and says which are Polish', async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        const nav = page.getByRole('navigation', { name: uk.islands.header.mainNav });
        if (viewport.name === 'phone') {
          const menuButton = page.getByRole('button', { name: uk.islands.header.menu });
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        }
        await nav.getByRole('button', { name: uk.menuGroups['formy-pomocy'] }).click();
        const group = page.locator('#nav-formy-pomocy');
        await expect(group).toBeVisible();
        // A Polish page with a Ukrainian menu title: named in Ukrainian, said to be Polish.
        const social = group.getByRole('link', { name: `Соціальна допомога (${uk.islands.inPolish})`, exact: true });
        await expect(social).toHaveAttribute('href', '/pomoc-spoleczna');
        await expect(social).toHaveAttribute('hreflang', 'pl');
        // A Polish page with a Ukrainian version: its Ukrainian page.
        await expect(group.getByRole('link', { name: 'Допомога громадянам України', exact: true })).toHaveAttribute(
          'href',
          '/uk/pomoc-dla-obywateli-ukrainy',
        );
        expect(await polishOutsideLangPl(page)).toEqual([]);
        expect(await wcagViolations(page)).toEqual([]);
      });

      test('the accessibility panel speaks Ukrainian and works', async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        await page.getByRole('button', { name: uk.islands.accessibilityPanel.title }).click();
        const panel = page.getByRole('region', { name: uk.islands.accessibilityPanel.title });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('group', { name: uk.islands.accessibilityPanel.textSize })).toBeVisible();
        await panel.getByRole('button', { name: uk.islands.accessibilityPanel.larger }).click();
        await expect(page.locator('html')).toHaveAttribute('data-text-size', '2');
        await panel.locator('label', { hasText: uk.islands.darkMode }).click();
        await expect(panel.getByRole('switch', { name: uk.islands.darkMode })).toBeChecked();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        expect(await polishOutsideLangPl(page)).toEqual([]);
        expect(await wcagViolations(page)).toEqual([]);
        await panel.getByRole('button', { name: uk.islands.accessibilityPanel.close }).click();
        await expect(panel).toBeHidden();
      });

      test('search with a Ukrainian query lists the Ukrainian pages first and leads to the Ukrainian results', async ({
        page,
      }) => {
        await page.goto(route);
        await hydrated(page);
        if (viewport.name === 'phone') await page.getByRole('button', { name: uk.islands.header.menu }).click();
        const box = page.getByRole('combobox', { name: uk.islands.search.label }).filter({ visible: true });
        await box.fill('допомога');
        const options = page.getByRole('listbox', { name: uk.islands.search.results }).getByRole('option');
        await expect(options.first().locator('.search-box__title')).not.toHaveAttribute('lang', 'pl');
        await expect(options.first()).toContainText(/Допомога|Сімейні/);
        await box.press('Enter');
        await expect(page).toHaveURL(/\/uk\/szukaj\?q=/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
        await hydrated(page);
        await expect(page.locator('.search-results__status')).toHaveText(/^Знайдено: \d+$/);
        const links = page.locator('.search-results__list .search-results__title a');
        const hrefs = () => links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
        expect((await hrefs())[0]).toMatch(/^\/uk\//);
        // A Ukrainian query with a Polish benefit's name, as a resident may write it: the Ukrainian pages first, then
        // the Polish ones, each marked Polish.
        await page
          .locator('main')
          .getByRole('searchbox', { name: uk.islands.search.label })
          .fill('допомога zasiłek rodzinny');
        await expect(page.locator('.search-results__list a[hreflang="pl"]').first()).toBeVisible();
        const mixed = await hrefs();
        const firstPolish = mixed.findIndex((href) => !href.startsWith('/uk/'));
        expect(firstPolish, mixed.join(' ')).toBeGreaterThan(0);
        expect(
          mixed.slice(firstPolish).some((href) => href.startsWith('/uk/')),
          mixed.join(' '),
        ).toBe(false);
        await expect(links.nth(firstPolish)).toHaveAttribute('lang', 'pl');
        await expect(page.locator('.search-results__list > li').nth(firstPolish)).toContainText(uk.islands.pageIn.pl);
        expect(await polishOutsideLangPl(page)).toEqual([]);
      });
    });
  }
}

test('an unknown address under /uk/ answers 404 in Ukrainian, with the way to the Ukrainian pages', async ({
  page,
}) => {
  const response = await page.goto('/uk/nemaye-takoi-storinky');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('h1')).toHaveText(uk.notFound.title);
  for (const route of UKRAINIAN_PAGES) await expect(page.locator(`main a[href="${route}"]`)).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  expect(await polishOutsideLangPl(page)).toEqual([]);
  const search = page.getByRole('search').filter({ has: page.locator('#not-found-search') });
  await search.getByLabel(uk.islands.search.label).fill('допомога');
  await search.getByRole('button', { name: uk.islands.search.submit }).click();
  await expect(page).toHaveURL(/\/uk\/szukaj\?q=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...UKRAINIAN_PAGES, '/uk/szukaj']) {
    test(`${route} has the same Ukrainian frame`, async ({ page }) => {
      await page.goto(route);
      expect(await polishOutsideLangPl(page)).toEqual([]);
      await expect(page.locator('.skip-link')).toHaveText(uk.page.skipLink);
      await expect(page.locator('.site-header__menu-button')).toHaveText(uk.islands.header.menu);
      await expect(page.locator('summary.site-nav__toggle').first()).toHaveText(uk.menuGroups['formy-pomocy']);
      await expect(page.locator('.site-footer h2').nth(1)).toHaveText(uk.footer.help);
    });
  }

  test('the Ukrainian search page lists the Ukrainian pages first', async ({ page }) => {
    await page.goto('/uk/szukaj');
    await expect(page.getByText(uk.islands.search.needsJavaScript)).toBeVisible();
    const first = page.locator('main h2').first();
    await expect(first).toHaveText(uk.searchPage.ukrainianPages);
  });
});

// The Ukrainian pages and the Ukrainian 404 are checked with every page in both themes (every-page.spec.ts), and
// their frame whole above, with its menu and its panel open; the results of a query are this file's own.
test('axe finds nothing on the Ukrainian search results in the light and dark themes', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto('/uk/szukaj?q=допомога');
    await hydrated(page);
    await expect(page.locator('.search-results__list a').first()).toBeVisible();
    expect(await wcagViolations(page), theme).toEqual([]);
  }
});

test('a Polish page keeps its Polish frame and downloads no Ukrainian', async ({ page, baseURL }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/zasilek-staly');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('.skip-link')).toHaveText(pl.page.skipLink);
  await hydrated(page);
  await page.getByRole('button', { name: pl.islands.accessibilityPanel.title }).click();
  await expect(page.getByRole('region', { name: pl.islands.accessibilityPanel.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: pl.islands.search.label }).first()).toBeAttached();
  await expect(page.locator('.site-footer h2').nth(1)).toHaveText(pl.footer.help);
  await expect(page.locator('body [lang="pl"]')).toHaveCount(0);
  // The question under the page loads its script and words at the first press; 'Nie' only opens the comment.
  await page.getByRole('button', { name: polishFeedback.no, exact: true }).click();
  await expect(page.getByRole('textbox', { name: polishFeedback.commentLabel })).toBeFocused();
  const cyrillic: string[] = [];
  for (const response of responses) {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL!).origin || /\.(svg|png|jpe?g|webp|woff2?)$/.test(url.pathname)) continue;
    if (/\p{Script=Cyrillic}/u.test(await response.text())) cyrillic.push(url.pathname);
  }
  expect(responses.length).toBeGreaterThan(3);
  expect(cyrillic).toEqual([]);
});
