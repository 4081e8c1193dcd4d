import { changeDaysAfter, figuresOf, knownOnlyLater } from '../../domain/amounts/amount-series.ts';

/** What the build says about the amounts on the site's date, in Polish. */
export interface AmountChangeReport {
  date: string;
  /** Amounts whose first known value starts after the date: the pages show that first value. */
  notYetKnown?: string;
  /** The days a value starts: the site must be rebuilt on each of them. */
  nextChanges?: string;
}

export function amountChangeReport(amounts: object, day: string): AmountChangeReport {
  const early = figuresOf(amounts)
    .filter(([, figure]) => knownOnlyLater(figure, day))
    .map(([id]) => id);
  const changes = [...changeDaysAfter(amounts, day)].map(([date, ids]) => `${date} (${ids.join(', ')})`);
  return {
    date: `Data serwisu: ${day}. Kwoty, progi i terminy są pokazane tak, jak obowiązują tego dnia.`,
    ...(early.length && {
      notYetKnown:
        `Przed ${day} moduł kwot nie zna wartości tych kwot, więc strony pokazują ich pierwszą znaną wartość: ` +
        `${early.join(', ')}.`,
    }),
    ...(changes.length && {
      nextChanges: `Nowe wartości kwot zaczną obowiązywać: ${changes.join('; ')}. Zbuduj serwis ponownie w każdym z tych dni.`,
    }),
  };
}
