/**
 * Dates and times as people read them, one formatter per language, always in Polish time (Europe/Warsaw): the
 * centre's days are Poland's, wherever the reader is. Amounts and other figures keep Polish notation in every
 * language (src/util/format.ts): a space between thousands and a decimal comma, as Ukrainian writes them too.
 */
import type { Lang } from '../util/current-route.ts';

export interface Formats {
  /** A day in words: '22 listopada 2026', '22 листопада 2026 р.'. */
  dateLong(date: Date): string;
  /** A day in digits, as official letters write it: '22.11.2026'. */
  dateNumeric(date: Date): string;
  /** A day in digits and the time: '24.12.2026, 7:30'. */
  dateTime(date: Date): string;
}

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', uk: 'uk-UA' };

const timeZone = 'Europe/Warsaw';
const STYLES = {
  dateLong: { timeZone, day: 'numeric', month: 'long', year: 'numeric' },
  dateNumeric: { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<keyof Formats, Intl.DateTimeFormatOptions>;

// One Intl formatter per style, made at its first use: making one costs far more than using it.
function formatsIn(lang: Lang): Formats {
  const made = new Map<keyof Formats, Intl.DateTimeFormat>();
  const style = (name: keyof Formats) => (date: Date) => {
    let formatter = made.get(name);
    if (!formatter) made.set(name, (formatter = new Intl.DateTimeFormat(LOCALES[lang], STYLES[name])));
    return formatter.format(date);
  };
  return { dateLong: style('dateLong'), dateNumeric: style('dateNumeric'), dateTime: style('dateTime') };
}

export const formats: Record<Lang, Formats> = { pl: formatsIn('pl'), uk: formatsIn('uk') };
