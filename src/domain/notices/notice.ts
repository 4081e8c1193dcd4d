/**
 * An urgent notice as the pages show it ('Komunikat', issue 47): its Polish title and text, optionally Ukrainian,
 * its start (or none: from its publication) and its required end. Which notices a page shows at a moment, in one
 * order everywhere: the build's HTML, the live pages and the tests.
 */
import type { TableRow } from '../database.types.ts';

export type Notice = Pick<
  TableRow<'notices'>,
  'id' | 'title' | 'body' | 'title_uk' | 'body_uk' | 'starts_at' | 'ends_at' | 'published_at'
>;

/** The columns a page reads (never who wrote it). */
export const NOTICE_PAGE_COLUMNS = 'id,title,body,title_uk,body_uk,starts_at,ends_at,published_at';

/** The notices a page carries: not over at `now` (one not started yet waits hidden), the latest to start first. */
export function noticesToCarry(notices: Notice[], now: Date): Notice[] {
  const start = (notice: Notice) => Date.parse(notice.starts_at ?? notice.published_at ?? notice.ends_at);
  return notices
    .filter((notice) => Date.parse(notice.ends_at) > now.getTime())
    .sort((a, b) => start(b) - start(a) || a.id.localeCompare(b.id));
}

/** A notice's words in a page's language: the Ukrainian ones when it has them, else the Polish ones, marked so. */
export function noticeWords(notice: Notice, lang: 'pl' | 'uk'): { title: string; body: string; lang?: 'pl' } {
  if (lang === 'uk' && notice.title_uk && notice.body_uk) return { title: notice.title_uk, body: notice.body_uk };
  return lang === 'pl'
    ? { title: notice.title, body: notice.body }
    : { title: notice.title, body: notice.body, lang: 'pl' };
}
