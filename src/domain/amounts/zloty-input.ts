/** Why a typed amount of money could not be read. */
export type ZlotyInputProblem = 'empty' | 'notAnAmount' | 'negative' | 'tooManyDecimals' | 'tooLarge';

export type ZlotyInput = { ok: true; grosze: number } | { ok: false; problem: ZlotyInputProblem };

/** Thousands may be grouped by a space, a non-breaking space (copied from the site) or a narrow one. */
const GROUP_SEPARATOR = '[ \\u00a0\\u202f]';
const AMOUNT = new RegExp(`^(\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})+|\\d+)(?:[,.](\\d+))?$`);
const MINUS = /^[-\u2212]\s*/;
const CURRENCY = /\s*zł$/i;
/** Up to 999 999 999,99 zł: far above any household, and exact as an integer number of grosze. */
const MAX_WHOLE_DIGITS = 9;

/**
 * An amount in złoty as a resident types it — `2500`, `2 500`, `2500,50`, `2500.50`, optionally followed by
 * `zł` — in whole grosze, so that no comparison ever meets a binary fraction. A comma or a dot starts the
 * grosze, so `1,234` and `1.234` are three decimals, not a thousand.
 */
export function parseZloty(typed: string): ZlotyInput {
  const text = typed.trim().replace(CURRENCY, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const negative = MINUS.test(text);
  const match = AMOUNT.exec(text.replace(MINUS, ''));
  if (!match) return { ok: false, problem: 'notAnAmount' };
  if (negative) return { ok: false, problem: 'negative' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, grosze: Number(digits) * 100 + Number(fraction.padEnd(2, '0')) };
}
