import { POLISH_INFLECTION } from './inflection.ts';
import { fold, isCyrillic } from './text.ts';

/**
 * Word forms the index does not join by itself. The index joins a word's inflected forms (inflection.ts:
 * 'alimentów' finds 'alimenty') and matches a word as the beginning of longer ones ('pogrz' finds 'pogrzeb'), but
 * leaves word families apart ('alimentacyjny', 'opiekunka' and 'opiekuńcze') and Ukrainian words unstemmed.
 * Cutting the ending off gives the shared beginning ('aliment', 'opiekun', 'допомог'), which is then searched as a
 * prefix.
 */

/**
 * The suffixes that make a word family's adjectives ('alimentacyjny', 'opiekuńcze'), with their endings, and the
 * '-k-' of its feminine and diminutive nouns ('opiekunka', 'zasiłku'), folded. Cut as the Polish inflectional
 * endings are (inflection.ts), the longest that fits first.
 */
const POLISH_ENDINGS = byLength([
  'acyjnych',
  'acyjnego',
  'acyjnymi',
  'acyjnej',
  'acyjnym',
  'acyjny',
  'acyjna',
  'acyjne',
  'owego',
  'owemu',
  'owych',
  'owymi',
  'owym',
  'owej',
  'owa',
  'owe',
  'owy',
  'czych',
  'czej',
  'czym',
  'cza',
  'cze',
  'czy',
  'ka',
  'ki',
  'ke',
  'ku',
  ...POLISH_INFLECTION,
]);

/** Ukrainian endings, folded (ї→і, й→и). */
const UKRAINIAN_ENDINGS = byLength([
  'ами',
  'ями',
  'ові',
  'еві',
  'ого',
  'ому',
  'ими',
  'іми',
  'ах',
  'ях',
  'ою',
  'ею',
  'ів',
  'ии',
  'іи',
  'еи',
  'оі',
  'ом',
  'ем',
  'ям',
  'ам',
  'а',
  'я',
  'у',
  'ю',
  'і',
  'и',
  'е',
  'о',
  'ь',
]);

function byLength(endings: string[]): string[] {
  return endings.sort((a, b) => b.length - a.length);
}

/** The shortest beginning worth searching: shorter ones ('prac', 'dom') match too many unrelated words. */
const MIN_STEM = { latin: 5, cyrillic: 4 };

/**
 * The word without its ending, to be searched as the beginning of other forms; null when nothing is cut off or
 * the rest would be shorter than `min` letters. Keeps the letters as typed (the index tells ł from l).
 */
export function stem(word: string, min?: number): string | null {
  const lower = word.toLocaleLowerCase('pl-PL');
  const folded = fold(lower);
  const cyrillic = isCyrillic(folded);
  const endings = cyrillic ? UKRAINIAN_ENDINGS : POLISH_ENDINGS;
  min ??= cyrillic ? MIN_STEM.cyrillic : MIN_STEM.latin;
  const ending = endings.find((candidate) => folded.endsWith(candidate) && folded.length - candidate.length >= min);
  if (!ending) return null;
  // Folding keeps one letter for one letter (marks are separate code points, dropped), so the cut is the same.
  const base = folded.length === lower.length ? lower : folded;
  return base.slice(0, base.length - ending.length);
}
