import { isCyrillic } from './text.ts';

/**
 * Polish inflectional endings of nouns, adjectives and verbs, folded (text.ts), longest first: what the index cuts
 * from a word and from the word asked for before comparing them, so that 'danymi' finds 'dane' and 'danych' and
 * 'choruje' finds 'chorujesz'. A stem finds the words whose stems begin with it: 'zasiłek' (stem 'zasil') finds
 * 'zasiłku' and 'zasiłkami', but 'zasiłku' ('zasilk') does not find 'zasiłek', whose 'e' drops out in its other
 * forms; the query layer's word family (forms.ts: 'zasił') finds it, weighed less.
 * Only inflection: a word family's suffixes ('alimentacyjny', 'opiekunka') are left to forms.ts, which adds them to
 * these.
 */
export const POLISH_INFLECTION = [
  'ecie',
  'icie',
  'acie',
  'aja',
  'esz',
  'isz',
  'asz',
  'emy',
  'imy',
  'amy',
  'owie',
  'ami',
  'ach',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ych',
  'ich',
  'iem',
  'owi',
  'om',
  'ow',
  'em',
  'ej',
  'ym',
  'im',
  'ie',
  'iu',
  'ii',
  'ia',
  'ek',
  'a',
  'e',
  'i',
  'y',
  'u',
  'o',
].sort((a, b) => b.length - a.length);

/** The fewest letters left: shorter stems ('da' of 'dam') would join unrelated words. */
const MIN_STEM = 3;

/**
 * A folded word without its Polish inflectional ending; Ukrainian words and words too short to cut stay as they
 * are.
 */
export function inflectionStem(folded: string): string {
  if (isCyrillic(folded)) return folded;
  const ending = POLISH_INFLECTION.find(
    (candidate) => folded.endsWith(candidate) && folded.length - candidate.length >= MIN_STEM,
  );
  return ending ? folded.slice(0, folded.length - ending.length) : folded;
}
