import type { AstroIntegration } from 'astro';
import { mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_FILES, type IndexedPage } from '../../domain/search/data.ts';
import { words as wordsOf } from '../../domain/search/text.ts';
import type { PageStep } from '../built-pages.ts';
import { checkedEditorsFile, namesOf, readEditorsFile, type SearchEditorsFile } from './editors-file.ts';
import { fragmentFiles, searchIndexFiles, vocabularyOf, type RecordToIndex } from './index-files.ts';
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
  let names: Record<string, string[]>;
  let summaries: Set<string>;
  let pages: IndexedSitePage[] = [];
  let weighted: (word: WeightedWord) => WeightedWord;
  let writer: ReturnType<typeof fileWriter>;
  return {
    name: 'search-index',
    start: ({ root, dir }) => {
      editors = readEditorsFile(fileURLToPath(root));
      names = namesOf(editors);
      summaries = new Set(editors.summaries);
      pages = [];
      weighted = sharedWords();
      const output = join(fileURLToPath(dir), SEARCH_FILES.directory);
      rmSync(output, { recursive: true, force: true });
      writer = fileWriter(output);
    },
    // The page as Astro rendered it, with its parse: the steps before this one change attributes, scripts, styles and
    // the whitespace between an article's blocks, none of which the index reads (its text runs blocks together with
    // one space), so parsing each page again as they leave it was work for nothing.
    // A page's fragments are written as it passes: they need nothing from the other pages.
    changes: async (html, page, file) => {
      const found = sitePage(routeOfFile(file), html, summaries, page);
      if (found) {
        const { article, description, date, ...page } = found;
        const { title, text, words } = articleText(article);
        const indexed: IndexedSitePage = {
          ...page,
          description: detached(description),
          ...(date === undefined ? {} : { date: detached(date) }),
          title: detached(title),
          text,
          words: words.map(weighted),
          file,
        };
        pages.push(indexed);
        for (const record of recordsOf(indexed, names)) {
          for (const [path, content] of fragmentFiles(record)) await writer.add(path, content);
        }
      }
      return [];
    },
    finish: async ({ logger }) => {
      // Records are numbered in the order of the pages' files, whatever order the pass met them in.
      pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      const { files, summary } = indexFiles(pages, editors, names);
      for (const [path, content] of files) await writer.add(path, content);
      await writer.written();
      logger.info(summary);
    },
  };
}

/** Files written at once at most: each is mostly the file system's work, done on Node's own threads. */
const FILES_IN_FLIGHT = 8;

/**
 * The index's files, tens of thousands of small ones at scale (21 000 at 5 000 items), each folder made once,
 * written a few at a time on Node's file threads: creating a file is mostly the system's work, which goes on, on the
 * other core, beside the pass's work on the next pages (`add` waits only while `FILES_IN_FLIGHT` are being written).
 * Written at the end of the pass instead, they took from 4 to 21 s, with nothing else to do meanwhile.
 */
function fileWriter(output: string) {
  const folders = new Set<string>();
  const writing = new Set<Promise<void>>();
  let failed: { error: unknown } | undefined;
  const failure = () => {
    if (failed) throw failed.error;
  };
  return {
    async add(path: string, content: string): Promise<void> {
      failure();
      const target = join(output, path);
      const folder = dirname(target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      const write: Promise<void> = writeFile(target, content)
        .catch((error: unknown) => {
          failed ??= { error };
        })
        .finally(() => writing.delete(write));
      writing.add(write);
      if (writing.size >= FILES_IN_FLIGHT) await Promise.race(writing);
    },
    async written(): Promise<void> {
      await Promise.all(writing);
      failure();
    },
  };
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

/** A page's records: its text, and its everyday names from the editors' file (`names`, by page) if it has any. */
function recordsOf(page: IndexedSitePage, names: Record<string, string[]>): RecordToIndex[] {
  const title = page.title || page.url;
  const records: RecordToIndex[] = [{ url: page.url, shown: { title, text: page.text }, words: page.words }];
  const terms = names[page.url];
  if (terms) {
    const listed = terms.join('. ');
    records.push({
      url: page.url,
      terms: true,
      shown: { title, text: listed, description: page.description },
      words: wordsOf(listed).map((word) => ({ word, weight: 1 })),
    });
  }
  return records;
}

/**
 * The index's files by their path under `/search/`, but for the records' fragments (written as the pages pass),
 * and what the build says about them.
 */
function indexFiles(pages: IndexedSitePage[], editors: SearchEditorsFile, names: Record<string, string[]>) {
  const records = pages.flatMap((page) => recordsOf(page, names));
  const indexed: Record<string, IndexedPage> = Object.fromEntries(
    pages.map((page) => [page.url, page.date ? { kind: page.kind, date: page.date } : { kind: page.kind }]),
  );
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
