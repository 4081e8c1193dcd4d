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
  return hints.filter((hint) => hint.when.some((phrase) => holdsPhrase(query, phrase, 'meaningful')));
}

/**
 * Whether the query holds the phrase: each of the phrase's words that carry meaning ('meaningful'), or each of its
 * words, stop words too ('every': 'czy mi się należy' is a question, 'należy' alone is not), is in the query, in any
 * order and any common form (`sameWord`).
 */
export function holdsPhrase(query: string, phrase: string, which: 'meaningful' | 'every'): boolean {
  const wordsOf = (text: string) => (which === 'every' ? words(text).map(fold) : meaningfulWords(text));
  const asked = wordsOf(query);
  const needed = wordsOf(phrase);
  return needed.length > 0 && needed.every((word) => asked.some((candidate) => sameWord(candidate, word)));
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
