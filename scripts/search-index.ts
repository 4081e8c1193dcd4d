/**
 * The search index, the last step of `npm run build` (after `astro build`): the site's own index of every
 * information page and news item in dist/, with each page's everyday names from content/search.yaml (its terms,
 * and the phrases of `first` that put it first) as a record of its own (the page's HTML stays as it is), and
 * beside it what the query layer needs (src/domain/search/data.ts).
 *
 * One index for Polish and Ukrainian pages: a query in either language finds its pages from any page of the site.
 * A term for a page that does not exist stops the build.
 *   node scripts/search-index.ts   (from the project's folder)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEARCH_FILES, type IndexedPage } from '../src/domain/search/data.ts';
import { words as wordsOf } from '../src/domain/search/text.ts';
import { checkPages, namesOf, readEditorsFile, SearchEditorsFileError } from './lib/search-index/editors-file.ts';
import { searchIndexFiles, vocabularyOf, type RecordToIndex } from './lib/search-index/index-files.ts';
import { articleText } from './lib/search-index/page-text.ts';
import { readSitePages } from './lib/search-index/site-pages.ts';

const root = process.cwd();
const dist = join(root, 'dist');
const output = join(dist, SEARCH_FILES.directory);

function main() {
  const editors = readEditorsFile(root);
  const pages = readSitePages(dist, new Set(editors.summaries));
  checkPages(editors, new Set(pages.filter((page) => page.kind !== 'news').map((page) => page.url)));
  const names = namesOf(editors);

  const records: RecordToIndex[] = [];
  const indexed: Record<string, IndexedPage> = {};
  for (const page of pages) {
    const { title, text, words } = articleText(page.article);
    records.push({ url: page.url, shown: { title: title || page.url, text }, words });
    indexed[page.url] = page.date ? { kind: page.kind, date: page.date } : { kind: page.kind };
    const terms = names[page.url];
    if (!terms) continue;
    const listed = terms.join('. ');
    records.push({
      url: page.url,
      terms: true,
      shown: { title: title || page.url, text: listed, description: page.description },
      words: wordsOf(listed).map((word) => ({ word, weight: 1 })),
    });
  }

  const { data, files } = searchIndexFiles(records, indexed, editors.elsewhere, editors.first);
  const vocabulary = vocabularyOf([
    ...records.filter((record) => !record.terms).map((record) => record.shown.text),
    ...Object.values(names).flat(),
  ]);
  rmSync(output, { recursive: true, force: true });
  files.set(SEARCH_FILES.data, JSON.stringify(data));
  files.set(SEARCH_FILES.words, vocabulary);
  for (const [path, content] of files) {
    mkdirSync(dirname(join(output, path)), { recursive: true });
    writeFileSync(join(output, path), content);
  }

  const count = (kind: IndexedPage['kind']) => pages.filter((page) => page.kind === kind).length;
  console.log(
    `Wyszukiwarka: ${count('page') + count('summary')} stron informacyjnych, ${count('news')} aktualności, ` +
      `hasła dla ${Object.keys(names).length} stron, ${vocabulary.split('\n').length} słów w słowniku, ` +
      `${data.parts.length} części słownika.`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof SearchEditorsFileError ? `\n${error.message}\n` : error);
  process.exit(1);
}
