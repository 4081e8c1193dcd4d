import { fold } from './text.ts';

/**
 * The words of the indexed pages (written by the build next to the index, loaded with it), for what the index
 * cannot do: a word typed with one wrong, missing or extra letter ('dodadek', 'teleopika'), and the spellings of a
 * word typed without ł. Words are compared folded (see text.ts).
 */
export interface Vocabulary {
  /** The spellings the pages use for this word, folded alike ('zasilek' → ['zasiłek']); empty when unknown. */
  spellings(word: string): string[];
  /** Words one letter away (a wrong, missing, extra or swapped letter), as the pages spell them. */
  oneEditAway(word: string): string[];
  /** The nearest words, at most two letters away, nearest first. */
  nearest(word: string): string[];
}

/** The shortest typed word that is corrected: shorter words are too close to too many others. */
export const MIN_CORRECTED_LENGTH = 5;

/** At most this many corrections are tried for one word. */
const MAX_CORRECTIONS = 4;

export function createVocabulary(list: string[]): Vocabulary {
  const byFolded = new Map<string, string[]>();
  for (const word of list) {
    const key = fold(word);
    const spellings = byFolded.get(key);
    if (!spellings) byFolded.set(key, [word]);
    else if (!spellings.includes(word)) spellings.push(word);
  }
  const within = (word: string, limit: number) => {
    const key = fold(word);
    const found: { spellings: string[]; distance: number }[] = [];
    for (const [other, spellings] of byFolded) {
      if (Math.abs(other.length - key.length) > limit || other === key) continue;
      const distance = editDistance(key, other, limit);
      if (distance <= limit) found.push({ spellings, distance });
    }
    return found.sort((a, b) => a.distance - b.distance);
  };
  return {
    spellings: (word) => byFolded.get(fold(word)) ?? [],
    oneEditAway: (word) =>
      within(word, 1)
        .flatMap((match) => match.spellings)
        .slice(0, MAX_CORRECTIONS),
    nearest: (word) =>
      within(word, 2)
        .flatMap((match) => match.spellings)
        .slice(0, MAX_CORRECTIONS),
  };
}

/**
 * Edits (a letter replaced, added, removed, or two neighbours swapped) that turn `a` into `b`; any number above
 * `limit` stands for 'more than limit'.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the optimal-string-alignment table: the one before last, the last and the current.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
