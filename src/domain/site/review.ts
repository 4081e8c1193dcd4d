/**
 * Pages due for review (issue 47): a page is due `reviewEvery` months after its last review, and a page that
 * quotes an amount (`<Amount id>`) is due when that amount's next value starts. Listed when the day has passed or
 * falls within `REVIEW_NOTICE_DAYS`, newest due first. Pure: the day comes in. Each item carries a reason, not
 * words: the panel says it in its words, the build in its warning.
 */
import { isSeries, type Figure } from '../amounts/money.ts';
import { addDays } from '../site-date.ts';

/** How many days ahead a review or a new amount is listed. */
export const REVIEW_NOTICE_DAYS = 30;

export interface ReviewSource {
  route: string;
  title: string;
  lastReviewed: Date;
  reviewEvery: number;
  /** The page's MDX, where it names its amounts. */
  body: string;
}

export type ReviewReason = { kind: 'interval'; months: number } | { kind: 'amount'; amount: string };

export interface ReviewItem {
  route: string;
  title: string;
  /** The day the review is due (YYYY-MM-DD). */
  date: string;
  reason: ReviewReason;
}

/** `day` (YYYY-MM-DD) plus `months` calendar months; a day the month lacks becomes its last day (31 → 30). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The ids a page's MDX quotes with `<Amount id="…">`, once each. */
export function quotedAmounts(body: string): string[] {
  return [...new Set([...body.matchAll(/<Amount\b[^>]*?\bid="([^"]+)"/g)].map((match) => match[1]!))];
}

/** Every page due on or before `today` + REVIEW_NOTICE_DAYS, and every page whose quoted amount changes by then. */
export function pagesDue(pages: ReviewSource[], figure: (id: string) => Figure, today: string): ReviewItem[] {
  const horizon = addDays(today, REVIEW_NOTICE_DAYS);
  const items = pages.flatMap(({ route, title, lastReviewed, reviewEvery, body }): ReviewItem[] => {
    const due = addMonths(lastReviewed.toISOString().slice(0, 10), reviewEvery);
    const byInterval: ReviewItem[] =
      due <= horizon ? [{ route, title, date: due, reason: { kind: 'interval', months: reviewEvery } }] : [];
    const byAmount = quotedAmounts(body).flatMap((amount): ReviewItem[] => {
      const quoted = figure(amount);
      const next = isSeries(quoted) ? quoted.values.find((value) => value.from > today) : undefined;
      return next && next.from <= horizon
        ? [{ route, title, date: next.from, reason: { kind: 'amount', amount } }]
        : [];
    });
    return [...byInterval, ...byAmount];
  });
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
}

/** One line of the build's warning, in Polish. */
export function reviewLine(item: ReviewItem): string {
  const why =
    item.reason.kind === 'interval'
      ? `przegląd co ${item.reason.months} mies.`
      : `nowa wartość kwoty ${item.reason.amount}`;
  return `${item.date} ${item.route} (${item.title}): ${why}`;
}
