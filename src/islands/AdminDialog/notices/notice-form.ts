/**
 * The 'Komunikaty' form as typed (Polish dates and times, in Polish time) and what it writes: the notice's row, or
 * each field's problem. Pure, so the refusals are tested; the database checks the same again and has the last word
 * (supabase/migrations/20261202120000_notices.sql, said in Polish by src/api/notice-errors.ts).
 */
import { panelWords } from '../../../i18n/pl/panel.ts';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { isoDay, warsawInstant, warsawTyped } from '../../../domain/news/publication.ts';
import type { TableInsert, TableRow } from '../../../domain/database.types.ts';
import { NOTICE_COLUMNS } from '../../../domain/notices/notice-columns.ts';

const t = panelTrustWords.notices.errors;
const times = panelWords.publication;

export interface NoticeValues {
  title: string;
  body: string;
  titleUk: string;
  bodyUk: string;
  /** '24.12.2026' and '7:30'; the start may be left empty. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export const emptyNotice: NoticeValues = {
  title: '',
  body: '',
  titleUk: '',
  bodyUk: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

export type NoticeProblems = Partial<Record<keyof NoticeValues, string>>;

/** A notice as the form shows it for a change: its words, and its times in Polish time as typed. */
export function noticeValues(
  notice: Pick<TableRow<'notices'>, 'title' | 'body' | 'title_uk' | 'body_uk' | 'starts_at' | 'ends_at'>,
): NoticeValues {
  const start = notice.starts_at ? warsawTyped(new Date(notice.starts_at)) : { date: '', time: '' };
  const end = warsawTyped(new Date(notice.ends_at));
  return {
    title: notice.title,
    body: notice.body,
    titleUk: notice.title_uk ?? '',
    bodyUk: notice.body_uk ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

type Row = Pick<TableInsert<'notices'>, 'title' | 'body' | 'title_uk' | 'body_uk' | 'starts_at' | 'ends_at'>;

function instant(date: string, time: string): { at: Date | null; problem?: string } {
  if (!date.trim() && !time.trim()) return { at: null };
  const day = isoDay(date);
  if (!day) return { at: null, problem: times.invalidDate };
  const typed = warsawInstant(day, time || '0:00');
  return typed.ok
    ? { at: typed.at }
    : { at: null, problem: typed.problem === 'invalidDate' ? times.invalidDate : times.invalidTime };
}

const hasMarkup = (text: string) => /[<>]/.test(text);

/** Shorter than the database's 3 characters, or longer than the column allows. */
const outOfLength = (text: string, longest: number) => text.length < 3 || text.length > longest;

/** The row the form writes, or the problem of each field that has one. */
export function noticeRow(values: NoticeValues): { ok: true; row: Row } | { ok: false; problems: NoticeProblems } {
  const problems: NoticeProblems = {};
  const title = values.title.trim();
  const body = values.body.trim();
  const titleUk = values.titleUk.trim();
  const bodyUk = values.bodyUk.trim();
  if (outOfLength(title, NOTICE_COLUMNS.title.maxLength)) problems.title = t.title;
  if (outOfLength(body, NOTICE_COLUMNS.body.maxLength)) problems.body = t.body;
  if (titleUk && outOfLength(titleUk, NOTICE_COLUMNS.title_uk.maxLength)) problems.titleUk = t.titleUk;
  if (bodyUk && outOfLength(bodyUk, NOTICE_COLUMNS.body_uk.maxLength)) problems.bodyUk = t.bodyUk;
  if (Boolean(titleUk) !== Boolean(bodyUk)) problems[titleUk ? 'bodyUk' : 'titleUk'] ??= t.ukWhole;
  (['title', 'body', 'titleUk', 'bodyUk'] as const).forEach((field) => {
    if (hasMarkup(values[field])) problems[field] = t.markup;
  });
  const start = instant(values.startDate, values.startTime);
  if (start.problem) problems.startDate = start.problem;
  const end = instant(values.endDate, values.endTime);
  if (end.problem) problems.endDate = end.problem;
  else if (!end.at) problems.endDate = t.noEnd;
  else if (start.at && end.at <= start.at) problems.endDate = t.endBeforeStart;
  if (Object.keys(problems).length > 0 || !end.at) return { ok: false, problems };
  return {
    ok: true,
    row: {
      title,
      body,
      title_uk: titleUk || null,
      body_uk: bodyUk || null,
      starts_at: start.at?.toISOString() ?? null,
      ends_at: end.at.toISOString(),
    },
  };
}

export type NoticeState = 'draft' | 'scheduled' | 'shown' | 'ended';

/** Where a notice stands at `now`. */
export function noticeState(
  notice: { published_at: string | null; starts_at: string | null; ends_at: string },
  now = new Date(),
): NoticeState {
  if (notice.published_at === null) return 'draft';
  if (Date.parse(notice.ends_at) <= now.getTime()) return 'ended';
  return notice.starts_at && Date.parse(notice.starts_at) > now.getTime() ? 'scheduled' : 'shown';
}
