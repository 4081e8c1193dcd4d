import type { PageKind, SearchData } from './data.ts';
import { langOfRoute, type Lang } from '../../util/current-route.ts';

/** A record the index found for one alternative of a word, with the index's score (site-index.ts). */
export interface Found {
  id: string;
  score: number;
}

/** What the index answered for each alternative of one word of the query. */
export interface WordResults {
  alternatives: { weight: number; found: Found[] }[];
}

export interface RankedPage {
  url: string;
  kind: PageKind;
  score: number;
  /** How many words of the query the page has. */
  words: number;
  /** The record to take the excerpt from: the page itself where it has a word, else its list of names. */
  excerptFrom: string;
}

/**
 * The ranking's settings, chosen on the project's query set (docs/architecture.md, Search; `npm run bench:search`):
 * - `noise`, `saturation`: a word's score s in the index counts as (s − noise) / (s − noise + saturation). A passing
 *   mention or a short word's prefix found in unrelated words (s ≤ 1) counts nothing, and the page does not
 *   'have' the word; a title or everyday-name match (10–35) counts nearly fully, so one strong word does not
 *   drown the others.
 * - `namesBonus`: for each word of the query beyond the first that a page's everyday names hold together (one
 *   short record): the query says what an editor wrote ('nie płaci alimentów', 'dom opieki').
 * - `kindFactor`: retellings (the easy-to-read text) and news count less, and always come after an information
 *   page that has the same words.
 * - `relativeFloor`: a page under this share of the best page's score (a passing mention) is left out.
 */
export const RANKING = {
  saturation: 5,
  noise: 1,
  namesBonus: 0.75,
  relativeFloor: 0.05,
  kindFactor: { page: 1, summary: 0.6, news: 0.6 } satisfies Record<PageKind, number>,
};

/**
 * Orders the pages for a query from what the index found for each of its words. A page scores for each word it
 * has, by how strongly it has it and how rare the word is among the pages (idf), so a page with most of the words,
 * rare ones first, comes first; no word is required.
 */
export function rankPages(results: WordResults[], data: SearchData): RankedPage[] {
  const pageCount = Object.keys(data.pages).length;
  const pages = new Map<
    string,
    { score: number; words: Set<number>; excerpt: { id: string; score: number; own: boolean } }
  >();
  const namesWords = new Map<string, Set<number>>();

  results.forEach((result, wordIndex) => {
    const best = new Map<string, number>();
    for (const alternative of result.alternatives) {
      for (const found of alternative.found) {
        const record = data.records[found.id];
        if (!record || !data.pages[record.url]) continue;
        const score = alternative.weight * found.score;
        if (record.terms && score > RANKING.noise)
          namesWords.set(record.url, (namesWords.get(record.url) ?? new Set()).add(wordIndex));
        best.set(record.url, Math.max(best.get(record.url) ?? 0, score));
        const page = pages.get(record.url) ?? {
          score: 0,
          words: new Set<number>(),
          excerpt: { id: found.id, score: 0, own: false },
        };
        // The page's own text, where it has the word, gives the better excerpt; else its names (the description).
        const own = !record.terms && score > RANKING.noise;
        if ((own && !page.excerpt.own) || (own === page.excerpt.own && score > page.excerpt.score)) {
          page.excerpt = { id: found.id, score, own };
        }
        pages.set(record.url, page);
      }
    }
    const having = [...best.values()].filter((score) => score > RANKING.noise).length;
    if (having === 0) return;
    const idf = Math.log(1 + pageCount / having);
    for (const [url, score] of best) {
      const page = pages.get(url)!;
      const strength = Math.max(0, score - RANKING.noise);
      page.score += idf * (strength / (strength + RANKING.saturation));
      if (score > RANKING.noise) page.words.add(wordIndex);
    }
  });

  const ranked = [...pages].map(([url, page]) => {
    const kind = data.pages[url]!.kind;
    const names = namesWords.get(url)?.size ?? 0;
    const score = page.score + RANKING.namesBonus * Math.max(0, names - 1);
    return { url, kind, score: score * RANKING.kindFactor[kind], wordSet: page.words, excerptFrom: page.excerpt.id };
  });
  const information = ranked.filter((page) => page.kind === 'page');
  for (const page of ranked) {
    if (page.kind === 'page' || page.wordSet.size === 0) continue;
    const covering = information.filter((other) => [...page.wordSet].every((word) => other.wordSet.has(word)));
    // Just below the weakest of them.
    if (covering.length > 0)
      page.score = Math.min(page.score, Math.min(...covering.map((other) => other.score)) * 0.999);
  }
  const best = Math.max(0, ...ranked.map((page) => page.score));
  return ranked
    .filter((page) => page.score > 0 && page.score >= best * RANKING.relativeFloor)
    .sort((a, b) => b.score - a.score || a.url.localeCompare(b.url))
    .map(({ wordSet, ...page }) => ({ ...page, words: wordSet.size }));
}

/**
 * The pages in the reader's language first, each part in its own order: a search from a Ukrainian page lists the
 * Ukrainian pages before the Polish ones. A Polish search keeps the ranking as it is (the Polish pages and the news
 * are Polish; a Ukrainian page ranked among them stays where it is).
 */
export function inLanguageFirst<T extends { url: string }>(pages: T[], lang: Lang): T[] {
  if (lang === 'pl') return pages;
  return [
    ...pages.filter((page) => langOfRoute(page.url) === lang),
    ...pages.filter((page) => langOfRoute(page.url) !== lang),
  ];
}
