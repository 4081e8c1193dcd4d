/**
 * Site search: a query layer over the site's own index of the pages (site-index.ts; docs/architecture.md, Search).
 *
 * Each word of the query that carries meaning is searched on its own, with its corrections and its word family
 * (plan.ts); the pages are then ordered by how many of the words they have and how strongly (rank.ts), after the
 * page that best answers the query's kind of question, if the editors named one and it was found (first.ts). Pure:
 * the index comes in (`SearchSources`); the browser fetches its files (src/browser/search/engine.ts), where the
 * header box and the results page both call `searchSite`, so they show the same pages in the same order.
 */
import type { ElsewhereHint, PageKind, SearchData } from './data.ts';
import { elsewhereFor } from './elsewhere.ts';
import { firstFor, putFirst } from './first.ts';
import { planQuery, type PlannedWord } from './plan.ts';
import { inLanguageFirst, rankPages, type WordResults } from './rank.ts';
import type { Lang } from '../../util/current-route.ts';
import { MIN_CORRECTED_LENGTH, type Vocabulary } from './vocabulary.ts';
import { isNumber, words } from './text.ts';
import type { Excerpt } from './excerpt.ts';
import type { IndexResult, SearchIndex } from './site-index.ts';

export interface SearchHit {
  url: string;
  title: string;
  kind: PageKind;
  /** A news item's publication time (ISO 8601, from its page's article:published_time). */
  date?: string;
  /** Excerpt split into plain-text parts; `marked` parts matched the query. */
  excerpt: Excerpt;
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

export interface SearchSources {
  index: SearchIndex;
  data: SearchData;
  /** The pages' words, fetched only when a query needs them (`needsVocabulary`): most never do. */
  vocabulary: () => Promise<Vocabulary>;
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
  const plan = planQuery(query, (await needsVocabulary(sources.index, query)) ? await sources.vocabulary() : undefined);
  const { ranked: byScore, byId } = await rank(sources, plan);
  const ranked = putFirst(inLanguageFirst(byScore, lang), firstFor(query, sources.data.first));
  if (ranked.length === 0) {
    return { hits: [], total: 0, elsewhere, ...(await suggestionFor(sources, query, plan)) };
  }
  const hits = await Promise.all(
    ranked.slice(0, limit).map(async (page): Promise<SearchHit> => {
      const shown = await byId.get(page.excerptFrom)!.data();
      const date = sources.data.pages[page.url]?.date;
      // A page found only by its everyday names shows its description rather than the list of names.
      const names = sources.data.records[page.excerptFrom]?.terms === true;
      return {
        url: page.url,
        title: shown.title,
        kind: page.kind,
        ...(date ? { date } : {}),
        excerpt: names ? [{ text: shown.description ?? '', marked: false }] : shown.excerpt,
      };
    }),
  );
  return { hits, total: ranked.length, elsewhere };
}

/**
 * Whether a word of the query may be a typing mistake to correct: one long enough (`MIN_CORRECTED_LENGTH`) that
 * the index does not hold. Only then are the pages' words needed (14 KB), which the first letters typed never are.
 */
async function needsVocabulary(index: SearchIndex, query: string): Promise<boolean> {
  const candidates = planQuery(query)
    .map(({ word }) => word)
    .filter((word) => word.length >= MIN_CORRECTED_LENGTH && !isNumber(word));
  const known = await Promise.all(candidates.map((word) => index.has(word)));
  return known.includes(false);
}

async function rank(sources: SearchSources, plan: PlannedWord[]) {
  const byId = new Map<string, IndexResult>();
  const answers = new Map<string, Promise<IndexResult[]>>();
  const ask = (text: string) => {
    let answer = answers.get(text);
    if (!answer) {
      answer = sources.index.search(text);
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
  const vocabulary = await sources.vocabulary();
  const replacements = new Map<string, string>();
  for (const { word } of plan) {
    if (vocabulary.spellings(word).length > 0) continue;
    const nearest = vocabulary.nearest(word)[0];
    if (nearest) replacements.set(word, nearest);
  }
  if (replacements.size === 0) return {};
  const suggestion = words(query)
    .map((word) => replacements.get(word) ?? word)
    .join(' ');
  const { ranked } = await rank(sources, planQuery(suggestion, vocabulary));
  return ranked.length > 0 ? { suggestion } : {};
}
