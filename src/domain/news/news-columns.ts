/**
 * Every column of news_items, described once (`ColumnUse`): the panel's form, its writes, 'Przywróć tę wersję' and
 * the history take their columns from here. A new column is described here (or left out, with the reason), and
 * the form shows a text column without more code (docs/recipes.md, a field of news end to end).
 */
import { maxLengths, type Database } from '../database.types.ts';
import type { ColumnUse, ColumnsWith } from '../column-use.ts';

type NewsRow = Database['public']['Tables']['news_items']['Row'];

const limit = maxLengths.news_items;

/** The columns an administrator writes or a resident sees; the text columns in the order the form shows them. */
export const NEWS_COLUMNS = {
  title: {
    label: 'title',
    maxLength: limit.title,
    edit: 'text',
    required: true,
    restored: true,
    summary: 'name',
    shown: { lists: true, feed: true },
  },
  content: {
    label: 'content',
    hint: 'contentHint',
    maxLength: limit.content,
    edit: 'text',
    rows: 8,
    required: true,
    restored: true,
    summary: 'text',
    // The lists and the feed show its start.
    shown: { lists: true, feed: true },
  },
  image: { label: 'image', maxLength: limit.image, edit: 'picture', restored: true, shown: { lists: true } },
  // '' for a decorative picture.
  image_alt: { label: 'alt', maxLength: limit.image_alt, edit: 'picture', restored: true, shown: { lists: true } },
  // The stored size and the scaled variants of an uploaded picture.
  image_width: { edit: 'picture', restored: true, shown: { lists: true } },
  image_height: { edit: 'picture', restored: true, shown: { lists: true } },
  image_small: { maxLength: limit.image_small, edit: 'picture', restored: true, shown: { lists: true } },
  image_webp: { edit: 'picture', restored: true, shown: { lists: true } },
  image_webp_small: { edit: 'picture', restored: true, shown: { lists: true } },
  // Null for a draft; a version brought back keeps the item's publication as it is now.
  published_at: { edit: 'publication', restored: false, shown: { lists: true, feed: true } },
  // The Polish day of the publication, which the database writes from it.
  date: { maxLength: limit.date, restored: false, shown: { lists: true } },
} as const satisfies Partial<Record<keyof NewsRow, ColumnUse>>;

/** The columns the description leaves out, and why: the database keeps them, the form and a restore never write them. */
export const NEWS_COLUMNS_LEFT_OUT = {
  id: 'the key, which the database gives and the article’s address carries',
  created_at: 'when the row was written, set by the database; the panel places a draft by it',
  created_by: 'who wrote it, set by the database and shown nowhere',
  updated_at: 'the change time, set by the database at every write; the live lists compare it',
  version: 'what every write names so that the database refuses a stale one; the database raises it',
  deleted_at: 'the bin, which its own writes move an item into and out of',
  deleted_by: 'who moved it to the bin, set by the database',
} as const satisfies Partial<Record<keyof NewsRow, string>>;

/** The columns typed in the form, in its order. */
export type NewsTextColumn = ColumnsWith<typeof NEWS_COLUMNS, { edit: 'text' }>;

/** What the form writes of them: the required ones always, an optional one when it is given (else null). */
export type NewsText = Pick<NewsRow, ColumnsWith<typeof NEWS_COLUMNS, { edit: 'text'; required: true }>> &
  Partial<Pick<NewsRow, NewsTextColumn>>;

/** The columns 'Przywróć tę wersję' writes back. */
export type NewsRestoredColumn = ColumnsWith<typeof NEWS_COLUMNS, { restored: true }>;
