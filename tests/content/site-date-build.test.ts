import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCli, runCommand } from './run-command.ts';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/chromium.ts';
import { strings } from '../../src/i18n/strings.ts';

/**
 * The site on other days than today: real builds (Astro only) of a copy of the project in which an editor has
 * entered the next income criterion ahead of its day, as content/README.md shows: 1 100 / 900 zł from
 * 1 January 2027. Built with SITE_DATE in 2024, a month before the change and on its day.
 */
const project = mkdtempSync(join(tmpdir(), 'ops-site-date-'));
const builds = new Map<string, { dir: string; output: string }>();
let browser: Browser;

async function build(siteDate: string): Promise<void> {
  const dir = join(project, `dist-${siteDate}`);
  const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', dir], {
    cwd: project,
    env: { SITE_DATE: siteDate, PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PLACEHOLDERS_ALLOWED: '1' },
  });
  expect(code, output).toBe(0);
  builds.set(siteDate, { dir, output });
}

/** A built page's text as a reader sees it: tags dropped, non-breaking spaces as spaces. */
function text(siteDate: string, page: string): string {
  const html = readFileSync(join(builds.get(siteDate)!.dir, page), 'utf8');
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  copyProject(project);
  const common = join(project, 'src', 'domain', 'amounts', 'common.ts');
  const next = (zloty: number) => `      { from: '2027-01-01', zloty: ${zloty}, source: 'rozporządzenie Rady Ministrów z 2026 r. (test)' },\n`;
  writeFileSync(
    common,
    readFileSync(common, 'utf8')
      .replace(/(\{ from: '2025-01-01', zloty: 1010, source: from2025 \},\n)/, `$1${next(1100)}`)
      .replace(/(\{ from: '2025-01-01', zloty: 823, source: from2025 \},\n)/, `$1${next(900)}`),
  );
  expect(readFileSync(common, 'utf8').match(/2027-01-01/g)).toHaveLength(2);
  for (const day of ['2024-06-01', '2026-12-01', '2027-01-01']) await build(day);
  browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('a build for a day in 2024', () => {
  it('shows the criterion then in force, 776 / 600 zł, and the figures computed from it', () => {
    expect(text('2024-06-01', 'pomoc-spoleczna.html')).toContain('776 zł (obowiązuje od 1 stycznia 2022 r.)');
    expect(text('2024-06-01', 'pomoc-spoleczna.html')).toContain('600 zł (obowiązuje od 1 stycznia 2022 r.)');
    const meals = text('2024-06-01', 'posilek-w-szkole.html');
    expect(meals).toContain('1 552 zł'); // 200 % of 776 zł
    expect(meals).toContain('1 200 zł'); // 200 % of 600 zł
    expect(meals).not.toContain('2 020 zł');
    const permanent = text('2024-06-01', 'zasilek-staly.html');
    expect(permanent).toContain('719 zł');
    expect(permanent).toContain('780 zł'); // 130 % of 600 zł
  });

  it('keeps the food aid edition of 2025 at its own figures', () => {
    expect(text('2024-06-01', 'program-fundusze-europejskie-pomoc-zywnosciowa.html')).toContain('2 676,50 zł');
  });

  it('lists, in one Polish warning, the amounts whose first known value starts later', () => {
    const warnings = builds.get('2024-06-01')!.output.split('\n').filter((line) => line.includes('moduł kwot nie zna'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('nursingBenefit.monthly');
    expect(warnings[0]).not.toContain('incomeCriterion');
  });
});

describe('a value entered ahead of its day', () => {
  it('is announced within 60 days before it, beside the value in force, in the same words everywhere', () => {
    const page = text('2026-12-01', 'pomoc-spoleczna.html');
    expect(page).toContain('1 010 zł (obowiązuje od 1 stycznia 2025 r.; od 1 stycznia 2027 r.: 1 100 zł)');
    expect(page).toContain('823 zł (obowiązuje od 1 stycznia 2025 r.; od 1 stycznia 2027 r.: 900 zł)');
    // The figures computed from it announce their own next values.
    expect(text('2026-12-01', 'posilek-w-szkole.html')).toContain('od 1 stycznia 2027 r.: 2 200 zł');
    expect(text('2026-12-01', 'sprawdz-uprawnienia.html')).toContain('1 010 zł (od 1 stycznia 2027 r.: 1 100 zł)');
    expect(builds.get('2026-12-01')!.output).toMatch(/Nowe wartości kwot zaczną obowiązywać: 2027-01-01 \(incomeCriterion\.single, /);
  });

  it('is the value in force on and after its day, with its own date', () => {
    const page = text('2027-01-01', 'pomoc-spoleczna.html');
    expect(page).toContain('1 100 zł (obowiązuje od 1 stycznia 2027 r.)');
    expect(page).not.toContain('1 010 zł');
    expect(text('2027-01-01', 'posilek-w-szkole.html')).toContain('2 200 zł');
  });

  it('never changes a past edition', () => {
    for (const day of ['2026-12-01', '2027-01-01']) {
      const foodAid = text(day, 'program-fundusze-europejskie-pomoc-zywnosciowa.html');
      expect(foodAid).toContain('2 676,50 zł');
      expect(foodAid).not.toContain('2 915 zł'); // 265 % of 1 100 zł
    }
  });
});

describe('the self-check in the browser, on both sides of the change', () => {
  const t = strings.selfCheck;

  async function selfCheck(siteDate: string, income: string): Promise<{ qualifying: string[]; exceeded: string[] }> {
    const { server, url } = await startStaticServer({ root: builds.get(siteDate)!.dir, port: 0 });
    try {
      const page = await browser.newPage({ baseURL: url });
      await page.goto('/sprawdz-uprawnienia');
      await page.getByLabel(t.form.persons.label, { exact: true }).fill('1');
      await page.getByLabel(t.form.income.label, { exact: true }).fill(income);
      await page.locator('.self-check').getByRole('button', { name: t.form.submit, exact: true }).click();
      await page.getByRole('heading', { name: t.result.heading }).waitFor();
      const list = async (heading: string) => {
        const items = page.getByRole('list', { name: heading }).getByRole('listitem');
        return (await items.count()) ? (await items.allTextContents()).map((item) => item.replace(/\s+/g, ' ')) : [];
      };
      return { qualifying: await list(t.result.qualifying), exceeded: await list(t.result.exceeded) };
    } finally {
      server.close();
    }
  }

  it('a month before: 1 050 zł is above the threshold of 1 010 zł, and the form says it becomes 1 100 zł', async () => {
    const { qualifying, exceeded } = await selfCheck('2026-12-01', '1050');
    const periodic = exceeded.find((item) => item.startsWith('Zasiłek okresowy'));
    expect(periodic).toContain('próg 1 010 zł (od 1 stycznia 2027 r.: 1 100 zł)');
    expect(qualifying.some((item) => item.startsWith('Zasiłek okresowy'))).toBe(false);
  });

  it('on the day: the same income is within the new threshold', async () => {
    const { qualifying } = await selfCheck('2027-01-01', '1050');
    const periodic = qualifying.find((item) => item.startsWith('Zasiłek okresowy'));
    expect(periodic).toContain('próg 1 100 zł');
    expect(periodic).not.toContain('od 1 stycznia 2027 r.');
  });
});
