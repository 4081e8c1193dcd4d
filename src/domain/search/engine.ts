/**
 * Site search: a query layer in front of the Pagefind index built from the pages (docs/architecture.md, Search).
 *
 * Each word of the query that carries meaning is searched on its own, with its corrections and its word family
 * (plan.ts); the pages are then ordered by how many of the words they have and how strongly (rank.ts), after the
 * page that best answers the query's kind of question, if the editors named one and it was found (first.ts). The
 * header box and the results page both call `searchSite`, so they show the same pages in the same order.
 */
import {
  PAGEFIND_OPTIONS,
  SEARCH_FILES,
  TERMS_RECORD,
  type ElsewhereHint,
  type PageKind,
  type SearchData,
} from './data.ts';
import { elsewhereFor } from './elsewhere.ts';
import { firstFor, putFirst } from './first.ts';
import { planQuery, type PlannedWord } from './plan.ts';
import { inLanguageFirst, rankPages, type Found, type WordResults } from './rank.ts';
import type { Lang } from '../../util/current-route.ts';
import { createVocabulary, type Vocabulary } from './vocabulary.ts';
import { words } from './text.ts';

export interface SearchHit {
  url: string;
  title: string;
  kind: PageKind;
  /** A news item's publication time (ISO 8601, from its page's article:published_time). */
  date?: string;
  /** Excerpt split into plain-text parts; `marked` parts matched the query. */
  excerpt: { text: string; marked: boolean }[];
}

export interface SearchOutcome {
  /** The best pages, best first. */
  hits: SearchHit[];
  /** How many pages were found in all. */
  total: number;
  /** Things the query asks about that other offices handle. */
  elsewhere: ElsewhereHint[];
  /** When nothing was found: the query with its unknown words spelled as on the pages, if that finds something. */
  suggestion?: string;
}

/** A record Pagefind found: id, score, and its text and metadata, fetched on demand. */
type IndexResult = Found & { data(): Promise<{ excerpt: string; meta: Record<string, string | undefined> }> };

/** What the query layer needs of Pagefind's search API. */
export interface SearchIndex {
  search(term: string): Promise<{ results: IndexResult[] } | null>;
}

export interface SearchSources {
  index: SearchIndex;
  data: SearchData;
  vocabulary: Vocabulary;
}

/**
 * Searches the index as the query layer does; pure apart from the index it is given. `lang` is the reader's: the
 * pages in that language come first.
 */
export async function runSearch(
  sources: SearchSources,
  query: string,
  limit: number,
  lang: Lang = 'pl',
): Promise<SearchOutcome> {
  const elsewhere = elsewhereFor(query, sources.data.elsewhere);
  const plan = planQuery(query, sources.vocabulary);
  const { ranked: byScore, byId } = await rank(sources, plan);
  const ranked = putFirst(inLanguageFirst(byScore, lang), firstFor(query, sources.data.first));
  if (ranked.length === 0) {
    return { hits: [], total: 0, elsewhere, ...(await suggestionFor(sources, query, plan)) };
  }
  const hits = await Promise.all(
    ranked.slice(0, limit).map(async (page): Promise<SearchHit> => {
      const data = await byId.get(page.excerptFrom)!.data();
      const date = sources.data.pages[page.url]?.date;
      // A page found only by its everyday names shows its description rather than the list of names.
      const names = sources.data.records[page.excerptFrom]?.terms === true;
      return {
        url: page.url,
        title: (names ? data.meta[TERMS_RECORD.title] : data.meta.title) ?? page.url,
        kind: page.kind,
        ...(date ? { date } : {}),
        excerpt: names
          ? [{ text: data.meta[TERMS_RECORD.description] ?? '', marked: false }]
          : parseExcerpt(data.excerpt),
      };
    }),
  );
  return { hits, total: ranked.length, elsewhere };
}

async function rank(sources: SearchSources, plan: PlannedWord[]) {
  const byId = new Map<string, IndexResult>();
  const answers = new Map<string, Promise<IndexResult[]>>();
  const ask = (text: string) => {
    let answer = answers.get(text);
    if (!answer) {
      answer = sources.index.search(text).then((response) => response?.results ?? []);
      answers.set(text, answer);
    }
    return answer;
  };
  const results: WordResults[] = await Promise.all(
    plan.map(async (word) => ({
      alternatives: await Promise.all(
        word.alternatives.map(async (alternative) => {
          const found = await ask(alternative.text);
          for (const result of found) byId.set(result.id, result);
          return { weight: alternative.weight, found };
        }),
      ),
    })),
  );
  return { ranked: rankPages(results, sources.data), byId };
}

/**
 * The query with every word the pages do not know replaced by the nearest one they do (up to two letters away),
 * offered only if it finds pages.
 */
async function suggestionFor(
  sources: SearchSources,
  query: string,
  plan: PlannedWord[],
): Promise<{ suggestion?: string }> {
  const replacements = new Map<string, string>();
  for (const { word } of plan) {
    if (sources.vocabulary.spellings(word).length > 0) continue;
    const nearest = sources.vocabulary.nearest(word)[0];
    if (nearest) replacements.set(word, nearest);
  }
  if (replacements.size === 0) return {};
  const suggestion = words(query)
    .map((word) => replacements.get(word) ?? word)
    .join(' ');
  const { ranked } = await rank(sources, planQuery(suggestion, sources.vocabulary));
  return ranked.length > 0 ? { suggestion } : {};
}

/** Turns Pagefind's excerpt (escaped text with <mark> tags) into plain parts, so nothing is rendered as HTML. */
export function parseExcerpt(html: string): SearchHit['excerpt'] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&amp;/g, '&');
  return html
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), marked: false },
    );
}

interface PagefindModule extends SearchIndex {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
}

let sources: Promise<SearchSources> | undefined;

/** Pagefind, the records' data and the vocabulary, fetched together once, when the visitor starts searching. */
function loadSources(): Promise<SearchSources> {
  const base = `/${SEARCH_FILES.directory}/`;
  // Rebuilt with the site: asked again each visit, so an old copy never meets a new index.
  const fresh = (file: string) =>
    fetch(base + file, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response;
    });
  if (!sources) preload(base + SEARCH_FILES.wasm);
  sources ??= Promise.all([
    (async () => {
      const module = (await import(/* @vite-ignore */ `${base}pagefind.js`)) as PagefindModule;
      await module.options(PAGEFIND_OPTIONS);
      await module.init();
      return module;
    })(),
    fresh(SEARCH_FILES.data).then((response) => response.json() as Promise<SearchData>),
    fresh(SEARCH_FILES.words).then((response) => response.text()),
  ])
    .then(([index, data, list]) => ({ index, data, vocabulary: createVocabulary(list.split('\n').filter(Boolean)) }))
    .catch((error: unknown) => {
      sources = undefined;
      throw error;
    });
  return sources;
}

/**
 * Pagefind asks for its WebAssembly only once its entry file has come. Preloaded now, it arrives alongside Pagefind's
 * script instead of after it, and Pagefind's own request (a same-origin fetch from this page) takes the preloaded copy.
 */
function preload(href: string): void {
  const link = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'fetch',
    href,
    crossOrigin: 'anonymous',
  });
  document.head.append(link);
}

/** Starts downloading the index early (when the search box gets focus). */
export function preloadSearch(): void {
  loadSources().catch(() => undefined);
}

/**
 * Searches the site as the visitor typed: the best `limit` pages (those in `lang`, the reader's language, first),
 * hints for things handled elsewhere, a spelling.
 */
export async function searchSite(query: string, limit = 10, lang: Lang = 'pl'): Promise<SearchOutcome> {
  if (words(query).length === 0) return { hits: [], total: 0, elsewhere: [] };
  return runSearch(await loadSources(), query, limit, lang);
}
