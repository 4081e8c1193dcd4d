/**
 * The news and the registered files as they stood when the site was built, read from the configured backend
 * anonymously, as any visitor may. Pages render them into the HTML, so they are there at once, without
 * JavaScript, for search engines and in link previews; the islands then follow live changes on top.
 *
 * Every row a visitor may read is read, however many there are: news by publication time, newest first. A build
 * that cannot read them all still succeeds: it warns once, and the pages load the lists live, as a site without a
 * snapshot does; it never publishes a part as the whole.
 */
import { publicRest } from './public-backend.ts';
import { supabaseUrl } from './supabase-config.ts';
import type { NewsItem } from '../domain/news/news-item.ts';
import type { Asset } from '../domain/files/asset.ts';
import type { TableName, TableRow } from '../domain/database.types.ts';

export interface Snapshot {
  /** Newest first by publication time (`published_at`). */
  news: NewsItem[];
  /** Newest first. */
  assets: Asset[];
}

/** A build waits this long for the backend before it goes on without the snapshot. */
const BACKEND_TIMEOUT_MS = 5000;

let taken: Promise<Snapshot | null> | undefined;

/** Read once per build, shared by every page that shows news or files. */
export function buildSnapshot(): Promise<Snapshot | null> {
  taken ??= take();
  return taken;
}

/** The most rows one request returns: the backend's cap (PostgREST's `max_rows`, 1 000 on hosted Supabase). */
export const ROWS_PER_REQUEST = 1000;

/** A condition a row must meet to be read: `column` `is` null, or `lte` a time. */
type Condition = [column: string, operator: 'is' | 'lte', value: string | null];

/**
 * Every row of a table that meets the conditions, newest first, read page by page (a backend answers at most
 * `ROWS_PER_REQUEST` rows a request). The order has a tie-break on the id, so pages neither overlap nor skip; the
 * count the first page reports must match what was read, or the table changed meanwhile and the read fails rather
 * than publish a partial list as if it were whole.
 */
async function readTable<Name extends TableName>(
  table: Name,
  orderBy: keyof TableRow<Name> & string,
  conditions: Condition[],
): Promise<TableRow<Name>[]> {
  const rows: TableRow<Name>[] = [];
  let total: number | null = null;
  for (let from = 0; total === null || from < total; from += ROWS_PER_REQUEST) {
    const query = conditions.reduce(
      (filtered, [column, operator, value]) => filtered.filter(column, operator, value),
      publicRest().from(table).select('*', { count: 'exact' }),
    );
    const { data, error, count } = await query
      .order(orderBy, { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + ROWS_PER_REQUEST - 1)
      .retry(false)
      .abortSignal(AbortSignal.timeout(BACKEND_TIMEOUT_MS));
    if (error) throw new Error(error.message || error.code || 'unknown error');
    if (count === null) throw new Error(`${table}: the backend did not report how many rows there are`);
    total ??= count;
    rows.push(...(data as TableRow<Name>[]));
    if (data.length === 0) break;
  }
  if (rows.length !== total || new Set(rows.map((row) => (row as { id: string }).id)).size !== total) {
    throw new Error(`${table}: ${total} rows reported, ${rows.length} read; the table changed during the build`);
  }
  return rows;
}

async function take(): Promise<Snapshot | null> {
  // The database's policies already keep drafts, items before their time and the bin from a visitor. Asked for
  // here too, so that a build given a key that reads more (a service key set by mistake) still publishes none of
  // them in its pages, feed, sitemap or search index.
  const now = new Date().toISOString();
  try {
    const [news, assets] = await Promise.all([
      readTable('news_items', 'published_at', [
        ['published_at', 'lte', now],
        ['deleted_at', 'is', null],
      ]),
      readTable('assets', 'uploaded_at', [['deleted_at', 'is', null]]),
    ]);
    return { news, assets };
  } catch (error) {
    console.warn(
      `\n[snapshot] Uwaga: nie udało się odczytać aktualności i plików z ${supabaseUrl} ` +
        `(${error instanceof Error ? error.message : String(error)}). Strony zbudowano bez nich: ` +
        'przeglądarka wczyta je na żywo. Aby umieścić je w HTML, uruchom backend i zbuduj stronę ponownie.\n',
    );
    return null;
  }
}
