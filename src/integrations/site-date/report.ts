import { changeDaysAfter, figuresOf, knownOnlyLater } from '../../domain/amounts/amount-series.ts';

/** One line of what the build says about the amounts on the site's date, in Polish, at the level it is logged. */
export interface ReportLine {
  level: 'info' | 'warn';
  text: string;
}

/**
 * The site's date; a warning naming the amounts whose first known value starts after it (the pages show that first
 * value); the days a value starts, on each of which the site must be rebuilt.
 */
export function amountChangeReport(amounts: object, day: string): ReportLine[] {
  const early = figuresOf(amounts)
    .filter(([, figure]) => knownOnlyLater(figure, day))
    .map(([id]) => id);
  const changes = [...changeDaysAfter(amounts, day)].map(([date, ids]) => `${date} (${ids.join(', ')})`);
  const lines: ReportLine[] = [
    { level: 'info', text: `Data serwisu: ${day}. Kwoty, progi i terminy są pokazane tak, jak obowiązują tego dnia.` },
  ];
  if (early.length)
    lines.push({
      level: 'warn',
      text:
        `Przed ${day} moduł kwot nie zna wartości tych kwot, więc strony pokazują ich pierwszą znaną wartość: ` +
        `${early.join(', ')}.`,
    });
  if (changes.length)
    lines.push({
      level: 'info',
      text: `Nowe wartości kwot zaczną obowiązywać: ${changes.join('; ')}. Zbuduj serwis ponownie w każdym z tych dni.`,
    });
  return lines;
}
