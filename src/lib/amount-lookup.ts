import { amounts, type MoneyAmount, type Quantity } from '../data/amounts/index.ts';
import { formatDateLong, formatNumber, formatZloty } from './format.ts';

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
  let node: unknown = amounts;
  for (const key of id.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (isMoney(node) || isQuantity(node)) return node;
  throw new Error(`Nieznana kwota "${id}": brak takiego wpisu w src/data/amounts/`);
}

export function formatAmountById(id: string): string {
  return formatFigure(amountById(id));
}

/** "obowiązuje od 1 stycznia 2025 r." for an amount with a `since` date; an amount without one fails the build. */
export function validityById(id: string): string {
  const figure = amountById(id);
  if (!isMoney(figure) || !figure.since) throw new Error(`Kwota "${id}" nie ma daty obowiązywania (validFrom) w src/data/amounts/`);
  return `obowiązuje od ${formatDateLong(new Date(`${figure.since}T12:00:00Z`))} r.`;
}
