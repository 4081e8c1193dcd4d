import { fold, isCyrillic } from './text.ts';

/**
 * Word forms the index does not join by itself. Pagefind stems Polish ('alimentów' finds 'alimenty') and matches
 * a word as the beginning of longer ones ('pogrz' finds 'pogrzeb'), but its stemmer leaves word families apart
 * ('alimentacyjny', 'opiekunka' and 'opiekuńcze') and it has no Ukrainian stemmer at all. Cutting the ending off
 * gives the shared beginning ('aliment', 'opiekun', 'допомог'), which is then searched as a prefix.
 */

/** Polish endings, folded, longest first: inflection, and the suffixes that make adjectives and feminine nouns. */
const POLISH_ENDINGS = [
  'acyjnych', 'acyjnego', 'acyjnymi', 'acyjnej', 'acyjnym', 'acyjny', 'acyjna', 'acyjne',
  'owego', 'owemu', 'owych', 'owymi', 'owym', 'owej', 'owie', 'owa', 'owe', 'owy', 'ow',
  'ami', 'ach', 'ego', 'emu', 'ymi', 'imi', 'ych', 'ich', 'iem', 'om', 'em',
  'nka', 'nki', 'nce', 'ka', 'ki', 'ke', 'ek', 'ku',
  'ia', 'ie', 'iu', 'ii', 'a', 'e', 'i', 'y', 'u', 'o',
];

/** Ukrainian endings, folded (ї→і, й→и), longest first. */
const UKRAINIAN_ENDINGS = [
  'ами', 'ями', 'ові', 'еві', 'ого', 'ому', 'ими', 'іми', 'ах', 'ях', 'ою', 'ею', 'ів', 'ии', 'іи', 'оі', 'ом', 'ем',
  'ям', 'ам', 'а', 'я', 'у', 'ю', 'і', 'и', 'е', 'о', 'ь',
];

/** The shortest beginning worth searching: shorter ones ('prac', 'dom') match too many unrelated words. */
const MIN_STEM = { latin: 5, cyrillic: 4 };

/**
 * The word without its ending, to be searched as the beginning of other forms; null when nothing is cut off or
 * the rest would be too short. Keeps the letters as typed (the index tells ł from l).
 */
export function stem(word: string): string | null {
  const lower = word.toLocaleLowerCase('pl-PL');
  const folded = fold(lower);
  const cyrillic = isCyrillic(folded);
  const endings = cyrillic ? UKRAINIAN_ENDINGS : POLISH_ENDINGS;
  const min = cyrillic ? MIN_STEM.cyrillic : MIN_STEM.latin;
  const ending = endings.find((candidate) => folded.endsWith(candidate) && folded.length - candidate.length >= min);
  if (!ending) return null;
  // Folding keeps one letter for one letter (marks are separate code points, dropped), so the cut is the same.
  const base = folded.length === lower.length ? lower : folded;
  return base.slice(0, base.length - ending.length);
}

/** At most this many spellings with ł for one word typed with l. */
const MAX_L_VARIANTS = 3;

/**
 * The other spellings of a word as to ł and l. A word typed with l may mean ł: 'zasilek' is 'zasiłek'. When the
 * vocabulary knows the word, its own spellings are used; otherwise every l may be ł (one replaced, then two…), a
 * few at most. A word typed with ł is also asked with l: Pagefind's stemmer indexes some words with ł under l
 * ('opał', 'stały', 'szkoła' are found as 'opal', 'staly', 'szkola'), others under ł ('zasiłek', 'ciepło').
 */
export function lVariants(word: string, knownSpellings: string[] = []): string[] {
  const lower = word.toLocaleLowerCase('pl-PL');
  const withL = lower.replace(/ł/g, 'l');
  const known = [...knownSpellings, withL].filter((spelling, index, all) => spelling !== lower && all.indexOf(spelling) === index);
  if (lower.includes('ł') || knownSpellings.length > 0) return known;
  const positions = [...lower].flatMap((letter, index) => (letter === 'l' ? [index] : []));
  const variants: string[] = [];
  for (let count = 1; count <= positions.length && variants.length < MAX_L_VARIANTS; count++) {
    for (const chosen of combinations(positions, count)) {
      const letters = [...lower];
      for (const index of chosen) letters[index] = 'ł';
      variants.push(letters.join(''));
      if (variants.length === MAX_L_VARIANTS) break;
    }
  }
  return variants;
}

function combinations(items: number[], count: number): number[][] {
  if (count === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), count - 1).map((rest) => [item, ...rest]));
}
