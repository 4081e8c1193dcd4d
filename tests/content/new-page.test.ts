import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { astroCli, projectRoot as root, runCommand } from './run-command.ts';
import { departuresFromSpecification } from './specification-menu.ts';
import { siteTreeOf } from '../../scripts/lib/content-pages.ts';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/chromium.ts';
import { expectDesktopMenus, expectIndexCards, expectMobileMenus } from '../../e2e/checks/navigation.ts';
import { hydrated } from '../../e2e/support.ts';

/**
 * What an editor does to add a page: one file in content/pages with a title, a description and a parent, and
 * nothing else. A real build of a copy of the project shows where the page then appears, and the browser checks
 * of the menus and index cards pass on it unchanged: they follow the pages, so no test has to be edited.
 */
const project = mkdtempSync(join(tmpdir(), 'ops-new-page-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const run = (command: string, args: string[]) =>
  runCommand(command, args, { cwd: project, env: { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PLACEHOLDERS_ALLOWED: '1' } });

describe('a page added as one file', () => {
  it('is in its menu group, a card on its parent page, in the sitemap and in the search index', async () => {
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

    const build = await run(process.execPath, [astroCli, 'build']);
    expect(build.code, build.output).toBe(0);
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
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
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
      await browser.close();
      server.close();
    }

    const index = await run(process.execPath, [join(root, 'scripts', 'search-index.ts')]);
    expect(index.code, index.output).toBe(0);
    const indexed: Record<string, { kind: string }> = JSON.parse(dist(join('search', 'search-data.json'))).pages;
    expect(Object.keys(indexed).filter((url) => indexed[url]!.kind !== 'news').length).toBe(searchable.length);
    expect(indexed['/pomoc-sasiedzka']).toEqual({ kind: 'page' });
  }, 180_000);
});
