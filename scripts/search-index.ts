/**
 * The search index, the last step of `npm run build` (after `astro build`): Pagefind's index of every information
 * page and news item in dist/, with each page's everyday names from content/search.yaml (its terms, and the
 * phrases of `first` that put it first) as a record of its own (the page's HTML stays as it is), and beside it what
 * the query layer needs (src/domain/search/data.ts).
 *
 * One index for Polish and Ukrainian pages (Polish stemming, which leaves Cyrillic words alone): a query in either
 * language finds its pages from any page of the site. A term for a page that does not exist stops the build.
 *   node scripts/search-index.ts   (from the project's folder)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_FILES, TERMS_RECORD, type IndexedPage } from '../src/domain/search/data.ts';
import { foldL } from '../src/domain/search/text.ts';
import { checkPages, namesOf, readEditorsFile, SearchEditorsFileError } from './lib/search-index/editors-file.ts';
import { decodeFragment, searchData, vocabularyOf, type Fragment } from './lib/search-index/bundle.ts';
import { readSitePages } from './lib/search-index/site-pages.ts';

const root = process.cwd();
const dist = join(root, 'dist');
const output = join(dist, SEARCH_FILES.directory);

async function main() {
  const editors = readEditorsFile(root);
  const pages = readSitePages(dist, new Set(editors.summaries));
  checkPages(editors, new Set(pages.filter((page) => page.kind !== 'news').map((page) => page.url)));
  const names = namesOf(editors);

  // The pages' text as they spell it, for excerpts, titles and the vocabulary.
  const spelled = await createIndex();
  const titles = new Map<string, string>();
  for (const page of pages)
    titles.set(
      page.url,
      (await add(spelled.addHTMLFile({ url: page.url, content: page.html }))).meta.title ?? page.url,
    );
  const spelledFragments = fragmentsOf((await spelled.getFiles()).files);

  // The index searched: the same pages and their everyday names with ł as l (see foldL).
  const searched = await createIndex();
  const indexed: Record<string, IndexedPage> = {};
  for (const page of pages) {
    await add(searched.addHTMLFile({ url: page.url, content: foldL(page.html) }));
    indexed[page.url] = page.date ? { kind: page.kind, date: page.date } : { kind: page.kind };
    const terms = names[page.url];
    if (!terms) continue;
    await add(
      searched.addCustomRecord({
        url: page.url + TERMS_RECORD.hash,
        content: foldL(terms.join('. ')),
        language: 'pl',
        meta: {
          [TERMS_RECORD.marker.key]: TERMS_RECORD.marker.value,
          [TERMS_RECORD.title]: titles.get(page.url)!,
          [TERMS_RECORD.description]: page.description,
        },
      }),
    );
  }
  const searchedFiles = (await searched.getFiles()).files;
  const searchedFragments = fragmentsOf(searchedFiles);
  await pagefind.close();

  // Written here from the index's files in memory, not by Pagefind's writeFiles: its backend could still be
  // writing when it answered, and closing it then left a file empty (an empty pagefind-entry.json under load).
  // Each page's excerpt text as spelled: the same words at the same places, so Pagefind's marks still fit. Each
  // file is written once, as it stays (thousands of news items' fragments).
  const spelledByUrl = new Map([...spelledFragments.values()].map((fragment) => [fragment.record.url, fragment.bytes]));
  const spelledByPath = new Map<string, Uint8Array>();
  for (const [id, { record }] of searchedFragments) {
    const bytes = spelledByUrl.get(record.url);
    if (bytes) spelledByPath.set(`fragment/${id}.pf_fragment`, bytes);
  }
  rmSync(output, { recursive: true, force: true });
  const folders = new Set<string>();
  for (const file of searchedFiles) {
    const path = join(output, file.path);
    if (!folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    folders.add(dirname(path));
    writeFileSync(path, spelledByPath.get(file.path) ?? file.content);
  }

  const data = searchData(
    new Map([...searchedFragments].map(([id, { record }]) => [id, record])),
    indexed,
    editors.elsewhere,
    editors.first,
  );
  const words = vocabularyOf([
    ...[...spelledFragments.values()].map(({ record }) => record.content),
    ...Object.values(names).flat(),
  ]);
  writeFileSync(join(output, SEARCH_FILES.data), JSON.stringify(data));
  writeFileSync(join(output, SEARCH_FILES.words), words);

  const count = (kind: IndexedPage['kind']) => pages.filter((page) => page.kind === kind).length;
  console.log(
    `Wyszukiwarka: ${count('page') + count('summary')} stron informacyjnych, ${count('news')} aktualności, ` +
      `hasła dla ${Object.keys(names).length} stron, ${words.split('\n').length} słów w słowniku.`,
  );
}

async function createIndex(): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'pl' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return index;
}

async function add(adding: Promise<pagefind.NewFileResponse>): Promise<pagefind.NewFile> {
  const { errors, file } = await adding;
  if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return file;
}

/** The index's records by id, each as read and as the file's bytes. */
function fragmentsOf(files: readonly pagefind.IndexFile[]): Map<string, { record: Fragment; bytes: Uint8Array }> {
  const fragments = new Map<string, { record: Fragment; bytes: Uint8Array }>();
  for (const file of files) {
    const id = /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1];
    if (id) fragments.set(id, { record: decodeFragment(file.content), bytes: file.content });
  }
  return fragments;
}

try {
  await main();
} catch (error) {
  await pagefind.close();
  console.error(error instanceof SearchEditorsFileError ? `\n${error.message}\n` : error);
  process.exit(1);
}
