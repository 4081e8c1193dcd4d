import type { Lang } from '../util/current-route.ts';

/**
 * A dictionary in another language: the keys of its Polish module, each with words in that language. Typed from the
 * Polish module, so a key missing or added fails `npm run check`; `./words.test.ts` checks that each message asks for
 * the same values and chooses its plural forms by the same number.
 */
export type Translation<Polish> = {
  [Key in keyof Polish]: Key extends 'lang' ? Lang : Polish[Key] extends string ? string : Translation<Polish[Key]>;
};
