/**
 * Every column of notices (the urgent notices), described once (`ColumnUse`): 'Przywróć tę wersję' and the history
 * take their columns from here. A new column is described here, or left out with the reason.
 */
import { maxLengths, type Database } from '../database.types.ts';
import type { ColumnUse } from '../column-use.ts';

type NoticeRow = Database['public']['Tables']['notices']['Row'];

const limit = maxLengths.notices;

/** The columns an administrator writes or a resident sees, in the order the form shows them. */
export const NOTICE_COLUMNS = {
  title: {
    label: 'title',
    maxLength: limit.title,
    edit: 'text',
    required: true,
    restored: true,
    summary: 'name',
    shown: { lists: true },
  },
  body: {
    label: 'body',
    maxLength: limit.body,
    edit: 'text',
    rows: 3,
    required: true,
    restored: true,
    summary: 'text',
    shown: { lists: true },
  },
  title_uk: { label: 'titleUk', maxLength: limit.title_uk, edit: 'text', restored: true, shown: { lists: true } },
  body_uk: {
    label: 'bodyUk',
    maxLength: limit.body_uk,
    edit: 'text',
    rows: 3,
    restored: true,
    shown: { lists: true },
  },
  // A version brought back brings its times back: a notice ended by mistake is shown again until its old end.
  starts_at: { label: 'startsAt', edit: 'publication', restored: true, shown: { lists: true } },
  ends_at: { label: 'endsAt', edit: 'publication', required: true, restored: true, shown: { lists: true } },
  // Null for a draft; a version brought back keeps the notice's publication as it is now, as news do.
  published_at: { edit: 'publication', restored: false, shown: { lists: true } },
} as const satisfies Partial<Record<keyof NoticeRow, ColumnUse>>;

/** The columns the description leaves out, and why: the database keeps them, the form and a restore never write them. */
export const NOTICE_COLUMNS_LEFT_OUT = {
  id: 'the key, which the database gives',
  created_at: 'when the row was written, set by the database; the panel orders the notices by it',
  created_by: 'who wrote it, set by the database and shown nowhere',
  updated_at: 'the change time, set by the database at every write',
  version: 'what every write names so that the database refuses a stale one; the database raises it',
  deleted_at: 'the bin, which its own writes move a notice into and out of',
  deleted_by: 'who moved it to the bin, set by the database',
} as const satisfies Partial<Record<keyof NoticeRow, string>>;
