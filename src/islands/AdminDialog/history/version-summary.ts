/**
 * What the history shows of one version: its title or name, the start of its text, and what else marks it (a
 * picture, a draft, the bin). Pure, so what an administrator reads of a version is tested.
 */
import { excerpt } from '../../../util/format.ts';
import { strings } from '../../../i18n/strings.ts';
import { adminStrings } from '../../../i18n/admin-strings.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { Asset } from '../../../domain/files/asset.ts';

const t = adminStrings.history;

/** The versions show this much of a text. */
export const VERSION_PREVIEW = 120;

export interface VersionSummary {
  name: string;
  text: string;
  /** 'z obrazem', 'szkic', 'w koszu', a file's category and kind. */
  notes: string[];
}

export type Versioned = { table: 'news_items'; row: NewsItem } | { table: 'assets'; row: Asset };

export function versionSummary(version: Versioned): VersionSummary {
  const binned = version.row.deleted_at ? [t.inBin] : [];
  if (version.table === 'news_items') {
    const { row } = version;
    return {
      name: row.title,
      text: excerpt(row.content, VERSION_PREVIEW),
      notes: [...(row.image ? [t.withPicture] : []), ...(row.published_at === null ? [t.draft] : []), ...binned],
    };
  }
  const { row } = version;
  return {
    name: row.name,
    text: excerpt(row.description ?? '', VERSION_PREVIEW),
    notes: [strings.files.categories[row.category], strings.files.types[row.type], ...binned],
  };
}
