import { amounts, type MoneyAmount, type Quantity } from '../data/amounts/index.ts';
import { formatDateLong, formatNumber, formatZloty } from './format.ts';
import { valueAtPath } from './value-at-path.ts';

function isMoney(value: unknown): value is MoneyAmount {
  return typeof value === 'object' && value !== null && typeof (value as MoneyAmount).zloty === 'number';
}

function isQuantity(value: unknown): value is Quantity {
  return typeof value === 'object' && value !== null && typeof (value as Quantity).value === 'number';
}

/** A figure in Polish notation: `1 069,90 zł`, `130%`, `45,5 m²`, `2 317`. */
export function formatFigure(figure: MoneyAmount | Quantity): string {
  if (isMoney(figure)) return formatZloty(figure.zloty, figure.decimals);
  const number = formatNumber(figure.value, figure.decimals);
  if (!figure.unit) return number;
  return figure.unit === '%' ? `${number}%` : `${number}\u00a0${figure.unit}`;
}

/**
 * Finds a figure by its dotted path in `src/data/amounts/` (e.g. `incomeCriterion.single`) and formats it.
 * An unknown path throws, so a typo in a page fails the build instead of showing a wrong figure.
 */
export function amountById(id: string): MoneyAmount | Quantity {
  const node = valueAtPath(amounts, id);
  if (isMoney(node) || isQuantity(node)) return node;
  throw new Error(`Nieznana kwota "${id}": brak takiego wpisu w src/data/amounts/`);
}

export function formatAmountById(id: string): string {
  return formatFigure(amountById(id));
}

/** The number alone, without its unit, for a sentence in another language: `2` instead of `2 miesięcy`. */
export function formatNumberById(id: string): string {
  const figure = amountById(id);
  return isMoney(figure) ? formatNumber(figure.zloty, figure.decimals) : formatNumber(figure.value, figure.decimals);
}

/**
 * "obowiązuje od 1 stycznia 2025 r." (or, on a Ukrainian page, "діє з 1 січня 2025 р.") for an amount with a
 * `since` date; an amount without one fails the build.
 */
export function validityById(id: string, lang: 'pl' | 'uk' = 'pl'): string {
  const figure = amountById(id);
  if (!isMoney(figure) || !figure.since) throw new Error(`Kwota "${id}" nie ma daty obowiązywania (validFrom) w src/data/amounts/`);
  const day = new Date(`${figure.since}T12:00:00Z`);
  if (lang === 'uk') return `діє з ${day.toLocaleDateString('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' })}`;
  return `obowiązuje od ${formatDateLong(day)} r.`;
}
