/**
 * The search index, the last step of `npm run build` (after `astro build`): Pagefind's index of every information
 * page and news item in dist/, with each page's everyday names from content/search.yaml as a record of its own
 * (the page's HTML stays as it is), and beside it what the query layer needs (src/lib/search/data.ts).
 *
 * One index for Polish and Ukrainian pages (Polish stemming, which leaves Cyrillic words alone): a query in either
 * language finds its pages from any page of the site. A term for a page that does not exist stops the build.
 *   node scripts/search-index.ts   (from the project's folder)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_FILES, type IndexedPage } from '../src/lib/search/data.ts';
import { checkPages, readEditorsFile, SearchEditorsFileError } from './lib/search-index/editors-file.ts';
import { decodeFragment, searchData, TERMS_RECORD, vocabularyOf, type Fragment } from './lib/search-index/bundle.ts';
import { readSitePages } from './lib/search-index/site-pages.ts';

const root = process.cwd();
const dist = join(root, 'dist');
const output = join(dist, SEARCH_FILES.directory);

async function main() {
  const editors = readEditorsFile(root);
  const pages = readSitePages(dist, new Set(editors.summaries));
  checkPages(editors, new Set(pages.filter((page) => page.kind !== 'news').map((page) => page.url)));

  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'pl' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const indexed: Record<string, IndexedPage> = {};
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: page.html });
    if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`);
    indexed[page.url] = page.date ? { kind: page.kind, date: page.date } : { kind: page.kind };
    const terms = editors.terms[page.url];
    if (terms) {
      const record = await index.addCustomRecord({
        url: page.url + TERMS_RECORD.hash,
        content: terms.join('. '),
        language: 'pl',
        meta: { title: added.file.meta.title ?? page.url, description: page.description, [TERMS_RECORD.key]: TERMS_RECORD.value },
      });
      if (record.errors.length) throw new Error(`Pagefind, ${page.url}: ${record.errors.join('; ')}`);
    }
  }

  const { files } = await index.getFiles();
  const fragments = new Map<string, Fragment>();
  for (const file of files) {
    const id = /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1];
    if (id) fragments.set(id, decodeFragment(file.content));
  }
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  await index.writeFiles({ outputPath: output });
  await pagefind.close();

  const data = searchData(fragments, indexed, editors.elsewhere);
  const words = vocabularyOf(fragments.values());
  writeFileSync(join(output, SEARCH_FILES.data), JSON.stringify(data));
  writeFileSync(join(output, SEARCH_FILES.words), words);

  const count = (kind: IndexedPage['kind']) => pages.filter((page) => page.kind === kind).length;
  console.log(
    `Wyszukiwarka: ${count('page') + count('summary')} stron informacyjnych, ${count('news')} aktualności, ` +
      `hasła dla ${Object.keys(editors.terms).length} stron, ${words.split('\n').length} słów w słowniku.`,
  );
}

try {
  await main();
} catch (error) {
  await pagefind.close();
  console.error(error instanceof SearchEditorsFileError ? `\n${error.message}\n` : error);
  process.exit(1);
}
