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

export interface SearchData {
  /**
   * Every record of the index by its id (Pagefind's result id): the page it belongs to, and whether it holds only
   * the page's everyday names from content/search.yaml (indexed apart from the page, so the page's HTML is unchanged).
   */
  records: Record<string, { url: string; terms?: true }>;
  /** Every indexed page by its address. */
  pages: Record<string, IndexedPage>;
  elsewhere: ElsewhereHint[];
}

/** Where the build puts the files, under the site's root. */
export const SEARCH_FILES = {
  directory: 'pagefind',
  data: 'search-data.json',
  words: 'search-words.txt',
} as const;
