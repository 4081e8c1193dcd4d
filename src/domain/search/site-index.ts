/**
 * The site's own index, read in the browser (and by the benchmarks in Node): a word is looked up in the one part of
 * the dictionary its first letters name, as the beginning of the pages' words, and each record found is scored by
 * how strongly it has them (BM25: the word's weight in the record against the record's length, and how rare the word
 * is). A record's title and text are fetched only when it is shown.
 */
import {
  dictionaryPart,
  POSTING_LENGTH,
  SEARCH_FILES,
  type DictionaryPart,
  type RecordText,
  type SearchData,
} from './data.ts';
import { excerptOf, type Excerpt } from './excerpt.ts';
import { inflectionStem } from './inflection.ts';
import { fold } from './text.ts';
import { oncePerKey } from '../../util/once.ts';

/** What is shown of a record found: its title, the excerpt with the words found marked, a page's description. */
export interface ShownRecord {
  title: string;
  excerpt: Excerpt;
  description?: string;
}

/** A record found for a word: its id, its score, and what is shown of it, fetched on demand. */
export interface IndexResult {
  id: string;
  score: number;
  data(): Promise<ShownRecord>;
}

export interface SearchIndex {
  /** The records that have a word beginning with `term`, best first. */
  search(term: string): Promise<IndexResult[]>;
  /** Whether some page has the word itself (folded: 'zasilek' for 'zasiłek'). */
  has(word: string): Promise<boolean>;
}

/** Reads a file of the index by its path under `/search/` (JSON parsed). */
export type ReadIndexFile = (path: string) => Promise<unknown>;

/**
 * The scoring's settings, chosen on the project's query sets (`npm run bench:search`; docs/benchmarks.md, Search):
 * `saturation` (k1) and `lengthNormalisation` (b) of BM25; `title`: what a word of the page's title adds, beside
 * its weight in the text (a page is first of all about its title); `lengthSpread`: how fast a longer word found
 * by its beginning counts less than the word itself ('opał' finds 'opału' nearly fully, 'opałowych' less).
 */
export const SCORING = { saturation: 1.3, lengthNormalisation: 0.75, title: 2, lengthSpread: 2 } as const;

/**
 * The index over the records of `data`: parts of the dictionary and records are read with `read` once each, when
 * first needed.
 */
export function createSiteIndex(data: SearchData, read: ReadIndexFile): SearchIndex {
  const records = Object.entries(data.records);
  const averageLength = records.reduce((sum, [, record]) => sum + record.length, 0) / Math.max(1, records.length);
  const existing = new Set(data.parts);
  const partOf = oncePerKey((part) => read(SEARCH_FILES.part(part)) as Promise<DictionaryPart>);
  const readFragment = oncePerKey((path) => read(path) as Promise<RecordText>);
  const fragmentOf = (id: string, fragment: number) => readFragment(SEARCH_FILES.fragment(data.records[id]!, fragment));

  // Only the parts that hold words are written: nothing else begins with those letters.
  const dictionaryFor = async (typed: string) => {
    const part = dictionaryPart(typed);
    return existing.has(part) ? partOf(part) : {};
  };

  return {
    async has(word) {
      const typed = fold(word);
      return typed !== '' && typed in (await dictionaryFor(typed));
    },
    async search(term) {
      const typed = fold(term);
      if (!typed) return [];
      const dictionary = await dictionaryFor(typed);
      const found = wordsBeginning(dictionary, typed);
      const scores = scoreRecords(found, typed, dictionary, data, averageLength, records.length);
      const matches = (folded: string) => found.some((word) => folded === word);
      return [...scores]
        .sort(([a, x], [b, y]) => y.score - x.score || Number(a) - Number(b))
        .map(([id, { score, fragment }]) => ({
          id,
          score,
          data: async () => shown(await fragmentOf(id, fragment), matches),
        }));
    },
  };
}

function shown(record: RecordText, matches: (folded: string) => boolean): ShownRecord {
  return {
    title: record.title,
    excerpt: excerptOf(record.text, matches),
    ...(record.description !== undefined ? { description: record.description } : {}),
  };
}

/**
 * The words of the part that begin with the typed word or whose stem begins with its stem (inflection.ts: 'danymi'
 * finds 'dane', 'zasiłek' finds 'zasiłku'); when none does, the longest word of the part that the typed word begins
 * with.
 */
export function wordsBeginning(dictionary: DictionaryPart, typed: string): string[] {
  const words = Object.keys(dictionary);
  const stem = inflectionStem(typed);
  const longer = words.filter((word) => word.startsWith(typed) || inflectionStem(word).startsWith(stem));
  if (longer.length > 0) return longer;
  const shorter = words.filter((word) => typed.startsWith(word)).sort((a, b) => b.length - a.length);
  return shorter.slice(0, 1);
}

/**
 * Each record's score for the words found (for each word, by BM25, as much as the word is like the one typed), and
 * the fragment of its text to show: where the word that counts most there stands.
 */
function scoreRecords(
  words: string[],
  typed: string,
  dictionary: DictionaryPart,
  data: SearchData,
  averageLength: number,
  recordCount: number,
): Map<string, { score: number; fragment: number; strongest: number }> {
  const { saturation: k1, lengthNormalisation: b } = SCORING;
  const typedStem = [...inflectionStem(typed)].length;
  const scores = new Map<string, { score: number; fragment: number; strongest: number }>();
  for (const word of words) {
    const postings = dictionary[word]!;
    const having = postings.length / POSTING_LENGTH;
    const idf = Math.log(1 + (recordCount - having + 0.5) / (having + 0.5));
    const closeness = lengthBonus(Math.abs([...inflectionStem(word)].length - typedStem));
    for (let index = 0; index < postings.length; index += POSTING_LENGTH) {
      const id = String(postings[index]);
      const record = data.records[id];
      if (!record) continue;
      const stored = postings[index + 1]!;
      const weight = Math.abs(stored) * closeness;
      const tf = ((k1 + 1) * weight) / (k1 * (1 - b + (b * record.length) / averageLength) + weight);
      const title = stored < 0 ? SCORING.title * closeness : 0;
      const scored = scores.get(id) ?? { score: 0, fragment: 0, strongest: -1 };
      scored.score += idf * (tf + title);
      if (weight > scored.strongest) Object.assign(scored, { strongest: weight, fragment: postings[index + 2]! });
      scores.set(id, scored);
    }
  }
  return scores;
}

/**
 * 1 for the word itself, less for each letter more or fewer, never below 1/e: a long word found by its beginning
 * still counts a third (a bell curve over the letters and one, `SCORING.lengthSpread`, then lifted).
 */
export function lengthBonus(letterDifference: number): number {
  if (letterDifference === 0) return 1;
  return Math.exp(Math.exp(-0.5 * ((letterDifference + 1) / SCORING.lengthSpread) ** 2) - 1);
}
