import type { ElsewhereHint } from './data.ts';
import { isStopWord } from './stop-words.ts';
import { fold, words } from './text.ts';

/**
 * The things handled elsewhere (content/search.yaml, `elsewhere`) that a query asks about. A phrase matches when
 * every word of it that carries meaning is in the query, in any order and any common form: 'renta' matches 'rentę'
 * and 'renty', 'zasiłek dla bezrobotnych' matches 'jak dostać zasiłek dla bezrobotnego'.
 */
export function elsewhereFor(query: string, hints: ElsewhereHint[]): ElsewhereHint[] {
  const asked = meaningfulWords(query);
  if (asked.length === 0) return [];
  return hints.filter((hint) =>
    hint.when.some((phrase) => {
      const needed = meaningfulWords(phrase);
      return needed.length > 0 && needed.every((word) => asked.some((candidate) => sameWord(candidate, word)));
    }),
  );
}

function meaningfulWords(text: string): string[] {
  const all = words(text);
  const meaningful = all.filter((word) => !isStopWord(word));
  return (meaningful.length > 0 ? meaningful : all).map(fold);
}

/**
 * The same word in another form: equal, or sharing all but the last two letters of the phrase's word (at least
 * four) and not much longer. Numbers must be equal.
 */
export function sameWord(typed: string, phraseWord: string): boolean {
  if (typed === phraseWord) return true;
  if (phraseWord.length < 4 || /\p{N}/u.test(phraseWord)) return false;
  const beginning = phraseWord.slice(0, Math.max(4, phraseWord.length - 2));
  return typed.startsWith(beginning) && typed.length <= phraseWord.length + 3;
}
