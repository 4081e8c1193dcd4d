/**
 * The text of a journey's step: plain words with an amount from src/domain/amounts/ or a Polish name inside, written
 * as a template: t`Zapomoga wynosi ${amount('childbirthGrant.amount')} (art. 15b ustawy o świadczeniach rodzinnych).`
 * The component prints an amount as `<Amount id="…" />` does on a page, and a Polish name in a Ukrainian step
 * marked `lang="pl"`; the build checks every amount's id (./journey-checks.ts).
 */

/** An amount of src/domain/amounts/ by its id, as pages name it: 'parentalBenefit.monthly'. */
export interface AmountRef {
  amount: string;
  /** false: the number alone, for a sentence in another language that says the unit itself. */
  unit?: false;
}

/** A Polish name (an office, a benefit) inside a step written in another language. */
export interface PolishRef {
  polish: string;
}

export type TextPart = string | AmountRef | PolishRef;

/** A sentence or a few: words alone, or the parts `t` makes of a template. */
export type Text = string | TextPart[];

export const amount = (id: string, options: { unit?: false } = {}): AmountRef => ({ amount: id, ...options });

export const polish = (name: string): PolishRef => ({ polish: name });

/** The parts of a template, the words between the amounts and names kept as they are. */
export function t(strings: TemplateStringsArray, ...values: (AmountRef | PolishRef)[]): TextPart[] {
  return strings.flatMap((words, index) => {
    const value = values[index];
    return [...(words ? [words] : []), ...(value ? [value] : [])];
  });
}

/** A text's parts, a plain string being one part. */
export function partsOf(text: Text): TextPart[] {
  return typeof text === 'string' ? [text] : text;
}

/** The ids of the amounts a text names. */
export function amountIdsIn(text: Text): string[] {
  return partsOf(text).flatMap((part) => (typeof part === 'object' && 'amount' in part ? [part.amount] : []));
}

/** The words of a text with each amount given by `figure` (for messages, checks and tests). */
export function plainText(text: Text, figure: (id: string) => string = (id) => `[${id}]`): string {
  return partsOf(text)
    .map((part) => (typeof part === 'string' ? part : 'amount' in part ? figure(part.amount) : part.polish))
    .join('');
}
