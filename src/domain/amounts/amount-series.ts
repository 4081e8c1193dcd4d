/**
 * Amounts through time: which value of an amount is in force on a day, which comes next, and whether the values
 * an editor entered make sense. Pure: the day comes in, so every rule is tested on both sides of each change.
 */
import { isSeries, type DatedValue, type Figure, type MoneyAmount, type Quantity, type Series } from './money.ts';
import { addDays, isIsoDay } from '../site-date.ts';

/** How long before its day a new value is announced beside the current one. */
export const ANNOUNCE_DAYS = 60;

/** The value in force on `day`: the last one that applies from it or earlier, or, before them all, the first. */
export function valueOn(figure: Figure, day: string): MoneyAmount | Quantity {
  return isSeries(figure) ? datedValueOn(figure.values, day).amount : figure;
}

function datedValueOn(values: DatedValue[], day: string): DatedValue {
  return values.findLast((value) => value.from <= day) ?? values[0]!;
}

/** The day the value in force on `day` applies from, when the amount is dated. */
export function inForceFrom(figure: Figure, day: string): string | undefined {
  return isSeries(figure) ? datedValueOn(figure.values, day).from : undefined;
}

/** The next value, when it applies within `ANNOUNCE_DAYS` after `day` (a later one is not announced yet). */
export function announcedValue(figure: Figure, day: string): DatedValue | undefined {
  if (!isSeries(figure)) return undefined;
  const next = figure.values.find((value) => value.from > day);
  return next && next.from <= addDays(day, ANNOUNCE_DAYS) ? next : undefined;
}

/** Whether `day` comes before the first value the module knows (the page then shows that first value). */
export function knownOnlyLater(figure: Figure, day: string): boolean {
  return isSeries(figure) && day < figure.values[0]!.from;
}

function isFigureLeaf(node: unknown): node is Figure {
  if (isSeries(node)) return true;
  if (typeof node !== 'object' || node === null) return false;
  return typeof (node as MoneyAmount).zloty === 'number' || typeof (node as Quantity).value === 'number';
}

/** Every amount with its id (the dotted path pages name it by), in the order of the module. */
export function figuresOf(tree: object, prefix = ''): [id: string, figure: Figure][] {
  return Object.entries(tree).flatMap(([key, node]): [string, Figure][] => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (isFigureLeaf(node)) return [[id, node]];
    return typeof node === 'object' && node !== null ? figuresOf(node, id) : [];
  });
}

/**
 * What is wrong with the dated amounts, in Polish, one line each naming the amount: a day that is not a day, a
 * value out of order or dated twice, a missing source. Empty when all is well.
 */
export function seriesProblems(tree: object): string[] {
  return figuresOf(tree).flatMap(([id, figure]) => {
    if (!isSeries(figure)) return [];
    const problems: string[] = [];
    if (figure.values.length === 0) problems.push(`Kwota ${id}: nie ma żadnej wartości.`);
    figure.values.forEach((value, index) => {
      const previous = figure.values[index - 1];
      if (!isIsoDay(value.from)) problems.push(`Kwota ${id}: „${value.from}” nie jest dniem w postaci RRRR-MM-DD.`);
      else if (previous && value.from === previous.from)
        problems.push(`Kwota ${id}: dwie wartości od tego samego dnia ${value.from}.`);
      else if (previous && value.from < previous.from) {
        problems.push(
          `Kwota ${id}: wartość od ${value.from} stoi po wartości od ${previous.from} – wpisuj je od najstarszej.`,
        );
      }
      if (!figure.derived && !value.source?.trim()) {
        problems.push(`Kwota ${id}: wartość od ${value.from} nie ma źródła (source: akt prawny, który ją ustala).`);
      }
    });
    return problems;
  });
}

/** The days, after `day`, on which some amount takes a new value, each with the amounts that change on it. */
export function changeDaysAfter(tree: object, day: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const [id, figure] of figuresOf(tree)) {
    if (!isSeries(figure)) continue;
    for (const value of figure.values.filter((candidate) => candidate.from > day)) {
      days.set(value.from, [...(days.get(value.from) ?? []), id]);
    }
  }
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The value in force on `day`, kept as a series of that one value: what a past edition names, so that a value
 * entered later never changes its figures (and `since` still says when that value applied from).
 */
export function fixedOn(figure: Series, day: string): Series {
  return { values: [datedValueOn(figure.values, day)], derived: true, pinned: true };
}
