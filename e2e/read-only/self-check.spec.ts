import { expect, test, type Page } from '@playwright/test';
import { selfCheckWords } from '../../src/i18n/pl/self-check.ts';
import { fill as fillMessage } from '../../src/i18n/message.ts';
import { holdRequests, hydrated, normalise, useTheme, wcagViolations } from '../support.ts';

/**
 * The income self-check at /sprawdz-uprawnienia: a form island (`client:intent`) that lists the benefits whose
 * income thresholds a household falls within, and the table of every threshold, which is there without
 * JavaScript too. Figures are written out, as in e2e/facts: a change of an amount must be seen here as well.
 */

const ROUTE = '/sprawdz-uprawnienia';
const t = selfCheckWords;

interface Answers {
  persons?: string;
  income?: string;
  personsAged75?: string;
  children?: string;
  disability?: boolean;
}

const island = (page: Page) => page.locator('astro-island', { has: page.locator('.self-check') });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.locator('.self-check').getByRole('button', { name: t.form.submit, exact: true });
const resultHeading = (page: Page) => page.getByRole('heading', { name: t.result.heading });

async function fill(page: Page, answers: Answers): Promise<void> {
  const labels = {
    persons: t.form.persons.label,
    income: t.form.income.label,
    personsAged75: t.form.personsAged75.label,
    children: t.form.children.label,
  };
  for (const [name, label] of Object.entries(labels)) {
    const value = answers[name as keyof typeof labels];
    if (value !== undefined) await field(page, label).fill(value);
  }
  if (answers.disability) await field(page, t.form.disability.label).check();
}

async function check(page: Page, answers: Answers): Promise<void> {
  await fill(page, answers);
  await submit(page).click();
}

/** The items of a result list, as a reader sees them. */
async function items(page: Page, heading: string): Promise<string[]> {
  const list = page.getByRole('list', { name: heading });
  return (await list.getByRole('listitem').allTextContents()).map(normalise);
}

async function open(page: Page): Promise<void> {
  await page.goto(ROUTE);
  await hydrated(page);
}

test.describe('a filled form lists the benefits within reach', () => {
  test('a family of three with two children', async ({ page }) => {
    await open(page);
    await check(page, { persons: '3', income: '2 437,50', children: '2' });
    await expect(resultHeading(page)).toBeFocused();

    const qualifying = await items(page, t.result.qualifying);
    expect(qualifying).toContain('Zasiłek okresowy – dochód na osobę 812,50 zł, próg 823 zł');
    expect(qualifying).toContain('Stypendium szkolne i zasiłek szkolny – dochód na osobę 812,50 zł, próg 823 zł');
    expect(qualifying).toContain('Posiłek w szkole i w domu – dochód na osobę 812,50 zł, próg 1 646 zł');
    expect(qualifying.some((item) => item.startsWith('Zasiłek stały – dochód na osobę 812,50 zł, próg 823 zł'))).toBe(
      true,
    );
    expect(qualifying.join(' ')).not.toContain('Opieka 75+');

    const exceeded = await items(page, t.result.exceeded);
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]).toContain(
      'Zasiłek rodzinny z dodatkami – dochód na osobę 812,50 zł, próg 674 zł; dochód gospodarstwa przekracza próg dla 3 osób (2 022,00 zł) o 415,50 zł',
    );
    expect(exceeded[0]).toContain('złotówka za złotówkę');

    expect(await items(page, t.result.withoutIncomeTest)).toEqual([
      'Zasiłek pielęgnacyjny',
      'Świadczenie pielęgnacyjne',
      'Świadczenie rodzicielskie',
      'Świadczenie „Za życiem”',
      'Karta Dużej Rodziny',
    ]);
    const result = page.locator('.self-check__result');
    await expect(result.getByRole('link', { name: 'Zasiłek okresowy' })).toHaveAttribute('href', '/zasilek-okresowy');
    await expect(result).toContainText('wywiadzie środowiskowym');
    await expect(page.getByText(t.result.childrenHint.link)).toHaveCount(0);
  });

  test('a person of 76 living alone, without a child count', async ({ page }) => {
    await open(page);
    await check(page, { persons: '1', income: '2000', personsAged75: '1' });

    const qualifying = await items(page, t.result.qualifying);
    expect(qualifying).toContain('Opieka 75+ – dochód 2 000,00 zł, próg 2 525 zł');
    expect(qualifying).toContain('Posiłek w szkole i w domu – dochód 2 000,00 zł, próg 2 020 zł');
    expect(qualifying).toContain('Fundusze Europejskie na Pomoc Żywnościową – dochód 2 000,00 zł, próg 2 676,50 zł');

    const exceeded = await items(page, t.result.exceeded);
    expect(exceeded).toContain(
      'Zasiłek okresowy – dochód 2 000,00 zł, próg 1 010 zł; dochód przekracza próg o 990,00 zł',
    );

    // No child count: no child benefit, and a hint that leads to the field.
    const listed = [...qualifying, ...exceeded].join(' ');
    for (const title of ['Zasiłek rodzinny', 'Fundusz alimentacyjny', 'Jednorazowa zapomoga', 'Stypendium szkolne']) {
      expect(listed).not.toContain(title);
    }
    await page.getByRole('link', { name: t.result.childrenHint.link }).click();
    await expect(field(page, t.form.children.label)).toBeFocused();
  });

  test('the disability box raises the family allowance threshold to 764 zł per person', async ({ page }) => {
    await open(page);
    await check(page, { persons: '2', income: '1528', children: '1', disability: true });
    expect(await items(page, t.result.qualifying)).toContain(
      'Zasiłek rodzinny z dodatkami – dochód na osobę 764,00 zł, próg 764 zł',
    );

    await check(page, { income: '1528,01' });
    await expect(resultHeading(page)).toBeFocused();
    expect((await items(page, t.result.exceeded)).join(' ')).toContain(
      'Zasiłek rodzinny z dodatkami – dochód na osobę 764,01 zł, próg 764 zł',
    );
  });

  test('income equal to the threshold qualifies and one grosz more does not (823 zł × 3)', async ({ page }) => {
    await open(page);
    await check(page, { persons: '3', income: '2469' });
    expect((await items(page, t.result.qualifying)).join(' ')).toContain('Zasiłek okresowy');
    await check(page, { income: '2469,01' });
    expect((await items(page, t.result.exceeded)).join(' ')).toContain(
      'Zasiłek okresowy – dochód na osobę 823,00 zł, próg 823 zł; dochód gospodarstwa przekracza próg dla 3 osób (2 469,00 zł) o 0,01 zł',
    );
  });
});

test.describe('bad input', () => {
  test('every field in error says why, focus moves to the first, and no result stays', async ({ page }) => {
    await open(page);
    await check(page, { persons: '3', income: '2000' });
    await expect(resultHeading(page)).toBeVisible();

    await check(page, { persons: '0', income: '1,234', personsAged75: '-1', children: 'dwoje' });
    await expect(resultHeading(page)).toHaveCount(0);

    const expected = [
      [t.form.persons.label, fillMessage.pl(t.errors.persons.outOfRange, { min: 1, max: 20 })],
      [t.form.income.label, t.errors.income.tooManyDecimals],
      [t.form.personsAged75.label, t.errors.count.negative],
      [t.form.children.label, t.errors.count.notWhole],
    ] as const;
    for (const [label, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    }
    await expect(field(page, t.form.persons.label)).toBeFocused();
  });

  for (const { name, answers, label, message } of [
    { name: 'empty form', answers: {}, label: t.form.persons.label, message: t.errors.persons.missing },
    {
      name: '21 persons',
      answers: { persons: '21', income: '100' },
      label: t.form.persons.label,
      message: fillMessage.pl(t.errors.persons.outOfRange, { min: 1, max: 20 }),
    },
    {
      name: 'letters as income',
      answers: { persons: '2', income: 'dużo' },
      label: t.form.income.label,
      message: t.errors.income.notAnAmount,
    },
    {
      name: 'negative income',
      answers: { persons: '2', income: '-100' },
      label: t.form.income.label,
      message: t.errors.income.negative,
    },
    {
      name: 'more children than persons',
      answers: { persons: '2', income: '100', children: '3' },
      label: t.form.children.label,
      message: fillMessage.pl(t.errors.childrenAbovePersons, { persons: 2 }),
    },
  ]) {
    test(`${name}: the message is on its field, which has focus`, async ({ page }) => {
      await open(page);
      await check(page, answers);
      await expect(field(page, label)).toBeFocused();
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
      await expect(resultHeading(page)).toHaveCount(0);
    });
  }

  test('amounts are read as residents write them', async ({ page }) => {
    await open(page);
    for (const income of ['2500', '2 500', '2\u00a0500', '2\u202f500', '2500,00', '2500.00']) {
      await check(page, { persons: '1', income });
      await expect(page.locator('.self-check__summary')).toContainText('2\u00a0500,00\u00a0zł');
    }
  });
});

test('what is typed and pressed before the island hydrates is used, and the page does not reload', async ({ page }) => {
  const release = await holdRequests(page, '**/_astro/*.js');
  await page.goto(ROUTE);
  await fill(page, { persons: '3', income: '2 437,50', children: '2' });
  await submit(page).click();
  await expect(island(page)).toHaveAttribute('ssr', '');
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(resultHeading(page)).toBeFocused();
  expect(await items(page, t.result.qualifying)).toContain('Zasiłek okresowy – dochód na osobę 812,50 zł, próg 823 zł');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the table of every threshold is shown, and the form says it needs JavaScript', async ({ page }) => {
    await page.goto(ROUTE);
    const table = page.getByRole('table', { name: t.thresholds.caption });
    await expect(table).toBeVisible();
    await expect(table.locator('caption')).toHaveText(t.thresholds.caption);
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(12);
    const row = (title: string) => table.getByRole('row', { name: new RegExp(title) });
    await expect(row('Zasiłek okresowy')).toContainText('1\u00a0010\u00a0zł');
    await expect(row('Zasiłek okresowy')).toContainText('823\u00a0zł');
    await expect(row('Opieka 75\\+')).toContainText('2\u00a0057,50\u00a0zł');
    await expect(row('Zasiłek rodzinny')).toContainText('764\u00a0zł');
    await expect(row('Zasiłek stały')).toContainText('całkowitej niezdolności do pracy');
    await expect(table.getByRole('link', { name: 'Dodatek mieszkaniowy' })).toHaveAttribute(
      'href',
      '/dodatek-mieszkaniowy',
    );
    await expect(page.locator('.self-check')).toBeHidden();
    await expect(page.locator('.requires-js + noscript p').filter({ hasText: t.needsJavaScript })).toBeVisible();
  });
});

test.describe('no WCAG 2.1 AA violations', () => {
  for (const theme of ['light', 'dark'] as const) {
    // The empty form is checked with every page, in both themes (every-page.spec.ts).
    test(`in ${theme} mode, with a result and with messages`, async ({ page }) => {
      await useTheme(page, theme);
      await open(page);
      await check(page, { persons: '3', income: '2469,01', personsAged75: '1', children: '1', disability: true });
      await expect(resultHeading(page)).toBeFocused();
      expect(await wcagViolations(page)).toEqual([]);
      await check(page, { persons: 'x', income: '', personsAged75: '9', children: '-1' });
      await expect(field(page, t.form.persons.label)).toBeFocused();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe('at 320 px wide with the largest text', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the form, its messages and the result reflow without horizontal scrolling', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('textSize', '2'));
    await open(page);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await check(page, { persons: 'x', income: '1,234' });
    expect(await scrollWidth()).toBeLessThanOrEqual(320);
    await check(page, { persons: '3', income: '2469,01', personsAged75: '1', children: '1', disability: true });
    await expect(resultHeading(page)).toBeFocused();
    expect(await scrollWidth()).toBeLessThanOrEqual(320);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the self-check is linked from the home page, the "Formy pomocy" menu and the two index pages', async ({
  page,
}) => {
  const name = 'Sprawdź, jaka pomoc może Ci przysługiwać';
  await page.goto('/');
  await expect(page.locator('.hero').getByRole('link', { name })).toHaveAttribute('href', ROUTE);
  await expect(
    page.locator('.site-nav details', { hasText: 'Formy pomocy' }).locator(`a[href="${ROUTE}"]`),
  ).toHaveCount(1);
  for (const index of ['/pomoc-spoleczna', '/swiadczenia-rodzinne']) {
    await page.goto(index);
    await expect(page.locator('main').getByRole('link', { name })).toHaveAttribute('href', ROUTE);
  }
});
