import type { AstroIntegration } from 'astro';
import { mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_FILES, type IndexedPage } from '../../domain/search/data.ts';
import { words as wordsOf } from '../../domain/search/text.ts';
import type { PageStep } from '../built-pages.ts';
import { checkedEditorsFile, namesOf, readEditorsFile, type SearchEditorsFile } from './editors-file.ts';
import { searchIndexFiles, vocabularyOf, type RecordToIndex } from './index-files.ts';
import { articleText, type ArticleText, type WeightedWord } from './page-text.ts';
import { routeOfFile, sitePage, type SitePage } from './site-pages.ts';

/**
 * The site's own search index is part of Astro's build, so `astro build` alone ships a working search: this
 * integration checks the editors' file, content/search.yaml, before any page is rendered (a mistake stops the
 * build at once, in Polish), and `searchIndexPages` indexes the pages as a step of the pass over them.
 */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        if (command === 'build') checkedEditorsFile(fileURLToPath(config.root));
      },
    },
  };
}

/** A page search indexes, with what it reads of its article. */
type IndexedSitePage = Omit<SitePage, 'article'> & ArticleText & { file: string };

/**
 * Every information page and news item's page (the index's excerpts are the text a resident reads), each page's everyday names from the editors' file as a record of its own (its terms, and the
 * phrases of `first` that put it first), and beside them what the query layer needs (src/domain/search/data.ts),
 * under `/search/`. One index for Polish and Ukrainian pages: a query in either language finds its pages.
 */
export function searchIndexPages(): PageStep {
  let editors: SearchEditorsFile;
  let summaries: Set<string>;
  let pages: IndexedSitePage[] = [];
  let weighted: (word: WeightedWord) => WeightedWord;
  return {
    name: 'search-index',
    start: ({ root }) => {
      editors = readEditorsFile(fileURLToPath(root));
      summaries = new Set(editors.summaries);
      pages = [];
      weighted = sharedWords();
    },
    // The page as Astro wrote it, with its parse: the steps before this one change attributes, scripts, styles and
    // the whitespace between an article's blocks, none of which the index reads (its text runs blocks together with
    // one space), so parsing each page again as they leave it was work for nothing.
    changes: (html, page, file) => {
      const found = sitePage(routeOfFile(file), html, summaries, page);
      if (found) {
        const { article, description, date, ...page } = found;
        const { title, text, words } = articleText(article);
        pages.push({
          ...page,
          description: detached(description),
          ...(date === undefined ? {} : { date: detached(date) }),
          title: detached(title),
          text,
          words: words.map(weighted),
          file,
        });
      }
      return [];
    },
    finish: async ({ dir, logger }) => {
      // Records are numbered in the order of the pages' files, whatever order the pass met them in.
      pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      const { files, summary } = indexFiles(pages, editors);
      const output = join(fileURLToPath(dir), SEARCH_FILES.directory);
      rmSync(output, { recursive: true, force: true });
      await writeFiles(output, files);
      logger.info(summary);
    },
  };
}

/** Files written at once at most: each is mostly the file system's work, done on Node's own threads. */
const FILES_IN_FLIGHT = 8;

/**
 * Tens of thousands of small files at scale (21 000 at 5 000 items), each folder made once: written a few at a
 * time on Node's file threads, so that creating them, which costs the system about as much as writing them, goes
 * on beside the next ones on both cores, instead of one after another on the build's thread.
 */
async function writeFiles(output: string, files: Map<string, string>): Promise<void> {
  const folders = new Set([...files.keys()].map((path) => dirname(join(output, path))));
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  const queue = [...files];
  const writer = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) await writeFile(join(output, next[0]), next[1]);
  };
  await Promise.all(Array.from({ length: FILES_IN_FLIGHT }, writer));
}

/**
 * A copy of `text` that refers to nothing else. V8 keeps a substring as a view into the string it was cut from, so a
 * page's description or publication time, as the parser cuts them from the page, kept the whole page's HTML alive
 * until the index was written: 0.3 GB of the pass's memory at 5 000 news items.
 */
function detached(text: string): string {
  return structuredClone(text);
}

/**
 * One object for each word and weight, shared by every page that has them: the pages are kept until the index is
 * written, and thousands of news items repeat the same few hundred words (an object each was 60 MB at 5 000 items).
 */
function sharedWords(): (word: WeightedWord) => WeightedWord {
  const known = new Map<string, WeightedWord>();
  return ({ word, weight }) => {
    const key = `${weight} ${word}`;
    let shared = known.get(key);
    if (shared === undefined) known.set(key, (shared = { word: detached(word), weight }));
    return shared;
  };
}

/** The index's files by their path under `/search/`, and what the build says about them. */
function indexFiles(pages: IndexedSitePage[], editors: SearchEditorsFile) {
  const names = namesOf(editors);
  const records: RecordToIndex[] = [];
  const indexed: Record<string, IndexedPage> = {};
  for (const page of pages) {
    const title = page.title || page.url;
    records.push({ url: page.url, shown: { title, text: page.text }, words: page.words });
    indexed[page.url] = page.date ? { kind: page.kind, date: page.date } : { kind: page.kind };
    const terms = names[page.url];
    if (!terms) continue;
    const listed = terms.join('. ');
    records.push({
      url: page.url,
      terms: true,
      shown: { title, text: listed, description: page.description },
      words: wordsOf(listed).map((word) => ({ word, weight: 1 })),
    });
  }
  const { data, files } = searchIndexFiles(records, indexed, editors.elsewhere, editors.first);
  const vocabulary = vocabularyOf([
    ...records.filter((record) => !record.terms).map((record) => record.shown.text),
    ...Object.values(names).flat(),
  ]);
  files.set(SEARCH_FILES.data, JSON.stringify(data));
  files.set(SEARCH_FILES.words, vocabulary);
  const count = (kind: IndexedPage['kind']) => pages.filter((page) => page.kind === kind).length;
  const summary =
    `Wyszukiwarka: ${count('page') + count('summary')} stron informacyjnych, ${count('news')} aktualności, ` +
    `hasła dla ${Object.keys(names).length} stron, ${vocabulary.split('\n').length} słów w słowniku, ` +
    `${data.parts.length} części słownika.`;
  return { files, summary };
}
