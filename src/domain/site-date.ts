/**
 * The day the site shows: amounts, the figures computed from them, the statuses of editions and application
 * windows and the self-check all use what is in force on it. It is the day of the build in Poland, or
 * `SITE_DATE=YYYY-MM-DD` to preview the site as it will be (or was) on another day. The build fixes it once
 * (`src/integrations/site-date/`), so pages and the self-check in the browser agree.
 */

declare const __SITE_DATE__: string | undefined;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const day = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The day from `SITE_DATE`, or today in Poland; a value that is not a YYYY-MM-DD day stops the build in Polish. */
export function siteDay(override: string | undefined = process.env.SITE_DATE, now = new Date()): string {
  if (override !== undefined && override !== '') {
    if (!isIsoDay(override))
      throw new Error(`SITE_DATE musi być dniem w postaci RRRR-MM-DD (np. 2027-01-01), a jest „${override}”.`);
    return override;
  }
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
}

/** The site's day: fixed by the build, or (in tests and scripts) read as the build would read it. */
export const SITE_DATE: string = typeof __SITE_DATE__ === 'string' ? __SITE_DATE__ : siteDay();

/** `day` plus `days` days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
