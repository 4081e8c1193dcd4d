/**
 * When a news item is published: now, not yet (a draft), or at a date and time in Polish local time, as the
 * administrator gives it ('Opublikuj 24.12.2026 o 7:30'). Pure, so the days the clocks change are tested.
 */

export type Publication = { kind: 'now' } | { kind: 'draft' } | { kind: 'at'; at: Date };

/** The column that says it; the database makes a time already past 'now' and dates the item by it. */
export function publicationColumns(publication: Publication): { published_at: string | null } {
  switch (publication.kind) {
    case 'now':
      return { published_at: new Date().toISOString() };
    case 'draft':
      return { published_at: null };
    case 'at':
      return { published_at: publication.at.toISOString() };
  }
}

export type PublicationState = 'draft' | 'scheduled' | 'published';

/** What an item's publication time makes it at `now`. */
export function publicationState(publishedAt: string | null, now = new Date()): PublicationState {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt) > now ? 'scheduled' : 'published';
}

/** Polish local time to the minute, each field in digits. */
const WARSAW_MINUTE: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** The offset of Polish time from UTC at `instant`, in minutes (60 in winter, 120 in summer). */
function warsawOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', WARSAW_MINUTE).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

export type LocalTimeProblem = 'invalidDate' | 'invalidTime' | 'skipped';

/**
 * The instant of a Polish local date (YYYY-MM-DD) and time (H:MM or HH:MM). A time the clocks skip (2:00–2:59 on
 * the last Sunday of March) is refused; a time that happens twice (2:00–2:59 on the last Sunday of October) is
 * the first of the two, in summer time.
 */
export function warsawInstant(
  date: string,
  time: string,
): { ok: true; at: Date } | { ok: false; problem: LocalTimeProblem } {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return { ok: false, problem: 'invalidDate' };
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== dayOfMonth) {
    return { ok: false, problem: 'invalidDate' };
  }
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return { ok: false, problem: 'invalidTime' };
  const wall = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  // Summer time first, so a repeated hour gives its first instant.
  for (const offset of [120, 60]) {
    const at = new Date(wall - offset * 60_000);
    if (warsawOffsetMinutes(at) === offset) return { ok: true, at };
  }
  return { ok: false, problem: 'skipped' };
}

/** An instant as Polish local date and time fields, for the form: { date: '2026-12-24', time: '07:30' }. */
export function warsawFields(instant: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('sv-SE', WARSAW_MINUTE).format(instant);
  const [date = '', time = ''] = parts.split(' ');
  return { date, time };
}

/** A day as the administrator types it, '24.12.2026' (or '1.5.2027'), as the ISO day warsawInstant takes; null if not. */
export function isoDay(typed: string): string | null {
  const day = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(typed.trim());
  if (!day) return null;
  return `${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}`;
}

/** An instant as the form's fields show it, in Polish local time: { date: '24.12.2026', time: '7:30' }. */
export function warsawTyped(instant: Date): { date: string; time: string } {
  const { date, time } = warsawFields(instant);
  const [year, month, day] = date.split('-');
  return { date: `${day}.${month}.${year}`, time: time.replace(/^0(\d)/, '$1') };
}
