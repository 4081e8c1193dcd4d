import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { runSearch, type SearchSources } from '../../src/domain/search/engine.ts';
import { searchSources } from '../../scripts/lib/search-quality.ts';
import { pagePass } from '../../src/integrations/built-pages.ts';
import { searchIndexPages } from '../../src/integrations/search-index/index.ts';

/**
 * The search as a whole, on a small site: the build's index step (src/integrations/search-index/) run by the
 * build's own pass over the pages and an editors' file, then the query layer over the real index, fetched over
 * HTTP from the static server as the browser fetches it. The pages say things the way the real ones do; the
 * queries are the way residents ask.
 */
const site = mkdtempSync(join(tmpdir(), 'ops-search-'));
let server: Server;
let sources: SearchSources;

const page = (title: string, body: string, lang = 'pl') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="${title}: kto może otrzymać i jak złożyć wniosek."></head>` +
  `<body><header><nav>Formy pomocy Programy specjalne</nav></header><main><article data-search-body>` +
  `<p data-search-ignore>Pomoc społeczna</p><h1>${title}</h1>${body}</article></main></body></html>`;

const pages: Record<string, string> = {
  'zasilek-celowy.html': page(
    'Zasiłek celowy',
    '<p>Zasiłek celowy to pieniądze na żywność, leki, opał, odzież i drobne remonty.</p>' +
      '<p>O zasiłek celowy możesz wystąpić, gdy Twój dochód nie przekracza kryterium dochodowego.</p>',
  ),
  'uslugi-opiekuncze.html': page(
    'Usługi opiekuńcze',
    '<p>Usługi opiekuńcze to pomoc w domu dla osób starszych i chorych: zakupy, sprzątanie, higiena.</p>',
  ),
  'fundusz-alimentacyjny.html': page(
    'Fundusz alimentacyjny',
    '<p>Świadczenie z funduszu alimentacyjnego przysługuje, gdy egzekucja jest bezskuteczna.</p>',
  ),
  'dodatek-mieszkaniowy.html': page(
    'Dodatek mieszkaniowy',
    '<p>Dodatek mieszkaniowy pomaga opłacić czynsz i inne wydatki na mieszkanie.</p>',
  ),
  'sprawdz-uprawnienia.html': page(
    'Sprawdź, jaka pomoc może Ci przysługiwać',
    '<p>Wpisz liczbę osób w gospodarstwie i miesięczny dochód netto: zobaczysz, w których progach się mieścisz.</p>',
  ),
  'jednorazowa-zapomoga.html': page(
    'Jednorazowa zapomoga',
    '<p>Jednorazowa zapomoga z tytułu urodzenia się dziecka wynosi 1000 zł.</p>',
  ),
  'tekst-latwy-do-czytania.html': page(
    'Tekst łatwy do czytania',
    '<p>Ośrodek pomaga ludziom. Możesz dostać pieniądze na opał albo leki.</p>' +
      '<p>Opiekunka może przychodzić do domu. Opiekunka pomaga w zakupach.</p>' +
      '<p>Gdy rodzic nie płaci alimentów, alimenty płaci fundusz alimentacyjny. Alimentów pilnuje komornik.</p>',
  ),
  'uk/pomoc-dla-obywateli-ukrainy.html': page(
    'Допомога громадянам України',
    '<p>Центр може надати допомогу громадянам України: харчування для дітей у школі, допомогу на одяг і ліки.</p>',
    'uk',
  ),
  'aktualnosci/5eed.html':
    '<!doctype html><html lang="pl"><head><meta name="description" content="Nabór wniosków.">' +
    '<meta property="og:type" content="article"><meta property="article:published_time" content="2026-11-20T08:15:00+00:00"></head>' +
    '<body><main><astro-island><article class="news-article"><h1>Zasiłek celowy na opał – nabór wniosków</h1>' +
    '<p>Wnioski o zasiłek celowy na opał i węgiel przyjmujemy od 1 grudnia. Opał, opał, opał.</p></article>' +
    '<section><h2>Inne aktualności</h2><h3>Zebranie klubu szachowego</h3></section></astro-island></main></body></html>',
  'aktualnosci.html':
    '<!doctype html><html lang="pl"><head></head><body><h1>Aktualności</h1><p>Zebranie klubu szachowego</p></body></html>',
};

const editorsFile = `
terms:
  /jednorazowa-zapomoga: [becikowe]
  /zasilek-celowy: [węgiel, drewno]
summaries: [/tekst-latwy-do-czytania]
first:
  - page: /sprawdz-uprawnienia
    when: [ile można zarabiać, ile mogę zarabiać]
elsewhere:
  - name: Rodzina 800+
    when: [800 plus, 800+]
    text: Świadczenie wychowawcze przyznaje i wypłaca ZUS.
    link: https://www.gov.pl/web/gov/skorzystaj-z-programu-rodzina-500
    linkText: Rodzina 800+ na gov.pl
`;

beforeAll(async () => {
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(site, 'dist', file)), { recursive: true });
    writeFileSync(join(site, 'dist', file), html);
  }
  mkdirSync(join(site, 'content'));
  writeFileSync(join(site, 'content', 'search.yaml'), editorsFile);
  const logged: string[] = [];
  const build = {
    root: pathToFileURL(`${site}/`),
    dir: pathToFileURL(`${site}/dist/`),
    logger: { info: (line: string) => logged.push(line) },
  };
  const pass = pagePass([searchIndexPages()]);
  await pass.start(build);
  for (const [file, html] of Object.entries(pages)) await pass.page(file, html);
  await pass.finish(build);
  expect(logged.join('\n')).toContain('Wyszukiwarka: 8 stron informacyjnych, 1 aktualności, hasła dla 3 stron');

  const started = await startStaticServer({ root: join(site, 'dist'), port: 0 });
  server = started.server;
  sources = await searchSources(`${started.url}/search/`);
}, 60_000);

afterAll(() => {
  server?.close();
  rmSync(site, { recursive: true, force: true });
});

const urls = async (query: string) => (await runSearch(sources, query, 10)).hits.map((hit) => hit.url);

describe('search on a built site', () => {
  it.each([
    // Sentences: words without meaning never exclude a page.
    ['nie mam na opał', '/zasilek-celowy'],
    ['czy dostanę pieniądze na leki', '/zasilek-celowy'],
    // Polish letters typed or not, ł included.
    ['zasilek celowy', '/zasilek-celowy'],
    ['ZASIŁEK CELOWY', '/zasilek-celowy'],
    ['oplacic czynsz', '/dodatek-mieszkaniowy'],
    // One wrong, missing or extra letter in a word of five or more.
    ['dodadek mieszkaniowy', '/dodatek-mieszkaniowy'],
    ['dodatk mieszkaniowy', '/dodatek-mieszkaniowy'],
    ['mieszkaniowyy', '/dodatek-mieszkaniowy'],
    ['zasiłke celowy', '/zasilek-celowy'],
    // Word forms the Polish stemmer keeps apart.
    ['alimentacyjny', '/fundusz-alimentacyjny'],
    ['alimentów', '/fundusz-alimentacyjny'],
    ['opiekunka', '/uslugi-opiekuncze'],
    // The editors' everyday names.
    ['becikowe', '/jednorazowa-zapomoga'],
    ['węgiel', '/zasilek-celowy'],
    // Ukrainian word forms.
    ['допомогу', '/uk/pomoc-dla-obywateli-ukrainy'],
    ['ліки для дитини', '/uk/pomoc-dla-obywateli-ukrainy'],
    ['харчування в школі', '/uk/pomoc-dla-obywateli-ukrainy'],
  ])('%s → %s first', async (query, expected) => {
    expect((await urls(query))[0]).toBe(expected);
  });

  it('ranks the page about a thing above the easy-to-read text that retells it', async () => {
    for (const query of ['opiekunka', 'alimentów']) {
      const found = await urls(query);
      expect(found).toContain('/tekst-latwy-do-czytania');
      expect(found.indexOf('/tekst-latwy-do-czytania')).toBeGreaterThan(0);
    }
  });

  it('finds news, marked as news with its date, below the information page with the same words', async () => {
    const { hits } = await runSearch(sources, 'zasiłek celowy na opał', 10);
    expect(hits.map((hit) => hit.url).slice(0, 2)).toEqual(['/zasilek-celowy', '/aktualnosci/5eed']);
    expect(hits[1]).toMatchObject({
      kind: 'news',
      date: '2026-11-20T08:15:00+00:00',
      title: 'Zasiłek celowy na opał – nabór wniosków',
    });
    // The list of other news beside the article is not part of it, and lists are not indexed.
    expect(await urls('szachowego')).toEqual([]);
  });

  it('shows an excerpt with the words marked, or the description of a page found by its everyday name', async () => {
    const [allowance] = (await runSearch(sources, 'opał', 1)).hits;
    // Marked as the page spells it, with ł (the index holds it as l).
    expect(allowance!.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual(['opał']);
    const [grant] = (await runSearch(sources, 'becikowe', 1)).hits;
    expect(grant).toMatchObject({
      title: 'Jednorazowa zapomoga',
      excerpt: [{ text: 'Jednorazowa zapomoga: kto może otrzymać i jak złożyć wniosek.', marked: false }],
    });
  });

  it('answers a question about income limits with the self-check first, found by the phrase alone', async () => {
    const found = await urls('ile mogę zarabiać, żeby dostać zasiłek celowy');
    expect(found.slice(0, 2)).toEqual(['/sprawdz-uprawnienia', '/zasilek-celowy']);
    expect((await urls('zasiłek celowy'))[0]).toBe('/zasilek-celowy');
  });

  it('says where to go for what another office handles', async () => {
    const outcome = await runSearch(sources, '800 plus', 10);
    expect(outcome.elsewhere.map((hint) => hint.name)).toEqual(['Rodzina 800+']);
  });

  it('finds nothing for nonsense, and offers the spelling the pages use when one is close', async () => {
    expect(await runSearch(sources, 'xqzwv', 10)).toEqual({ hits: [], total: 0, elsewhere: [] });
    expect(await runSearch(sources, 'bbecikove', 10)).toMatchObject({ total: 0, suggestion: 'becikowe' });
  });
});
