import { amounts, type Figure, type MoneyAmount, type Quantity } from './index.ts';
import { isSeries } from './money.ts';
import { formatNumber, formatZloty } from '../../util/format.ts';
import { fill } from '../../i18n/message.ts';
import { formats } from '../../i18n/formats.ts';
import { figureWords } from '../../i18n/pl/figures.ts';
import type { FigureWords } from '../../i18n/languages.ts';
import { valueAtPath } from '../../util/value-at-path.ts';
import { announcedValue, inForceFrom, valueOn } from './amount-series.ts';
import { SITE_DATE } from '../site-date.ts';

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
 * An amount by its dotted path in `src/domain/amounts/` (e.g. `incomeCriterion.single`), with all its values.
 * An unknown path throws, so a typo in a page fails the build instead of showing a wrong figure.
 */
export function figureById(id: string): Figure {
  const node = valueAtPath(amounts, id);
  if (isSeries(node) || isMoney(node) || isQuantity(node)) return node;
  throw new Error(`Nieznana kwota "${id}": brak takiego wpisu w src/domain/amounts/`);
}

/** The amount's value in force on `day` (the site's date unless told). */
export function amountById(id: string, day = SITE_DATE): MoneyAmount | Quantity {
  return valueOn(figureById(id), day);
}

export function formatAmountById(id: string, day = SITE_DATE): string {
  return formatFigure(amountById(id, day));
}

/** The number alone, without its unit, for a sentence in another language: `2` instead of `2 miesięcy`. */
export function formatNumberById(id: string, day = SITE_DATE): string {
  const figure = amountById(id, day);
  return isMoney(figure) ? formatNumber(figure.zloty, figure.decimals) : formatNumber(figure.value, figure.decimals);
}

/** A day (YYYY-MM-DD) in words in the language of `words`: "1 stycznia 2025", "1 січня 2025 р.". */
function dayInWords(day: string, words: FigureWords): string {
  return formats[words.lang].dateLong(new Date(`${day}T12:00:00Z`));
}

/**
 * "obowiązuje od 1 stycznia 2025 r." (or, with the Ukrainian page's words, "діє з 1 січня 2025 р.") for the value
 * in force of a dated amount; an amount that is not dated fails the build. Polish unless given another language's
 * words (src/i18n/languages.ts), so the self-check's code carries no Ukrainian.
 */
export function validityById(id: string, words: FigureWords = figureWords, day = SITE_DATE): string {
  const from = inForceFrom(figureById(id), day);
  if (!from) throw new Error(`Kwota "${id}" nie ma daty obowiązywania (dated) w src/domain/amounts/`);
  return fill[words.lang](words.validity, { date: dayInWords(from, words) });
}

/**
 * The next value of an amount, when it applies within 60 days of `day`, in the one wording the site uses:
 * "od 1 stycznia 2028 r.: 1 100 zł" ("з 1 січня 2028 р.: 1 100 zł"). Undefined when none is due.
 */
export function announcementOf(figure: Figure, words: FigureWords = figureWords, day = SITE_DATE): string | undefined {
  const next = announcedValue(figure, day);
  if (!next) return undefined;
  return fill[words.lang](words.announcement, {
    date: dayInWords(next.from, words),
    amount: formatFigure(next.amount),
  });
}

export function announcementById(id: string, words: FigureWords = figureWords, day = SITE_DATE): string | undefined {
  return announcementOf(figureById(id), words, day);
}

/** What follows an amount in brackets, e.g. " (obowiązuje od …; od 1 stycznia 2028 r.: 1 100 zł)", or nothing. */
export function amountNotes(notes: (string | false | undefined)[]): string {
  const present = notes.filter((note): note is string => Boolean(note));
  return present.length ? ` (${present.join('; ')})` : '';
}
