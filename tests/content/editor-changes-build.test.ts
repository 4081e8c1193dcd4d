import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCli, runCommand } from './run-command.ts';
import { departuresFromSpecification } from './specification-menu.ts';
import { enterNextCriterion, readerText } from './next-criterion.ts';
import { siteTreeOfProject } from '../../scripts/lib/content-pages.ts';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/chromium.ts';
import { expectDesktopMenus, expectIndexCards, expectMobileMenus } from '../../e2e/checks/navigation.ts';
import { hydrated } from '../../e2e/support.ts';
import { siteWords } from '../../src/i18n/pl/site.ts';
import { selfCheckWords } from '../../src/i18n/pl/self-check.ts';
import {
  hydrationOf,
  INTENT_ISLAND_SELECTOR,
  isInlineDirective,
  isIsland,
  isIslandRuntime,
  isIslandWrapperRule,
  islandEntries,
  isUnneededAttribute,
  ISLAND_PROPS,
  pageScriptChunkName,
  propValue,
  serializedProp,
  type SerializedProp,
  UNHYDRATED_ISLAND_SELECTOR,
} from '../../src/browser/hydration/astro-output.ts';
import { attributeOf, elementsIn, innerSource, parseHtml, type HtmlElement } from '../../src/util/html.ts';

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
 * That the same edit reaches every centre is shown by every-centre-build.test.ts, which builds the second demo centre
 * beside these builds.
 * In the same copy, the centre's folder (centres/nowy-tomysl) has a page of its own, hides a shared page (a regional
 * card of another voivodeship, added for the test with its search words) and has no text of its own for one slot.
 */
const project = mkdtempSync(join(tmpdir(), 'ops-editor-changes-'));
const builds = new Map<string, { dir: string; output: string }>();
let browser: Browser;

// A preview's variables: a backend out of reach, and no key, which a preview may leave to the local backend's.
const env = { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PUBLIC_SUPABASE_ANON_KEY: '', PLACEHOLDERS_ALLOWED: '1' };

/** A build of the copy on `siteDate`, kept under `siteDate`. */
async function build(siteDate: string, outDir: string): Promise<void> {
  const dir = join(project, outDir);
  const { code, output } = await runCommand(process.execPath, [astroCli, 'build', '--outDir', dir], {
    cwd: project,
    env: { ...env, SITE_DATE: siteDate },
  });
  expect(code, output).toBe(0);
  builds.set(siteDate, { dir, output });
}

/**
 * What of Astro's output the adapter (src/browser/hydration/astro-output.ts) reads, checked on a finished build: on
 * the results page, whose island hydrates at load, the build leaves Astro's runtime, directive, wrapper rule and
 * island attributes as Astro wrote them; elsewhere, what the build steps made of them shows that they found them.
 * Each problem says what Astro no longer writes as the adapter expects.
 */
function astroOutputProblems(dir: string): string[] {
  const problems: string[] = [];
  const expectThat = (holds: boolean, problem: string) => holds || problems.push(problem);
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const parsed = (file: string) => {
    const html = read(file);
    return { html, elements: elementsIn(parseHtml(html)) };
  };
  const inline = (html: string, elements: HtmlElement[], name: string) =>
    elements
      .filter((element) => element.name === name && !element.attributes.length)
      .map((element) => innerSource(html, element));

  const search = parsed('szukaj.html');
  const islands = search.elements.filter(isIsland);
  const scripts = inline(search.html, search.elements, 'script');
  expectThat(
    islands.some((island) => hydrationOf(island) === 'load') &&
      islands.some((island) => hydrationOf(island) === 'intent'),
    '/szukaj: no <astro-island> with client="load" and client="intent" (islands are no longer <astro-island client>)',
  );
  for (const island of islands) {
    const entries = islandEntries(island);
    expectThat(
      entries.length === 2 && entries.every((url) => existsSync(join(dir, url))),
      `/szukaj: an island without both component-url and renderer-url naming built chunks: ${entries.join(', ')}`,
    );
    expectThat(
      island.attributes.some(({ name }) => name === 'ssr'),
      `/szukaj: an island rendered on the server without "ssr" (${UNHYDRATED_ISLAND_SELECTOR}, ${INTENT_ISLAND_SELECTOR})`,
    );
    const props = attributeOf(island, ISLAND_PROPS);
    expectThat(
      props !== undefined && /^\{/.test(props),
      `/szukaj: an island's props are not a JSON object in "${ISLAND_PROPS}"`,
    );
    // The lists' watcher reads a snapshot from the props and writes the rows it drew back (src/api/list-watch.ts).
    const values = Object.entries((props ? JSON.parse(props) : {}) as Record<string, SerializedProp>);
    expectThat(
      JSON.stringify(Object.fromEntries(values.map(([name, value]) => [name, serializedProp(propValue(value))]))) ===
        props,
      `/szukaj: an island's props are not Astro's serialized values as serializedProp writes them: ${props}`,
    );
    expectThat(
      island.attributes.filter(({ name, value }) => isUnneededAttribute(name, value)).length === 2,
      '/szukaj: an island without component-export="default" and opts, which pages of intent islands go without',
    );
  }
  expectThat(
    scripts.some(isIslandRuntime),
    '/szukaj: no inline island runtime (customElements.define("astro-island"))',
  );
  expectThat(
    scripts.some((code) => isInlineDirective(code, 'intent')),
    '/szukaj: the client:intent directive is not inlined announcing itself with the event "astro:intent"',
  );
  expectThat(
    inline(search.html, search.elements, 'style').some(isIslandWrapperRule),
    "/szukaj: no inline <style> with Astro's rule for the island wrappers (astro-island,…{display:contents})",
  );

  const runtimeFile = readdirSync(join(dir, '_astro')).find((file) => file.startsWith('island-runtime.'));
  const runtime = runtimeFile ? read(join('_astro', runtimeFile)) : '';
  expectThat(
    isIslandRuntime(runtime) && isInlineDirective(runtime, 'intent'),
    'pages whose islands wait for intent: the build found no runtime and directive to move to /_astro/island-runtime.*.js',
  );
  expectThat(
    /removeAttribute\(["']ssr["']\)/.test(runtime),
    `the island runtime no longer takes "ssr" away when an island hydrates (${UNHYDRATED_ISLAND_SELECTOR})`,
  );

  for (const file of pages) {
    const { html, elements } = parsed(file);
    const left = elements.filter((element) => element.name === 'script' && attributeOf(element, 'src'));
    expectThat(
      left.length === 0,
      `${file}: a page script the build did not recognise (${left.map((script) => html.slice(script.start, script.openEnd)).join(' ')}), as isPageScript reads <script type="module" src="/_astro/…">`,
    );
    expectThat(
      elements.some((element) => element.name === 'style') &&
        !elements.some((element) => element.name === 'link' && attributeOf(element, 'rel') === 'stylesheet'),
      `${file}: the page's CSS is not inlined as <style>`,
    );
  }
  expectThat(
    /<script type="module">[^<]*import\("\/_astro\/PageFeedback\.[^"]+\.js"\)/.test(read('zasilek-staly.html')),
    'zasilek-staly.html: the script of "Czy ta strona była pomocna?" was not found to start at the first press',
  );
  const named = readdirSync(join(dir, '_astro')).filter((file) => /astro_type_script/.test(file));
  expectThat(
    named.length === 0 &&
      readdirSync(join(dir, '_astro')).some((file) =>
        file.startsWith(`${pageScriptChunkName('PageFeedback.astro_astro_type_script_index_0_lang')}.`),
      ),
    `page scripts' chunks are not named after their component (pageScriptChunkName): ${named.join(', ')}`,
  );
  return problems;
}

/** A built page's text as a reader sees it. */
function text(siteDate: string, page: string): string {
  return readerText(readFileSync(join(builds.get(siteDate)!.dir, page), 'utf8'));
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
      'published: 2026-11-23',
      '---',
      '',
      'Sąsiedzi pomagają sobie w zakupach i drobnych sprawach.',
      '',
    ].join('\n'),
  );
  const centre = (file: string) => join(project, 'centres', 'nowy-tomysl', file);
  writeFileSync(
    centre('pages/klub-malucha.mdx'),
    [
      '---',
      'title: Klub Malucha',
      'description: Zajęcia dla małych dzieci i ich rodziców prowadzone przez ośrodek w sali przy ośrodku co tydzień.',
      'parent: programy-specjalne',
      'lastReviewed: 2026-11-23',
      'published: 2026-11-23',
      '---',
      '',
      'Klub Malucha spotyka się w każdy wtorek.',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(project, 'content', 'pages', 'karta-rodziny-innego-wojewodztwa.mdx'),
    readFileSync(join(project, 'content', 'pages', 'pomoc-sasiedzka.mdx'), 'utf8').replace(
      'title: Pomoc sąsiedzka',
      'title: Karta Rodziny Innego Województwa',
    ),
  );
  const searchFile = join(project, 'content', 'search.yaml');
  writeFileSync(
    searchFile,
    readFileSync(searchFile, 'utf8').replace(
      /^terms:\n/m,
      'terms:\n  /karta-rodziny-innego-wojewodztwa:\n    - karta regionalna\n',
    ),
  );
  writeFileSync(
    centre('centre.yaml'),
    readFileSync(centre('centre.yaml'), 'utf8').replace(
      /^hiddenPages: \[\]$/m,
      'hiddenPages: [karta-rodziny-innego-wojewodztwa]',
    ),
  );
  rmSync(centre('slots/latwy-tekst-programy.md'));
  enterNextCriterion(project);
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
    const tree = siteTreeOfProject(project);
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

describe('the centre’s folder', () => {
  const dist = (file: string) => readFileSync(join(project, 'dist', file), 'utf8');

  it('adds its own page to the menu group its frontmatter names', () => {
    expect(dist('klub-malucha.html')).toContain('<h1>Klub Malucha</h1>');
    expect(dist('kontakt.html')).toMatch(/Programy specjalne[^]*?href="\/klub-malucha"/);
    expect(
      siteTreeOfProject(project)
        .cardsOf('programy-specjalne')
        .map((card) => card.link),
    ).toContain('/klub-malucha');
  });

  it('hides a shared page it does not show, with its search words, and the build goes on', () => {
    expect(existsSync(join(project, 'dist', 'karta-rodziny-innego-wojewodztwa.html'))).toBe(false);
    expect(dist('kontakt.html')).not.toContain('/karta-rodziny-innego-wojewodztwa');
    expect(dist(join('search', 'search-data.json'))).not.toContain('/karta-rodziny-innego-wojewodztwa');
  });

  it('fills a shared page’s slot with its own text, or leaves the shared default where it has none', () => {
    const page = text('2026-12-01', 'tekst-latwy-do-czytania.html');
    // Its own text: centres/nowy-tomysl/slots/latwy-tekst-gmina.md.
    expect(page).toContain('Gmina to miasto Nowy Tomyśl i wsie wokół niego.');
    // The shared default of latwy-tekst-programy, whose file the copy removed.
    expect(page).toContain('Pomoc żywnościowa. To paczki z jedzeniem.');
    expect(page).not.toContain('Klub Seniora. To miejsce spotkań');
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
    expect(builds.get('2026-12-01')!.output).toMatch(
      /Nowe wartości kwot zaczną obowiązywać: 2027-01-01 \(incomeCriterion\.single, /,
    );
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
  const t = selfCheckWords;

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
    const line =
      /Brak PUBLIC_SUPABASE_ANON_KEY: ta wersja \(PLACEHOLDERS_ALLOWED\) używa klucza demonstracyjnego lokalnego backendu\./g;
    expect(output.match(line)).toHaveLength(1);
  });
});

describe('a build that cannot reach the backend', () => {
  it('succeeds, warns once, and the pages load the news and files live', () => {
    const { dir, output } = builds.get('2026-12-01')!;
    expect(output.match(/\[snapshot\] Uwaga: nie udało się odczytać aktualności i plików/g)).toHaveLength(1);

    const newsPage = readFileSync(join(dir, 'aktualnosci.html'), 'utf8');
    expect(newsPage).toContain(siteWords.news.loading);
    expect(newsPage).toContain('Aktualności wyświetlają się po włączeniu JavaScriptu');
    const downloads = readFileSync(join(dir, 'pliki-do-pobrania.html'), 'utf8');
    expect(downloads).toContain(siteWords.files.loading);
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

describe('what Astro writes, as src/browser/hydration/astro-output.ts reads it', () => {
  // The build's steps and the inline scripts rely on it; after an Astro upgrade this names what changed.
  it('islands, their runtime and directive, inline styles, page scripts and chunk names are where it expects', () => {
    const problems = astroOutputProblems(join(project, 'dist'));
    expect(problems, `Astro's output changed:\n${problems.join('\n')}`).toEqual([]);
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
