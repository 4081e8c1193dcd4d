/**
 * The site's own search index, made from the records search shows (a page, a news item, a page's everyday names):
 * the dictionary in parts by first letters, a record's fragments with what is shown of it, and what the query layer
 * loads first (src/domain/search/data.ts). Pure: it returns the files, the build's step (./index.ts) writes them.
 */
import {
  dictionaryPart,
  FRAGMENT_WORDS,
  SEARCH_FILES,
  type DictionaryPart,
  type ElsewhereHint,
  type FirstAnswer,
  type IndexedPage,
  type RecordText,
  type SearchData,
} from '../../domain/search/data.ts';
import { fold, words } from '../../domain/search/text.ts';
import type { WeightedWord } from './page-text.ts';

/** One record to index: the page it belongs to, what is shown of it, and its words with their weights. */
export interface RecordToIndex {
  url: string;
  /** A page's everyday names rather than its text. */
  terms?: true;
  shown: RecordText;
  words: WeightedWord[];
}

export interface SearchIndexFiles {
  data: SearchData;
  /** Each file's path under the index's folder and its content. */
  files: Map<string, string>;
}

/**
 * The index of the records (numbered in the order given), with the pages, the hints and the pages put first for a
 * kind of question; the records' fragments are `fragmentFiles`. A record of a page not among `pages` is a mistake
 * of the build.
 */
export function searchIndexFiles(
  records: RecordToIndex[],
  pages: Record<string, IndexedPage>,
  elsewhere: ElsewhereHint[],
  first: FirstAnswer[],
): SearchIndexFiles {
  const dataRecords: SearchData['records'] = {};
  const files = new Map<string, string>();
  const parts = new Map<string, DictionaryPart>();
  const folded = foldedOnce();
  records.forEach((record, id) => {
    if (!pages[record.url]) throw new Error(`Rekord indeksu ${id} prowadzi do nieznanej strony ${record.url}`);
    dataRecords[id] = { url: record.url, length: record.words.length, ...(record.terms ? { terms: true } : {}) };
    const where = whereMost(fragmentsOf(record.shown.text), folded);
    // The title of a page, not the title shown for its everyday names (their record is the names alone).
    const title = new Set(record.terms ? [] : words(record.shown.title).map(folded));
    for (const [word, weight] of weightsOf(record.words, folded)) {
      const part = dictionaryPart(word);
      const dictionary = parts.get(part) ?? {};
      (dictionary[word] ??= []).push(id, title.has(word) ? -weight : weight, where.get(word) ?? 0);
      parts.set(part, dictionary);
    }
  });
  const sortedParts = [...parts.keys()].sort();
  for (const part of sortedParts) files.set(SEARCH_FILES.part(part), JSON.stringify(sortedKeys(parts.get(part)!)));
  return { data: { records: dataRecords, parts: sortedParts, pages, elsewhere, first }, files };
}

/**
 * The files of a record's fragments, each with what is shown of the record: made apart from the index, as each page
 * passes, because they depend on nothing but the record.
 */
export function fragmentFiles(record: RecordToIndex): [path: string, content: string][] {
  return fragmentsOf(record.shown.text).map((text, fragment) => [
    SEARCH_FILES.fragment(record, fragment),
    JSON.stringify({ ...record.shown, text }),
  ]);
}

/** A record's text in fragments of `FRAGMENT_WORDS` words. */
export function fragmentsOf(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const fragments: string[] = [];
  for (let start = 0; start < tokens.length; start += FRAGMENT_WORDS) {
    fragments.push(tokens.slice(start, start + FRAGMENT_WORDS).join(' '));
  }
  return fragments.length > 0 ? fragments : [''];
}

/**
 * `fold`, worked out once for each word: thousands of news items repeat the same few hundred words, and folding a
 * word (locale, Unicode decomposition) was most of what indexing them cost.
 */
function foldedOnce(): (word: string) => string {
  const answers = new Map<string, string>();
  return (word) => {
    let answer = answers.get(word);
    if (answer === undefined) answers.set(word, (answer = fold(word)));
    return answer;
  };
}

/** For each folded word, the fragment that has it most often (the first of those). */
function whereMost(fragments: string[], folded: (word: string) => string): Map<string, number> {
  const best = new Map<string, { fragment: number; count: number }>();
  fragments.forEach((text, fragment) => {
    const counts = new Map<string, number>();
    for (const word of words(text).map(folded)) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, count] of counts) {
      if (count > (best.get(word)?.count ?? 0)) best.set(word, { fragment, count });
    }
  });
  return new Map([...best].map(([word, { fragment }]) => [word, fragment]));
}

/** Each folded word of a record with the sum of its weights there. */
function weightsOf(words: WeightedWord[], folded: (word: string) => string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { word, weight } of words) {
    const key = folded(word);
    weights.set(key, (weights.get(key) ?? 0) + weight);
  }
  return weights;
}

function sortedKeys(dictionary: DictionaryPart): DictionaryPart {
  return Object.fromEntries(Object.entries(dictionary).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The shortest word kept: a word of five letters typed with one missing is four. */
const MIN_WORD = 4;

/** Every word of the texts, in lower case as the pages spell it, once each, sorted: one per line. */
export function vocabularyOf(texts: Iterable<string>): string {
  const found = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLocaleLowerCase('pl-PL').match(/\p{L}+/gu) ?? []) {
      if (word.length >= MIN_WORD) found.add(word);
    }
  }
  return [...found].sort().join('\n');
}
