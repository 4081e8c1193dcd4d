/**
 * The status of an application window or a programme edition on a given day, in the words the pages use.
 * Pure: the day comes in (the site's date, src/domain/site-date.ts), so the rules are tested at dates before, inside
 * and after each period.
 */
import type { ApplicationWindow, Edition, Period } from './timeline.ts';
import { formats } from '../../i18n/formats.ts';

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

/**
 * The period in words: "od 3 listopada 2025 r. do 15 grudnia 2025 r."; within one month "od 19 do 29 sierpnia
 * 2025 r."; with the closing hour of the last day, "… do godz. 11:00".
 */
export function periodText(period: Period & { closesAt?: string }): string {
  const long = (date: string) => `${formats.pl.dateLong(new Date(`${date}T12:00:00Z`))} r.`;
  const sameMonth = period.from.slice(0, 7) === period.to.slice(0, 7);
  const from = sameMonth ? String(Number(period.from.slice(8))) : long(period.from);
  return `od ${from} do ${long(period.to)}${period.closesAt ? ` do godz. ${period.closesAt}` : ''}`;
}
