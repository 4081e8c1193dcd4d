/**
 * What the build writes next to the Pagefind index (`/pagefind/search-data.json`, `/pagefind/search-words.txt`)
 * and the search loads with it. The build side is scripts/search-index.ts.
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
   * Every record of the index by its id (Pagefind's result id): the page it belongs to, and whether it holds only
   * the page's everyday names from content/search.yaml (indexed apart from the page, so the page's HTML is unchanged).
   */
  records: Record<string, { url: string; terms?: true }>;
  /** Every indexed page by its address. */
  pages: Record<string, IndexedPage>;
  elsewhere: ElsewhereHint[];
  first: FirstAnswer[];
}

/**
 * The record that holds a page's everyday names: its own address (Pagefind keeps one record per address) is the
 * page's with a fragment, and its metadata says what it is and carries the page's title and description, to show
 * when only the names matched. None of that metadata may count as a match (`PAGEFIND_OPTIONS`).
 */
export const TERMS_RECORD = {
  hash: '#hasla',
  marker: { key: 'record', value: 'terms' },
  title: 'pageTitle',
  description: 'pageDescription',
} as const;

/**
 * What the query layer asks of Pagefind: excerpts of 24 words; matches in the names record's metadata count nothing;
 * no web worker. The worker costs one more round trip and script before the first result, and a message each way for
 * every word searched and every result shown: on slow 4G the first result came 0.6 s later in the header box and
 * 2 s later on the results page (`npm run bench:search`), while the searches themselves take milliseconds.
 */
export const PAGEFIND_OPTIONS = {
  excerptLength: 24,
  noWorker: true,
  ranking: { metaWeights: { [TERMS_RECORD.marker.key]: 0, [TERMS_RECORD.title]: 0, [TERMS_RECORD.description]: 0 } },
};

/** Where the build puts the files, under the site's root. */
export const SEARCH_FILES = {
  directory: 'pagefind',
  data: 'search-data.json',
  words: 'search-words.txt',
  /** Pagefind's WebAssembly for the one (Polish) index. */
  wasm: 'wasm.pl.pagefind',
} as const;
