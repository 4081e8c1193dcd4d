import type { ElsewhereHint } from './data.ts';
import { isStopWord } from './stop-words.ts';
import { stem } from './forms.ts';
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
 * The same word in another form: the two share their root (the word without its ending, at least three letters),
 * give or take one letter that changes before the ending ('emerytura', 'emeryturze'). Numbers must be equal.
 */
export function sameWord(typed: string, phraseWord: string): boolean {
  if (typed === phraseWord) return true;
  if (/\p{N}/u.test(typed + phraseWord)) return false;
  const [a, b] = [root(typed), root(phraseWord)].sort((x, y) => x.length - y.length) as [string, string];
  return b.startsWith(a) && b.length - a.length <= 1;
}

function root(word: string): string {
  return fold(stem(word, MIN_ROOT) ?? word);
}

const MIN_ROOT = 3;
