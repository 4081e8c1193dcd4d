import { stem } from './forms.ts';
import { isStopWord } from './stop-words.ts';
import { fold, isNumber, words } from './text.ts';
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
 * How much a page found by each kind of alternative counts, beside a page found by the word as typed (1): a
 * correction of a typing mistake a little less, so that a page with the word as typed comes first; the shared
 * beginning of the word family ('aliment' for 'alimentacyjny') less again, because it also finds other words. A
 * word the pages do not have but one letter from one they do is probably mistyped, and counts less as typed: its
 * stem may begin unrelated words.
 */
export const ALTERNATIVE_WEIGHTS = { typed: 1, unknown: 0.6, correction: 0.8, stem: 0.35 } as const;

/** Words after this many are not searched (a question to the centre is rarely longer). */
const MAX_WORDS = 8;

/**
 * The words of a query that carry meaning, each with the alternatives to search. Stop words are dropped, unless
 * the query is nothing else. Without a vocabulary there are no corrections.
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
  const known = vocabulary ? vocabulary.spellings(word).length > 0 : true;
  const corrections =
    !known && word.length >= MIN_CORRECTED_LENGTH && !isNumber(word) ? vocabulary!.oneEditAway(word) : [];
  const alternatives: Alternative[] = [];
  // Asked folded, as the index holds the words (text.ts), so the same word typed two ways is asked once.
  const add = (text: string, weight: number) => {
    const asked = fold(text);
    if (!alternatives.some((alternative) => alternative.text === asked)) alternatives.push({ text: asked, weight });
  };
  add(word, corrections.length > 0 ? ALTERNATIVE_WEIGHTS.unknown : ALTERNATIVE_WEIGHTS.typed);
  for (const correction of corrections) add(correction, ALTERNATIVE_WEIGHTS.correction);
  const beginning = isNumber(word) ? null : stem(word);
  if (beginning) add(beginning, ALTERNATIVE_WEIGHTS.stem);
  return alternatives;
}
