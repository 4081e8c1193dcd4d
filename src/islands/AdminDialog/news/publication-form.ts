/**
 * The publication time of the news forms, as typed (a Polish date and time, both optional) and the button pressed
 * ('Zapisz szkic' or 'Opublikuj'): what the item's publication becomes, or why the fields cannot be used. Pure,
 * so every refusal and the days the clocks change are tested.
 */
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import {
  isoDay,
  publicationState,
  warsawInstant,
  warsawTyped,
  type Publication,
} from '../../../domain/news/publication.ts';

const t = panelWords.publication;

export interface PublicationValues {
  /** '24.12.2026', or '' for none. */
  date: string;
  /** '7:30', or '' for none. */
  time: string;
}

export const noPublicationTime: PublicationValues = { date: '', time: '' };

export type PublicationIntent = 'draft' | 'publish';

export interface PublicationProblems {
  date: string | null;
  time: string | null;
}

export type PublicationChoice =
  { ok: true; publication: Publication | null } | { ok: false; problems: PublicationProblems };

/** The fields of an item opened for editing: its time when it waits for one, empty otherwise. */
export function publicationValues(publishedAt: string | null, now = new Date()): PublicationValues {
  return publicationState(publishedAt, now) === 'scheduled' ? warsawTyped(new Date(publishedAt!)) : noPublicationTime;
}

/** A year ahead of `now`, as the database counts it ('1 year'). */
function aYearAhead(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return limit;
}

/** The instant the fields give, or the problem of each field; null when both are empty. */
export function typedInstant(
  values: PublicationValues,
  now = new Date(),
): { ok: true; at: Date | null } | { ok: false; problems: PublicationProblems } {
  const date = values.date.trim();
  const time = values.time.trim();
  if (!date && !time) return { ok: true, at: null };
  if (!date || !time)
    return { ok: false, problems: { date: date ? null : t.dateMissing, time: time ? null : t.timeMissing } };
  const day = isoDay(date);
  if (!day) return { ok: false, problems: { date: t.invalidDate, time: null } };
  const instant = warsawInstant(day, time);
  if (!instant.ok) {
    if (instant.problem === 'invalidDate') return { ok: false, problems: { date: t.invalidDate, time: null } };
    return { ok: false, problems: { date: null, time: instant.problem === 'skipped' ? t.skipped : t.invalidTime } };
  }
  if (instant.at > aYearAhead(now)) return { ok: false, problems: { date: t.tooFar, time: null } };
  return { ok: true, at: instant.at };
}

/**
 * What saving makes of the item's publication. 'Zapisz szkic' makes a draft whatever the fields say. 'Opublikuj'
 * publishes at the time typed (a time already past: now), or now; an item already published with the fields
 * left empty keeps its publication time (null: the columns are not written), so an edit never re-dates it.
 */
export function publicationChoice(
  values: PublicationValues,
  intent: PublicationIntent,
  publishedAt: string | null = null,
  now = new Date(),
): PublicationChoice {
  if (intent === 'draft') return { ok: true, publication: { kind: 'draft' } };
  const typed = typedInstant(values, now);
  if (!typed.ok) return typed;
  if (typed.at) return { ok: true, publication: { kind: 'at', at: typed.at } };
  const alreadyPublished = publicationState(publishedAt, now) === 'published';
  return { ok: true, publication: alreadyPublished ? null : { kind: 'now' } };
}

/** The success message of a save with this publication. */
export function publicationMessage(publication: Publication | null, now = new Date()): string | null {
  if (!publication) return null;
  if (publication.kind === 'draft') return t.draftSaved;
  if (publication.kind === 'at' && publication.at > now) {
    const { date, time } = warsawTyped(publication.at);
    return fill.pl(t.scheduled, { when: `${date} o ${time}` });
  }
  return t.published;
}
