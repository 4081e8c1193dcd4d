import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { astroCli, runCommand } from './run-command.ts';
import { startBackend, type RunningBackend } from '../../backend/server.ts';
import { ROWS_PER_REQUEST, type Snapshot } from '../../src/api/snapshot.ts';
import { chromium } from '@playwright/test';
import { copyProject } from '../../scripts/lib/project-copy.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { chromiumArgs, findTestChromium } from '../../scripts/lib/chromium.ts';
import { measurePageWeight } from '../../scripts/lib/page-weight.ts';
import { budgetFailures, budgetFor, budgetWithNotice, isContentPageBudget } from '../../scripts/lib/budgets.ts';
import { insertNews } from '../../e2e/live/safety-steps.ts';
import { maxLengths } from '../../src/domain/database.types.ts';

/**
 * A build from the backend's data as years of use leave it. The build's read (src/api/snapshot.ts) must bring every
 * row, also beyond the most one request returns: it reads a backend holding more than that. The pages are then built
 * from fewer rows, still many pages of every kind of list (a full year of the archive on two pages, a category on
 * two), so that every row must reach its pages and the list pages must stay the size of a page. Among them, a news
 * item whose title tries to break out of HTML and XML, and what a visitor may not read: a draft, an item published
 * tomorrow, a news item and a file in the bin. And the longest urgent notice the table allows, shown on every page,
 * which every page must carry within its budget for the days a notice is up.
 */
const NEWS_READ = ROWS_PER_REQUEST + 50;
const FILES_READ = ROWS_PER_REQUEST + 20;
/**
 * One item every three days from 2017: four full years of more than a hundred items each, and a fifth begun. All are
 * published by now (the 1 050 read reach 2025): a visitor, and so the build, reads no item before its time.
 */
const NEWS_BUILT = 500;
/** Over a hundred in each category, so each category's list runs to a second page. */
const FILES_BUILT = 330;
const CATEGORIES = ['general', 'programs', 'rodo'] as const;
/**
 * An urgent notice as long as the table allows (`maxLengths`, from the checks of
 * supabase/migrations/20261202120000_notices.sql), in both languages, with a start and an end, in words that do not
 * repeat (which would compress better than a real notice): the heaviest notice a page can carry, on every page of
 * this build.
 */
const LONGEST_NOTICE = {
  title:
    'Mrozy do minus dwudziestu stopni: od czwartku 17 grudnia punkt ogrzewania i wydawania ciepłych posiłków w klubie seniora',
  body:
    'Z powodu silnych mrozów ośrodek otwiera punkt ogrzewania w sali klubu seniora przy ulicy Długiej 12 (wejście od ' +
    'podwórza, parter). Czynny jest codziennie od 8:00 do 20:00, także w sobotę i niedzielę; dostaniesz tam gorącą ' +
    'herbatę, zupę, koc i suchą odzież. Jeśli widzisz osobę, która marznie na ulicy lub przystanku, zadzwoń pod ' +
    'numer 112 lub do straży miejskiej (986). Osoby starsze i chore, które nie mogą wyjść z domu, mogą poprosić ' +
    'pracownika socjalnego o opał, ciepły posiłek albo wizytę domową.',
  title_uk:
    'Морози до мінус двадцяти градусів: з четверга 17 грудня пункт обігріву та видачі гарячої їжі в клубі для людей віком 60+',
  body_uk:
    'Через сильні морози наш центр відкриває пункт обігріву в залі клубу для людей похилого віку на вулиці Довгій 12 ' +
    '(вхід з двору, перший поверх). Він працює щодня з 8:00 до 20:00, також у суботу й неділю; там можна отримати ' +
    'гарячий чай, суп, ковдру та сухий одяг. Якщо ви бачите людину, яка мерзне на вулиці, на зупинці чи в покинутому ' +
    'будинку, телефонуйте 112 або до міської варти (986). Літні та хворі люди, які не можуть вийти з дому, можуть ' +
    'попросити працівника про гарячу їжу з доставкою та паливо.',
  starts_at: new Date(Date.now() - 3_600_000).toISOString(),
  ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  published_at: new Date().toISOString(),
};
const scratch: string[] = [];
let backend: RunningBackend;
let outDir: string;
let output: string;
/** Every news id, newest first, and every file id by category, newest first (the seeded rows included). */
let newsIds: string[];
let fileIds: Record<(typeof CATEGORIES)[number], string[]>;
/** What the build's read brought when the tables held more rows than one request returns. */
let read: Snapshot | null;
let readNewsIds: string[];
let readFileIds: string[];
/** The news item whose title holds markup, and the ids of what a visitor may not read, by kind. */
let markup: { id: string; title: string };
let hidden: Record<string, string>;

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(path);
  return path;
}

/**
 * Adds what a visitor may not read: a draft, an item published tomorrow, a news item and a file in the bin; their
 * ids, by kind.
 */
async function addHidden(db: SupabaseClient): Promise<Record<string, string>> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const now = new Date().toISOString();
  const news = async (title: string, columns: Record<string, string | null>) =>
    (await insertNews(title, columns, db)).id;
  const file = await db
    .from('assets')
    .insert({
      name: 'Plik w koszu',
      url: 'https://example.org/kosz.pdf',
      type: 'pdf',
      category: 'rodo',
      deleted_at: now,
    })
    .select('id')
    .single();
  expect(file.error).toBeNull();
  return {
    draft: await news('Szkic', { published_at: null }),
    scheduled: await news('Zaplanowana na jutro', { published_at: tomorrow }),
    binned: await news('W koszu', { deleted_at: now }),
    binnedFile: file.data!.id as string,
  };
}

/** Whether a visitor reads the row: published by now (news) and not in the bin. */
const visible = (row: { published_at?: string | null; deleted_at?: string | null }) =>
  row.deleted_at == null &&
  (!('published_at' in row) || (row.published_at != null && Date.parse(row.published_at) <= Date.now()));

const dist = (file: string) => readFileSync(join(outDir, file), 'utf8');
/** The news items a page links, in order, each once. */
const uuidsIn = (html: string) => [
  ...new Set(
    [...html.matchAll(/\/aktualnosci\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g)].map(
      (match) => match[1]!,
    ),
  ),
];

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: folder('ops-scale-data-') });
  const db = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false } });
  const day = (index: number) => new Date(Date.UTC(2017, 0, 1) + index * 3 * 86_400_000).toISOString();
  const news = Array.from({ length: NEWS_READ }, (_, index) => ({
    title: `Komunikat numer ${index}`,
    content: `Treść komunikatu numer ${index}. `.repeat(8),
    date: '01.01.2017',
    created_at: day(index),
    // Published when written: the lists, the feed and the archive go by this.
    published_at: day(index),
  }));
  const files = Array.from({ length: FILES_READ }, (_, index) => ({
    name: `Plik numer ${index}`,
    url: `https://bip.example.pl/pliki/${index}.pdf`,
    type: 'pdf',
    category: CATEGORIES[index % CATEGORIES.length],
    uploaded_at: day(index),
  }));
  for (let from = 0; from < NEWS_READ; from += 500) {
    expect((await db.from('news_items').insert(news.slice(from, from + 500))).error).toBeNull();
  }
  for (let from = 0; from < FILES_READ; from += 500) {
    expect((await db.from('assets').insert(files.slice(from, from + 500))).error).toBeNull();
  }
  const readAll = async (table: 'news_items' | 'assets', orderBy: string) => {
    const rows: { id: string; category?: string; published_at?: string | null; deleted_at?: string | null }[] = [];
    for (let from = 0; ; from += ROWS_PER_REQUEST) {
      const { data, error } = await db
        .from(table)
        .select('*')
        .order(orderBy, { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + ROWS_PER_REQUEST - 1);
      expect(error).toBeNull();
      rows.push(...data!);
      if (data!.length < ROWS_PER_REQUEST) return rows;
    }
  };
  readNewsIds = (await readAll('news_items', 'published_at')).map((row) => row.id);
  readFileIds = (await readAll('assets', 'uploaded_at')).map((row) => row.id);
  expect(readNewsIds.length).toBeGreaterThan(ROWS_PER_REQUEST);
  expect(readFileIds.length).toBeGreaterThan(ROWS_PER_REQUEST);

  // The build's read, as the build makes it (the module reads the backend's address when it is first imported).
  vi.resetModules();
  vi.stubEnv('PUBLIC_SUPABASE_URL', backend.url);
  read = await (await import('../../src/api/snapshot.ts')).buildSnapshot();
  vi.unstubAllEnvs();

  // The pages are built from the rows past the first NEWS_BUILT and FILES_BUILT inserted removed again.
  const dropped = (prefix: string, kept: number, all: number) =>
    Array.from({ length: all - kept }, (_, index) => `${prefix} numer ${kept + index}`);
  for (const [table, column, names] of [
    ['news_items', 'title', dropped('Komunikat', NEWS_BUILT, NEWS_READ)],
    ['assets', 'name', dropped('Plik', FILES_BUILT, FILES_READ)],
  ] as const) {
    for (let from = 0; from < names.length; from += 200) {
      expect(
        (
          await db
            .from(table)
            .delete()
            .in(column, names.slice(from, from + 200))
        ).error,
      ).toBeNull();
    }
  }
  const title = 'Zebranie <script>alert(1)</script> & "Klub" <b>Seniora</b>';
  const inserted = await db
    .from('news_items')
    .insert({ title, content: 'Akapit <img src=x onerror=alert(2)> & koniec', date: '23.11.2026' })
    .select('id')
    .single();
  expect(inserted.error).toBeNull();
  markup = { id: inserted.data!.id as string, title };
  hidden = await addHidden(db);
  for (const column of ['title', 'body', 'title_uk', 'body_uk'] as const)
    expect(LONGEST_NOTICE[column].length, column).toBe(maxLengths.notices[column]);
  expect((await db.from('notices').insert(LONGEST_NOTICE)).error).toBeNull();

  newsIds = (await readAll('news_items', 'published_at')).filter(visible).map((row) => row.id);
  const assets = (await readAll('assets', 'uploaded_at')).filter(visible);
  fileIds = Object.fromEntries(
    CATEGORIES.map((category) => [category, assets.filter((row) => row.category === category).map((row) => row.id)]),
  ) as typeof fileIds;

  const project = folder('ops-scale-project-');
  copyProject(project);
  outDir = join(project, 'dist');
  const built = await runCommand(process.execPath, [astroCli, 'build'], {
    cwd: project,
    env: { PUBLIC_SUPABASE_URL: backend.url, PLACEHOLDERS_ALLOWED: '1' },
  });
  output = built.output;
  expect(built.code, output).toBe(0);
}, 300_000);

afterAll(async () => {
  await backend?.close();
  scratch.forEach((path) => rmSync(path, { recursive: true, force: true }));
});

describe('the build’s read of tables with more rows than one request returns', () => {
  it('brings every news item and every file, newest first, each once', () => {
    expect(read?.news.map((item) => item.id)).toEqual(readNewsIds);
    expect(read?.assets.map((asset) => asset.id)).toEqual(readFileIds);
  });
});

describe('a build of years of news and files', () => {
  it('reads them all, without a warning', () => {
    expect(output).not.toContain('[snapshot]');
  });

  it('gives every news item its own page', () => {
    const pages = readdirSync(join(outDir, 'aktualnosci')).filter((file) => /^[0-9a-f-]{36}\.html$/.test(file));
    expect(pages.map((file) => file.slice(0, -5)).sort()).toEqual([...newsIds].sort());
  });

  it('pages the list 20 items at a time, newest first, and every item is on exactly one page', () => {
    const pages = Math.ceil(newsIds.length / 20);
    const listed = [
      dist('aktualnosci.html'),
      ...Array.from({ length: pages - 1 }, (_, index) => dist(`aktualnosci/strona/${index + 2}.html`)),
    ].map((html) => uuidsIn(html.slice(html.indexOf('<h1'), html.indexOf('class="pagination"'))));
    expect(listed[0]).toEqual(newsIds.slice(0, 20));
    expect(listed[1]).toEqual(newsIds.slice(20, 40));
    expect(listed.flat()).toEqual(newsIds);
    expect(readdirSync(join(outDir, 'aktualnosci', 'strona'))).toHaveLength(pages - 1);
    // The first page links the last one, which links back to the first and marks itself as the current one.
    const navigation = (html: string) => /<nav class="pagination"[\s\S]*?<\/nav>/.exec(html)![0];
    expect(navigation(dist('aktualnosci.html'))).toContain(`href="/aktualnosci/strona/${pages}"`);
    const last = navigation(dist(`aktualnosci/strona/${pages}.html`));
    expect(last).toContain('href="/aktualnosci"');
    expect(last).toMatch(new RegExp(`href="/aktualnosci/strona/${pages}" aria-current="page"`));
  });

  it('lists each year in the archive with all its items, 100 a page', () => {
    const archive = join(outDir, 'aktualnosci', 'archiwum');
    const years = readdirSync(archive)
      .filter((name) => name.endsWith('.html'))
      .map((name) => name.replace('.html', ''));
    expect(years.length).toBeGreaterThan(4);
    const pagesOf = (year: string) => {
      const further = existsSync(join(archive, year, 'strona')) ? readdirSync(join(archive, year, 'strona')).length : 0;
      return [
        `aktualnosci/archiwum/${year}.html`,
        ...Array.from({ length: further }, (_, index) => `aktualnosci/archiwum/${year}/strona/${index + 2}.html`),
      ];
    };
    // An item every three days: 121 or 122 a year, on two pages.
    const listed = (page: string) =>
      uuidsIn(dist(page).slice(0, dist(page).indexOf('class="pagination"'))).filter((id) => newsIds.includes(id));
    const full = years.filter((year) => existsSync(join(archive, year, 'strona')));
    expect(full.length).toBeGreaterThan(3);
    for (const year of full)
      expect(pagesOf(year).map((page) => listed(page).length)).toEqual([100, expect.any(Number)]);
    const archived = years.flatMap((year) => pagesOf(year).flatMap(listed));
    expect(archived).toHaveLength(newsIds.length);
    expect(new Set(archived).size).toBe(newsIds.length);
    expect(dist('sitemap.xml')).toContain(`/aktualnosci/archiwum/${full[0]}/strona/2</loc>`);
  });

  it('puts every article and list page in the sitemap', () => {
    const sitemap = dist('sitemap.xml');
    for (const id of newsIds) expect(sitemap).toContain(`/aktualnosci/${id}</loc>`);
    expect(sitemap).toContain(`/aktualnosci/strona/${Math.ceil(newsIds.length / 20)}</loc>`);
    expect(sitemap).toContain('/pliki-do-pobrania/ogolne</loc>');
  });

  it('keeps the newest 50 items in the feed, newest first', () => {
    const feed = dist('aktualnosci/rss.xml');
    expect(feed.match(/<item>/g)).toHaveLength(50);
    expect(uuidsIn(feed)).toEqual(newsIds.slice(0, 50));
  });

  it('shows the newest files of each category on the downloads page and every file on its category’s pages', () => {
    const downloads = dist('pliki-do-pobrania.html');
    const slugs = { general: 'ogolne', programs: 'programy', rodo: 'rodo' };
    for (const category of CATEGORIES) {
      const ids = fileIds[category];
      expect(downloads).toContain(`href="/pliki-do-pobrania/${slugs[category]}"`);
      const pages = Math.ceil(ids.length / 100);
      const onPages = [
        dist(`pliki-do-pobrania/${slugs[category]}.html`),
        ...Array.from({ length: pages - 1 }, (_, index) =>
          dist(`pliki-do-pobrania/${slugs[category]}/strona/${index + 2}.html`),
        ),
      ].map((html) =>
        [...html.matchAll(/https:\/\/bip\.example\.pl\/pliki\/(\d+)\.pdf/g)].map((match) => Number(match[1])),
      );
      const inserted = Array.from({ length: FILES_BUILT }, (_, index) => index).filter(
        (index) => CATEGORIES[index % 3] === category,
      );
      expect(onPages.flat().sort((a, b) => a - b)).toEqual(inserted);
    }
    // The page itself carries ten files a category, not a thousand.
    expect(downloads.match(/https:\/\/bip\.example\.pl\/pliki\//g)!.length).toBeLessThanOrEqual(3 * 10 * 2);
  });

  it('keeps every kind of list page within its page-weight budget, as with a handful of items and no notice', async () => {
    const { server, url } = await startStaticServer({ root: outDir, port: 0 });
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
    let over: string[];
    try {
      const lastNewsPage = `/aktualnosci/strona/${Math.ceil(newsIds.length / 20)}`;
      const routes = [
        '/',
        '/aktualnosci',
        '/aktualnosci/strona/2',
        lastNewsPage,
        '/aktualnosci/archiwum/2020',
        '/aktualnosci/archiwum/2020/strona/2',
        '/pliki-do-pobrania',
        '/pliki-do-pobrania/ogolne',
        `/aktualnosci/${newsIds[0]}`,
      ];
      // Each in a browser context of its own, all at once: bytes, not timings, are measured.
      const measured = await Promise.all(
        routes.map(async (route) => {
          const context = await browser.newContext();
          const weight = await measurePageWeight(await context.newPage(), url + route);
          await context.close();
          return [`${route}: ${weight.status}`, ...budgetFailures(route, weight, budgetFor(route)!)];
        }),
      );
      expect(measured.map(([status]) => status)).toEqual(routes.map((route) => `${route}: 200`));
      over = measured.flatMap(([, ...failures]) => failures);
    } finally {
      await browser.close();
      server.close();
    }
    expect(over).toEqual([]);
  }, 120_000);
});

describe('the longest urgent notice on every page', () => {
  it('keeps every information page within its budget for the days a notice is up', async () => {
    const routes = [...dist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((route) => isContentPageBudget(budgetFor(route)));
    expect(routes.length).toBeGreaterThan(50);
    // The HTML of each, compressed as the server sends it: the only part of a page a notice changes.
    const over: string[] = [];
    const compressed = new Map<string, number>();
    for (const route of routes) {
      const html = dist(route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      expect(html, route).toContain(route.startsWith('/uk/') ? LONGEST_NOTICE.body_uk : LONGEST_NOTICE.body);
      compressed.set(route, gzipSync(html).length);
      const { htmlKb } = budgetWithNotice(route)!;
      if (compressed.get(route)! > htmlKb! * 1024)
        over.push(
          `${route} has ${compressed.get(route)} B of compressed HTML with the longest notice; the budget with a notice is ${htmlKb} KB`,
        );
    }
    // The heaviest whole, in a browser: its HTML, the logo and the response headers (the policy names the script).
    const [heaviest] = [...compressed].sort((a, b) => b[1] - a[1])[0]!;
    const { server, url } = await startStaticServer({ root: outDir, port: 0 });
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
    try {
      const weight = await measurePageWeight(await browser.newPage(), url + heaviest);
      over.push(...budgetFailures(heaviest, weight, budgetWithNotice(heaviest)!));
    } finally {
      await browser.close();
      server.close();
    }
    expect(over).toEqual([]);
  }, 60_000);
});

describe('a news item whose title holds markup', () => {
  it('is written as text in its article page, the lists and the feed', () => {
    const articleFile = join('aktualnosci', `${markup.id}.html`);
    expect(existsSync(join(outDir, articleFile))).toBe(true);
    for (const file of [articleFile, 'aktualnosci.html', 'index.html']) {
      const html = dist(file);
      expect(html).toContain('Zebranie &lt;script&gt;alert(1)&lt;/script&gt; &amp; ');
      // Inside a quoted attribute value (the link-preview tags) `<` is only text; outside of one it must not be.
      const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
      expect(outsideAttributes).not.toContain('<script>alert(1)');
      expect(outsideAttributes).not.toContain('<b>Seniora');
      expect(outsideAttributes).not.toContain('<img src=x');
    }
    const article = dist(articleFile);
    expect(article).toContain(
      '<meta property="og:title" content="Zebranie <script>alert(1)</script> &amp; &quot;Klub&quot;',
    );
    expect(article).toMatch(/<title>Zebranie &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; (&quot;|")Klub/);

    const feed = dist('aktualnosci/rss.xml');
    expect(feed).toContain(
      '<title>Zebranie &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Klub&quot; &lt;b&gt;Seniora&lt;/b&gt;</title>',
    );
    expect(feed).toContain('Akapit &lt;img src=x onerror=alert(2)&gt; &amp; koniec');
    expect(feed).not.toMatch(/<script|<img|<b>/);
    // Newest first: the item published last leads.
    expect(uuidsIn(feed)[0]).toBe(markup.id);
  });
});

describe('what a visitor may not read', () => {
  it('is in no page, list, feed or sitemap: a draft, an item before its time and the bin', () => {
    const everything = [
      'index.html',
      'aktualnosci.html',
      'aktualnosci/rss.xml',
      'sitemap.xml',
      'pliki-do-pobrania.html',
      'pliki-do-pobrania/rodo.html',
    ].map(dist);
    for (const id of Object.values(hidden)) {
      expect(existsSync(join(outDir, 'aktualnosci', `${id}.html`))).toBe(false);
      for (const text of everything) expect(text).not.toContain(id);
    }
  });

  it('is not in the build’s read, even with a key that could read it', async () => {
    // The visitor's key, and a service key set by mistake in its place, which reads past the policies.
    for (const key of [backend.anonKey, backend.serviceRoleKey]) {
      vi.resetModules();
      vi.stubEnv('PUBLIC_SUPABASE_URL', backend.url);
      vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', key);
      const snapshot = await (await import('../../src/api/snapshot.ts')).buildSnapshot();
      vi.unstubAllEnvs();
      const ids = [...snapshot!.news, ...snapshot!.assets].map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([markup.id, '5eed0000-0000-4000-8000-000000000101']));
      expect(ids.filter((id) => Object.values(hidden).includes(id))).toEqual([]);
      // Newest first by publication time.
      const times = snapshot!.news.map((item) => Date.parse(item.published_at!));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});
