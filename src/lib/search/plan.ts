import { lVariants, stem } from './forms.ts';
import { isStopWord } from './stop-words.ts';
import { fold, isCyrillic, isNumber, words } from './text.ts';
import { MIN_CORRECTED_LENGTH, type Vocabulary } from './vocabulary.ts';

/** One thing to ask the index for a word of the query, and how much a page found by it counts. */
export interface Alternative {
  text: string;
  weight: number;
}

/** A word that carries meaning, with everything that may find the pages it means. */
export interface PlannedWord {
  word: string;
  alternatives: Alternative[];
}

/**
 * How much a page found by each kind of alternative counts, beside a page found by the word as typed (1):
 * the same word spelled with ł counts as much; a correction of a typing mistake a little less, so that a page
 * with the word as typed comes first; a shared beginning of the word family ('aliment' for 'alimentacyjny')
 * less again, because it also finds other words.
 */
export const ALTERNATIVE_WEIGHTS = { typed: 1, unknown: 0.6, spelling: 1, correction: 0.8, stem: 0.35 } as const;

/** Words after this many are not searched (a question to the centre is rarely longer). */
const MAX_WORDS = 8;

/**
 * The words of a query that carry meaning, each with the alternatives to search. Stop words are dropped, unless
 * the query is nothing else. Without a vocabulary (not loaded yet) there are no corrections, and ł is tried
 * blindly.
 */
export function planQuery(query: string, vocabulary?: Vocabulary): PlannedWord[] {
  const unique = [...new Map(words(query).map((word) => [fold(word), word])).values()];
  const meaningful = unique.filter((word) => !isStopWord(word));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, MAX_WORDS).map((word) => ({
    word,
    alternatives: alternativesOf(word, vocabulary),
  }));
}

function alternativesOf(word: string, vocabulary: Vocabulary | undefined): Alternative[] {
  const spellings = vocabulary?.spellings(word) ?? [];
  const corrections =
    vocabulary && spellings.length === 0 && word.length >= MIN_CORRECTED_LENGTH && !isNumber(word) ? vocabulary.oneEditAway(word) : [];
  // A word the pages do not have, typed wrong or in a form they do not use, is cut by Pagefind's stemmer to a
  // beginning that matches unrelated words ('stypedium' finds 'stały'): what it finds counts less.
  const alternatives: Alternative[] = [
    { text: word, weight: corrections.length > 0 ? ALTERNATIVE_WEIGHTS.unknown : ALTERNATIVE_WEIGHTS.typed },
  ];
  const add = (text: string, weight: number) => {
    if (!alternatives.some((known) => known.text === text)) alternatives.push({ text, weight });
  };
  if (isNumber(word)) return alternatives;
  if (!isCyrillic(word)) for (const spelling of lVariants(word, spellings)) add(spelling, ALTERNATIVE_WEIGHTS.spelling);
  for (const correction of corrections) add(correction, ALTERNATIVE_WEIGHTS.correction);
  const beginning = stem(word);
  if (beginning) add(beginning, ALTERNATIVE_WEIGHTS.stem);
  return alternatives;
}
