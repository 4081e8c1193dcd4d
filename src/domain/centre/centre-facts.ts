/**
 * A fact about the centre (src/domain/centre/centre.ts) as a page shows it, found by its dotted path: text, and a link
 * where the fact is a phone number, an e-mail or a web address. Pure, so the rules are tested on their own.
 */
import { centre, centreNames, fullAddress, telHref } from './centre.ts';
import { valueAtPath } from '../../util/value-at-path.ts';

export interface CentreFact {
  text: string;
  href?: string;
  /** A calendar date (YYYY-MM-DD), for a <time>. */
  datetime?: string;
}

/** What a page shows for a date of the accessibility declaration the centre has not filled in yet. */
export const DATE_TO_BE_FILLED = '[do uzupełnienia przez ośrodek]';

const isHours = (value: unknown): value is { days: string; hours: string } =>
  typeof value === 'object' && value !== null && 'days' in value && 'hours' in value;

export function centreFact(path: string): CentreFact {
  if (path === 'address') return { text: fullAddress() };
  const value = valueAtPath({ ...centre, ...centreNames }, path);
  const key = path.split('.').at(-1)!;
  if (isHours(value)) return { text: `${value.days}, ${value.hours}` };
  if (typeof value !== 'string') {
    throw new Error(`<Centre field="${path}" />: nie ma takiej informacji w src/domain/centre/centre.ts`);
  }
  if (/(Published|Updated|Prepared|Reviewed)$/.test(key)) {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? { text: value, datetime: value } : { text: DATE_TO_BE_FILLED };
  }
  if (/phone|mobile/i.test(key)) return { text: value, href: telHref(value) };
  if (/email/i.test(key)) return { text: value, href: `mailto:${value}` };
  if (/url|website/i.test(key)) return { text: value.replace(/^https?:\/\//, ''), href: value };
  return { text: value };
}

/**
 * `text` with each `<Centre field="…" />` in it replaced by the fact's words: a shared page's frontmatter (its
 * description) names the centre this way, as its body does.
 */
export function withCentreFacts(text: string): string {
  return text.replace(/<Centre field="([^"]+)" \/>/g, (_, field: string) => centreFact(field).text);
}
