/**
 * The news archive by year: which years have news, how many each, and which items a year holds. The year is
 * the year in Poland when the item was published. Pure, so the pages and the tests read the same rules.
 */

interface Dated {
  created_at: string;
}

/** The year an item was published in, in Poland. */
export function yearOf(item: Dated): number {
  return Number(new Date(item.created_at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' }).slice(0, 4));
}

/** Every year with news, newest first, with how many items it has. */
export function newsYears(items: Dated[]): { year: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(yearOf(item), (counts.get(yearOf(item)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }));
}

export function newsOfYear<T extends Dated>(items: T[], year: number): T[] {
  return items.filter((item) => yearOf(item) === year);
}
