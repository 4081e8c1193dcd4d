/**
 * Every column of assets (the files an administrator adds), described once (`ColumnUse`): the panel's form, its
 * writes, 'Przywróć tę wersję' and the history take their columns from here. A new column is described here, or
 * left out with the reason.
 */
import { maxLengths, type Database } from '../database.types.ts';
import type { ColumnUse, ColumnsWith } from '../column-use.ts';

type AssetRow = Database['public']['Tables']['assets']['Row'];

const limit = maxLengths.assets;

/** The columns an administrator writes or a resident sees, in the order the form shows them. */
export const ASSET_COLUMNS = {
  // The address typed, or the uploaded file's; a version brought back keeps the file the record has now.
  url: { label: 'url', hint: 'urlHint', maxLength: limit.url, edit: 'text', restored: false, shown: { lists: true } },
  name: {
    label: 'name',
    hint: 'nameHint',
    maxLength: limit.name,
    edit: 'text',
    restored: true,
    summary: 'name',
    shown: { lists: true },
  },
  description: {
    label: 'description',
    maxLength: limit.description,
    edit: 'text',
    restored: true,
    summary: 'text',
    shown: { lists: true },
  },
  category: { label: 'category', edit: 'choice', restored: true, shown: { lists: true } },
  // PDF or picture, from the file's first bytes or the address's extension.
  type: { edit: 'file', restored: false, shown: { lists: true } },
  // Known for an upload only.
  size_bytes: { edit: 'upload', restored: false, shown: { lists: true } },
} as const satisfies Partial<Record<keyof AssetRow, ColumnUse>>;

/** The columns the description leaves out, and why: the database keeps them, the form and a restore never write them. */
export const ASSET_COLUMNS_LEFT_OUT = {
  id: 'the key, which the database gives',
  uploaded_at: 'when the file was added, set by the database; the lists are ordered by it',
  uploaded_by: 'who added it, set by the database and shown nowhere',
  updated_at: 'the change time, set by the database at every write; the live lists compare it',
  version: 'what every write names so that the database refuses a stale one; the database raises it',
  deleted_at: 'the bin, which its own writes move a file into and out of',
  deleted_by: 'who moved it to the bin, set by the database',
} as const satisfies Partial<Record<keyof AssetRow, string>>;

/** The columns typed in the form. */
export type AssetTextColumn = ColumnsWith<typeof ASSET_COLUMNS, { edit: 'text' }>;

/** What adding a file writes: the form's columns and the file's kind, and its size when it was uploaded. */
export type AssetInsertColumn = ColumnsWith<typeof ASSET_COLUMNS, { edit: 'text' | 'choice' | 'file' }>;
export type AssetUploadColumn = ColumnsWith<typeof ASSET_COLUMNS, { edit: 'upload' }>;
