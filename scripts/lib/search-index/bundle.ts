/**
 * What the query layer needs beside the Pagefind index, made from the index's own records: which page each record
 * belongs to (src/domain/search/data.ts) and the words of the pages (for typing mistakes and spellings with ł).
 */
import { gunzipSync } from 'node:zlib';
import {
  TERMS_RECORD,
  type ElsewhereHint,
  type FirstAnswer,
  type IndexedPage,
  type SearchData,
} from '../../../src/domain/search/data.ts';

/** The part of a Pagefind fragment (one record of the index) read here. */
export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** A Pagefind 1.5 fragment file: gzip of a signature and the record as JSON. */
export function decodeFragment(bytes: Uint8Array): Fragment {
  const data = gunzipSync(bytes);
  const signature = 'pagefind_dcd';
  if (data.subarray(0, signature.length).toString() !== signature) {
    throw new Error('Nieznany format fragmentu indeksu Pagefind (czy zmieniła się wersja Pagefind?)');
  }
  return JSON.parse(data.subarray(signature.length).toString()) as Fragment;
}

/**
 * The records by their id (the fragment's file name, which is Pagefind's result id), the pages, the hints and the
 * pages put first for a kind of question.
 */
export function searchData(
  fragments: Map<string, Fragment>,
  pages: Record<string, IndexedPage>,
  elsewhere: ElsewhereHint[],
  first: FirstAnswer[],
): SearchData {
  const records: SearchData['records'] = {};
  for (const [id, fragment] of [...fragments].sort(([a], [b]) => a.localeCompare(b))) {
    const terms = fragment.meta[TERMS_RECORD.marker.key] === TERMS_RECORD.marker.value;
    const url = terms ? fragment.url.replace(TERMS_RECORD.hash, '') : fragment.url;
    if (!pages[url]) throw new Error(`Rekord indeksu ${id} prowadzi do nieznanej strony ${fragment.url}`);
    records[id] = terms ? { url, terms: true } : { url };
  }
  return { records, pages, elsewhere, first };
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
