/**
 * A refused notice in the panel's Polish: each check of the notices table (supabase/migrations/
 * 20261202120000_notices.sql) by its name, a missing end by its column; anything else as any refused write of the
 * panel is (a change made meanwhile elsewhere, a session without the second step, …).
 */
import { panelTrustWords } from '../i18n/pl/panel-trust.ts';
import type { BackendError } from './errors.ts';
import { describeWriteError } from './write-refusals.ts';

const t = panelTrustWords.notices.errors;

const BY_CONSTRAINT: Record<string, string> = {
  notices_title_length: t.title,
  notices_body_length: t.body,
  notices_title_uk_length: t.titleUk,
  notices_body_uk_length: t.bodyUk,
  notices_uk_whole: t.ukWhole,
  notices_ends_after_start: t.endBeforeStart,
  notices_no_markup: t.markup,
};

export function describeNoticeError(error: BackendError | null | undefined): string {
  const message = error?.message ?? '';
  if (error?.code === '23514') {
    const constraint = Object.keys(BY_CONSTRAINT).find((name) => message.includes(`"${name}"`));
    if (constraint) return BY_CONSTRAINT[constraint]!;
  }
  if (error?.code === '23502' && message.includes('"ends_at"')) return t.noEnd;
  return describeWriteError(error, t.failed);
}
