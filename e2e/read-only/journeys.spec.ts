import { expect, test, type Page } from '@playwright/test';
import { journeys, journeysIn, journeysThrough } from '../../src/domain/journeys/index.ts';
import { wordsIn } from '../../src/i18n/languages.ts';
import { langOfRoute } from '../../src/util/current-route.ts';
import { normalise } from '../support.ts';

/**
 * The journeys ('Krok po kroku', src/domain/journeys/) as a resident meets them: every step readable without
 * JavaScript, reachable by keyboard, listed on the home page and named on the page of each step. Their weight, WCAG
 * in both themes and reflow are every-page.spec.ts's, as for any page.
 */

/** The routes of this site that a journey's steps link, without the part after '#'. */
const linkedPages = [
  ...new Set(
    Object.values(journeys).flatMap((journey) =>
      journey.steps.flatMap((step) => (step.links ?? []).map((link) => link.split('#')[0]!)),
    ),
  ),
];

/** The `href` of every link inside the steps, in the order of the page. */
const stepHrefs = (page: Page) =>
  page.locator('ol.journey a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, journey] of Object.entries(journeys)) {
    test(`${route} shows every step: its number or 'i' / 'lub', who handles it and the pages that explain it`, async ({
      page,
    }) => {
      await page.goto(route);
      const words = wordsIn(langOfRoute(route)).frame.journey;
      const steps = page.locator('ol.journey > li');
      await expect(steps).toHaveCount(journey.steps.length);
      let number = 0;
      for (const [index, step] of journey.steps.entries()) {
        const item = steps.nth(index);
        const mark = step.logic ? words[step.logic] : `${words.step} ${++number}:`;
        expect(normalise((await item.getByRole('heading', { level: 2 }).textContent()) ?? '')).toMatch(
          new RegExp(`^${mark} \\S`),
        );
        await expect(item.getByRole('term').first()).toHaveText(words.who);
        await expect(item.getByRole('definition').first()).not.toBeEmpty();
        if (step.deadline) await expect(item.getByRole('term').filter({ hasText: words.deadline })).toBeVisible();
        const hrefs = await item.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        for (const link of step.links ?? []) expect(hrefs).toContain(link);
        if (step.elsewhere) expect(hrefs).toContain(new URL(step.elsewhere.href).href);
      }
    });
  }

  test("the home page lists every Polish journey under 'Co się stało?', above the forms of help", async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Co się stało?' });
    await expect(heading).toBeVisible();
    const list = heading.locator('xpath=following-sibling::ul[1]');
    const hrefs = await list.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(journeysIn('/'));
    const forms = page.getByRole('heading', { name: 'Formy pomocy społecznej' });
    expect((await heading.boundingBox())!.y).toBeLessThan((await forms.boundingBox())!.y);
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${journeysIn('/')[0]}$`));
    await expect(page.locator('ol.journey')).toBeVisible();
  });

  test("every page of a step says 'Ten krok jest częścią' and links its journeys", async ({ page }) => {
    expect(linkedPages.length).toBeGreaterThan(15);
    for (const route of linkedPages) {
      await page.goto(route);
      const line = page.locator('article p', { hasText: wordsIn(langOfRoute(route)).frame.journey.partOf });
      const hrefs = await line.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs, route).toEqual(journeysThrough(route));
    }
  });
});

test('the keyboard reaches every link of the steps in their order, each visibly focused', async ({ page }) => {
  const route = journeysIn('/')[0]!;
  await page.goto(route);
  const expected = await stepHrefs(page);
  expect(expected.length).toBeGreaterThan(4);
  // From the top of the page, as a keyboard user comes: Tab until the first link of the steps, then through them.
  const inSteps = page.locator('ol.journey a:focus');
  for (let press = 0; press < 80 && (await inSteps.count()) === 0; press++) await page.keyboard.press('Tab');
  const reached: (string | null)[] = [];
  for (let press = 0; press < expected.length; press++) {
    if (press > 0) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    expect(await focused.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
    reached.push(await focused.getAttribute('href'));
  }
  expect(reached).toEqual(expected);
});
