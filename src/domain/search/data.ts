/**
 * The site's own search index, as the build writes it under `/search/` (src/integrations/search-index/) and the browser
 * reads it (site-index.ts): `search-data.json` (the records, the pages, the hints), `search-words.txt` (the
 * pages' words as spelled, for typing mistakes), the dictionary in parts by first letters, and each record's text
 * in fragments of a few dozen words, what is shown of it.
 */

/** An information page; a page that retells others in simpler form (easy-to-read text, sign language); news. */
export type PageKind = 'page' | 'summary' | 'news';

export interface IndexedPage {
  kind: PageKind;
  /** A news item's publication time (ISO 8601, from its page's article:published_time). */
  date?: string;
}

/** Something the centre does not handle, with the one sentence that says who does. */
export interface ElsewhereHint {
  /** What residents call it, for the heading: 'Rodzina 800+'. */
  name: string;
  /** Words and phrases that bring the hint up, as residents type them. */
  when: string[];
  /** One sentence: who handles it. */
  text: string;
  /** An official https page with the details. */
  link: string;
  /** The words of the link. */
  linkText: string;
}

/**
 * A kind of question one page answers best, whatever else the question names (content/search.yaml, `first`): a
 * question about income limits is answered by the self-check, which compares the household's income with every
 * benefit's limit, before the page of the one benefit it names.
 */
export interface FirstAnswer {
  /** The page's address. */
  page: string;
  /** Phrases that make a question of this kind: every word of one, stop words too, in any form and order. */
  when: string[];
}

export interface SearchData {
  /**
   * Every record of the index by its id: the page it belongs to, how many words it has (for weighing a word against
   * the record's length), and whether it holds only the page's everyday names from content/search.yaml (indexed
   * apart from the page, so the page's HTML is unchanged).
   */
  records: Record<string, IndexedRecord>;
  /** The parts of the dictionary the build wrote (`dictionaryPart`): those whose letters begin some word. */
  parts: string[];
  /** Every indexed page by its address. */
  pages: Record<string, IndexedPage>;
  elsewhere: ElsewhereHint[];
  first: FirstAnswer[];
}

export interface IndexedRecord {
  url: string;
  /** The number of words in the record. */
  length: number;
  terms?: true;
}

/**
 * What the box and the results page show of one record, a fragment at a time (`records/<page>-<n>.json`), fetched
 * only for the records shown: the page's title and a fragment of its text as the page spells it (`FRAGMENT_WORDS`,
 * for the excerpt); for a record of everyday names, the names as its text and the page's description, shown instead
 * of them.
 */
export interface RecordText {
  title: string;
  text: string;
  description?: string;
}

/**
 * One part of the dictionary (`words/<part>.json`): every word of the pages that begins with the part's letters,
 * folded (text.ts), each with the records that have it, as triples in one list: record id; the word's weight in
 * that record (each time it occurs, 1 in the text and more in a heading: `HEADING_WEIGHTS`), negative when the word
 * is in the page's title; the fragment of the record's text where it occurs most, for the excerpt.
 */
export type DictionaryPart = Record<string, number[]>;

/**
 * Words in one fragment of a record's text: enough around a word found for an excerpt (excerpt.ts), and small, so
 * that showing five suggestions costs a few kilobytes rather than five pages' text.
 */
export const FRAGMENT_WORDS = 48;

/** Each posting in a part of the dictionary: record id, weight, fragment. */
export const POSTING_LENGTH = 3;

/** How much a word counts in each heading, against 1 in the text: a page is about what its headings say. */
export const HEADING_WEIGHTS: Record<string, number> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/**
 * How many first letters of a folded word name its part of the dictionary: a word typed is looked up in one part,
 * and the box loads only that one. Two letters make parts of a few kilobytes; a single letter is looked up as a word.
 */
export const PART_LETTERS = 2;

/** The part of the dictionary that holds a folded word. */
export function dictionaryPart(folded: string): string {
  return [...folded].slice(0, PART_LETTERS).join('');
}

/** Where the build puts the files, under the site's root; a part's file is named by its letters' code points. */
export const SEARCH_FILES = {
  directory: 'search',
  data: 'search-data.json',
  words: 'search-words.txt',
  part: (part: string) => `words/${[...part].map((letter) => letter.codePointAt(0)!.toString(16)).join('-')}.json`,
  /**
   * A record's fragment, named by the record's page (`/` as `~`; a record of everyday names with `.names`), not by
   * its number: the build writes the fragments as each page passes, before the records are numbered.
   */
  fragment: ({ url, terms }: { url: string; terms?: true }, fragment: number) =>
    `records/${url === '/' ? 'index' : url.slice(1).replaceAll('/', '~')}${terms ? '.names' : ''}-${fragment}.json`,
} as const;
