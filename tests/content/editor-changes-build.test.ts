import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCli, runCommand } from './run-command.ts';
import { departuresFromSpecification } from './specification-menu.ts';
import { siteTreeOf } from '../../scripts/lib/content-pages.ts';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/chromium.ts';
import { expectDesktopMenus, expectIndexCards, expectMobileMenus } from '../../e2e/checks/navigation.ts';
import { hydrated } from '../../e2e/support.ts';
import { strings } from '../../src/i18n/strings.ts';

/**
 * What an editor's changes do, in real builds (Astro only) of a copy of the project in which an editor has
 * - added a page as one file in content/pages, with a title, a description and a parent, and nothing else;
 * - entered the next income criterion ahead of its day, as content/README.md shows: 1 100 / 900 zł from
 *   1 January 2027.
 * Built with SITE_DATE a month before the change and on its day, each by a plain `astro build`. A day
 * before the amounts module's first values is not built: the values then (src/domain/amounts/amount-lookup.test.ts)
 * and the build's warning (src/integrations/site-date/report.test.ts) are checked without a build, and the same
 * lookups and the same report are what these two builds show. Both are built with the backend out of reach (as an
 * editor's preview may be), which the build must survive: the last checks. Then a mistake in the editors' file for
 * search stops a third build before it renders a page.
 */
const project = mkdtempSync(join(tmpdir(), 'ops-editor-changes-'));
const builds = new Map<string, { dir: string; output: string }>();
let browser: Browser;

// A preview's variables: a backend out of reach, and no key, which a preview may leave to the local backend's.
const env = { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PUBLIC_SUPABASE_ANON_KEY: '', PLACEHOLDERS_ALLOWED: '1' };

async function build(siteDate: string, outDir: string): Promise<void> {
  const dir = join(project, outDir);
  const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', dir], {
    cwd: project,
    env: { ...env, SITE_DATE: siteDate },
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
  writeFileSync(
    join(project, 'content', 'pages', 'pomoc-sasiedzka.mdx'),
    [
      '---',
      'title: Pomoc sąsiedzka',
      'description: Jak sąsiedzi mogą pomagać sobie nawzajem i jak ośrodek wspiera takie inicjatywy w naszej gminie.',
      'parent: /swiadczenia-niepieniezne',
      'lastReviewed: 2026-11-23',
      '---',
      '',
      'Sąsiedzi pomagają sobie w zakupach i drobnych sprawach.',
      '',
    ].join('\n'),
  );
  const common = join(project, 'src', 'domain', 'amounts', 'common.ts');
  const next = (zloty: number) => `      { from: '2027-01-01', zloty: ${zloty}, source: 'rozporządzenie Rady Ministrów z 2026 r. (test)' },\n`;
  writeFileSync(
    common,
    readFileSync(common, 'utf8')
      .replace(/(\{ from: '2025-01-01', zloty: 1010, source: from2025 \},\n)/, `$1${next(1100)}`)
      .replace(/(\{ from: '2025-01-01', zloty: 823, source: from2025 \},\n)/, `$1${next(900)}`),
  );
  expect(readFileSync(common, 'utf8').match(/2027-01-01/g)).toHaveLength(2);
  await build('2026-12-01', 'dist');
  await build('2027-01-01', 'dist-2027-01-01');
  browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('a page added as one file', () => {
  // The menus and index cards are checked by the browser tests' own checks, which follow the pages: no test has to
  // be edited for a new page.
  it('is in its menu group, a card on its parent page, in the sitemap and in the search index', async () => {
    const dist = (file: string) => readFileSync(join(project, 'dist', file), 'utf8');

    const page = dist('pomoc-sasiedzka.html');
    expect(page).toContain('<h1>Pomoc sąsiedzka</h1>');
    // The label above the title comes from the parent page's section.
    expect(page).toContain('Pomoc społeczna</p>');
    // The menu of every page: in the "Formy pomocy" group, under the non-cash benefits, last.
    const menu = dist('kontakt.html');
    expect(menu).toMatch(/href="\/praca-socjalna"[^]*?href="\/pomoc-sasiedzka"[^]*?Programy specjalne/);
    // A card on the parent's page, with the page's description as the card text.
    expect(dist('swiadczenia-niepieniezne.html')).toMatch(
      /class="card__link" href="\/pomoc-sasiedzka">Pomoc sąsiedzka<\/a>[^]*?Jak sąsiedzi mogą pomagać/,
    );
    expect(dist('sitemap.xml')).toContain('/pomoc-sasiedzka</loc>');

    // Search indexes the <article data-search-body> of every page, the new one among them.
    expect(page).toContain('<article data-search-body>');
    const searchable = readdirSync(join(project, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && dist(file).includes('data-search-body'),
    );
    expect(searchable).toContain('pomoc-sasiedzka.html');
    // The navigation checks of the browser tests, on the copy's own tree, in a real browser.
    const tree = siteTreeOf(join(project, 'content', 'pages'));
    expect(tree.cardsOf('/swiadczenia-niepieniezne').at(-1)?.link).toBe('/pomoc-sasiedzka');
    expect(departuresFromSpecification(tree)).toEqual([]);
    const { server, url } = await startStaticServer({ root: join(project, 'dist'), port: 0 });
    try {
      const desktop = await browser.newPage({ baseURL: url, viewport: { width: 1280, height: 800 } });
      await desktop.goto('/zasilek-staly');
      await hydrated(desktop);
      await expectDesktopMenus(desktop, tree);
      await expectIndexCards(desktop, tree, '/swiadczenia-niepieniezne');
      const phone = await browser.newPage({ baseURL: url, viewport: { width: 375, height: 740 } });
      await phone.goto('/kontakt');
      await hydrated(phone);
      await expectMobileMenus(phone, tree);
    } finally {
      server.close();
    }

    // A plain `astro build` (what a host's default build command runs) wrote the index beside the pages.
    expect(builds.get('2026-12-01')!.output).toMatch(/Wyszukiwarka: \d+ stron informacyjnych, 0 aktualności/);
    const indexed: Record<string, { kind: string }> = JSON.parse(dist(join('search', 'search-data.json'))).pages;
    expect(Object.keys(indexed).filter((url) => indexed[url]!.kind !== 'news').length).toBe(searchable.length);
    expect(indexed['/pomoc-sasiedzka']).toEqual({ kind: 'page' });
  }, 60_000);
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

describe('a preview build that names no key', () => {
  it('uses the local backend’s demo key, and says so in one line', () => {
    const { output } = builds.get('2026-12-01')!;
    const line = /Brak PUBLIC_SUPABASE_ANON_KEY: ta wersja \(PLACEHOLDERS_ALLOWED\) używa klucza demonstracyjnego lokalnego backendu\./g;
    expect(output.match(line)).toHaveLength(1);
  });
});

describe('a build that cannot reach the backend', () => {
  it('succeeds, warns once, and the pages load the news and files live', () => {
    const { dir, output } = builds.get('2026-12-01')!;
    expect(output.match(/\[snapshot\] Uwaga: nie udało się odczytać aktualności i plików/g)).toHaveLength(1);

    const newsPage = readFileSync(join(dir, 'aktualnosci.html'), 'utf8');
    expect(newsPage).toContain(strings.news.loading);
    expect(newsPage).toContain('Aktualności wyświetlają się po włączeniu JavaScriptu');
    const downloads = readFileSync(join(dir, 'pliki-do-pobrania.html'), 'utf8');
    expect(downloads).toContain(strings.files.loading);
    expect(downloads).toMatch(/class="spinner"/);
    // The loading line is styled on this page too, by the shared rule in the page's own CSS.
    expect(downloads).toMatch(/<p class="status-line" role="status">/);
    expect(downloads).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.status-line\{/);
    expect(readdirSync(join(dir, 'aktualnosci'))).toEqual(['artykul.html', 'rss.xml']);
    const feed = readFileSync(join(dir, 'aktualnosci', 'rss.xml'), 'utf8');
    expect(feed).toContain('<channel>');
    expect(feed).not.toContain('<item>');
  });
});

describe('a mistake in content/search.yaml', () => {
  it('stops the build before any page is rendered, with the message that names the file and the entry', async () => {
    const file = join(project, 'content', 'search.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}\/pomoc-spoleczna:$/m, '  /pomoc-spoleczn:'));
    const outDir = join(project, 'dist-search-mistake');
    const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', outDir], {
      cwd: project,
      env,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /content\/search\.yaml: hasło „[^”]+” prowadzi do strony „\/pomoc-spoleczn”, której nie ma w serwisie\. Popraw adres albo usuń wpis\./,
    );
    // Stopped while Astro was setting up: no page rendered, nothing written.
    expect(output).toContain('"astro:config:setup" hook');
    expect(output).not.toMatch(/\.html \(\+\d+ms\)/);
    expect(existsSync(outDir)).toBe(false);
  }, 60_000);
});
