/**
 * What the history shows of one version: its title or name and the start of its text (the columns its table's
 * description marks for the history), and what else marks it (a picture, a draft, the bin, a notice's times). Pure, so what an
 * administrator reads of a version is tested.
 */
import { excerpt } from '../../../util/format.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { panelTrustWords } from '../../../i18n/pl/panel-trust.ts';
import { fill } from '../../../i18n/message.ts';
import { formats } from '../../../i18n/formats.ts';
import type { NewsItem } from '../../../domain/news/news-item.ts';
import type { Asset } from '../../../domain/files/asset.ts';
import { NEWS_COLUMNS } from '../../../domain/news/news-columns.ts';
import { ASSET_COLUMNS } from '../../../domain/files/asset-columns.ts';
import { NOTICE_COLUMNS } from '../../../domain/notices/notice-columns.ts';
import type { TableRow } from '../../../domain/database.types.ts';
import { columnsWith, type ColumnUse } from '../../../domain/column-use.ts';

const t = panelWords.history;
const n = panelTrustWords.notices;

/** The versions show this much of a text. */
export const VERSION_PREVIEW = 120;

export interface VersionSummary {
  name: string;
  text: string;
  /** 'z obrazem', 'szkic', 'w koszu', a file's category and kind, a notice's times. */
  notes: string[];
}

export type Versioned =
  | { table: 'news_items'; row: NewsItem }
  | { table: 'assets'; row: Asset }
  | { table: 'notices'; row: TableRow<'notices'> };

/** A version's name and the start of its text, from the columns its table's description names for the history. */
function nameAndText(row: object, described: Record<string, ColumnUse>): Pick<VersionSummary, 'name' | 'text'> {
  const value = (summary: 'name' | 'text') => {
    const [column] = columnsWith(described, { summary });
    return String((row as Record<string, unknown>)[column!] ?? '');
  };
  return { name: value('name'), text: excerpt(value('text'), VERSION_PREVIEW) };
}

export function versionSummary(version: Versioned): VersionSummary {
  const binned = version.row.deleted_at ? [t.inBin] : [];
  if (version.table === 'news_items') {
    const { row } = version;
    return {
      ...nameAndText(row, NEWS_COLUMNS),
      notes: [...(row.image ? [t.withPicture] : []), ...(row.published_at === null ? [t.draft] : []), ...binned],
    };
  }
  if (version.table === 'notices') {
    const { row } = version;
    const when = (time: string) => formats.pl.dateTime(new Date(time));
    return {
      ...nameAndText(row, NOTICE_COLUMNS),
      notes: [
        ...(row.starts_at ? [fill.pl(n.versionStart, { start: when(row.starts_at) })] : []),
        fill.pl(n.versionEnd, { end: when(row.ends_at) }),
        ...(row.published_at === null ? [t.draft] : []),
        ...binned,
      ],
    };
  }
  const { row } = version;
  return {
    ...nameAndText(row, ASSET_COLUMNS),
    notes: [siteWords.files.categories[row.category], siteWords.files.types[row.type], ...binned],
  };
}
