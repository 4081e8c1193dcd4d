/**
 * Figures in Polish notation, on the Ukrainian pages too (Ukrainian writes them alike: a space between thousands, a
 * decimal comma), and the excerpts of the news. Pure functions, shared by pages and islands. Dates are the
 * dictionaries' (src/i18n/formats.ts).
 */

const NBSP = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * A number in Polish notation: a comma for decimals and a non-breaking space between thousands, also for
 * four-digit numbers (`1 069,90`), as official Polish documents write amounts.
 * Whole numbers get no decimals unless `decimals` asks for them.
 */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) throw new Error(`Nieprawidłowa liczba: ${value}`);
  const places = decimals ?? (Number.isInteger(value) ? 0 : 2);
  const [whole, fraction] = Math.abs(value).toFixed(places).split('.') as [string, string | undefined];
  const sign = value < 0 ? '−' : '';
  return sign + groupThousands(whole) + (fraction ? `,${fraction}` : '');
}

/** An amount in złoty, e.g. `1 069,90 zł` (non-breaking spaces, so it never wraps). */
export function formatZloty(value: number, decimals?: number): string {
  return `${formatNumber(value, decimals)}${NBSP}zł`;
}

/**
 * The first `limit` characters of a text followed by an ellipsis (…) when it was longer, for the news excerpts.
 * Cuts at a whole code point and trims trailing white space so the ellipsis never follows a space.
 */
export function excerpt(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}
