/**
 * The status of an application window or a programme edition on a given day, in the words the pages use.
 * Pure: the day comes in (the site's date, src/lib/site-date.ts), so the rules are tested at dates before, inside
 * and after each period.
 */
import type { ApplicationWindow, Edition } from '../data/timeline.ts';
import { formatDateLong } from './format.ts';

export type Status = 'upcoming' | 'open' | 'closed';

/** Where `day` (YYYY-MM-DD) falls in the period: both ends belong to it. */
export function statusOn(period: { from: string; to: string }, day: string): Status {
  if (day < period.from) return 'upcoming';
  return day > period.to ? 'closed' : 'open';
}

const words: Record<(ApplicationWindow | Edition)['kind'], Record<Status, string>> = {
  applications: { upcoming: 'nabór jeszcze się nie rozpoczął', open: 'nabór trwa', closed: 'nabór zakończony' },
  edition: { upcoming: 'planowana', open: 'w trakcie realizacji', closed: 'zakończona' },
};

export function statusText(period: ApplicationWindow | Edition, day: string): string {
  return words[period.kind][statusOn(period, day)];
}

/** The period in words: "od 3 listopada 2025 r. do 15 grudnia 2025 r.". */
export function periodText(period: { from: string; to: string }): string {
  const long = (date: string) => `${formatDateLong(new Date(`${date}T12:00:00Z`))} r.`;
  return `od ${long(period.from)} do ${long(period.to)}`;
}
