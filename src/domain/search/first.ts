import type { FirstAnswer } from './data.ts';
import { holdsPhrase } from './elsewhere.ts';
import type { RankedPage } from './rank.ts';

/**
 * The pages that best answer the kind of question the query asks (content/search.yaml, `first`), in the file's
 * order: a page whose phrase the query holds, every word of it in any form ('ile można zarabiać, żeby dostać
 * rodzinne' holds 'ile można zarabiać').
 */
export function firstFor(query: string, answers: FirstAnswer[]): string[] {
  return answers
    .filter((answer) => answer.when.some((phrase) => holdsPhrase(query, phrase, 'every')))
    .map((answer) => answer.page);
}

/**
 * The ranked pages with those pages first, in that order, when the query found them (its words are among their
 * everyday names); the others keep their order.
 */
export function putFirst(ranked: RankedPage[], first: string[]): RankedPage[] {
  if (first.length === 0) return ranked;
  const lifted = first.flatMap((url) => ranked.filter((page) => page.url === url));
  return [...lifted, ...ranked.filter((page) => !first.includes(page.url))];
}
