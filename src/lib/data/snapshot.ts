/**
 * The news and the registered files as they stood when the site was built, read from the configured backend
 * anonymously, as any visitor may. Pages render them into the HTML, so they are there at once, without
 * JavaScript, for search engines and in link previews; the islands then follow live changes on top.
 *
 * A build that cannot reach the backend still succeeds: it warns once, and the pages load the lists live, as a
 * site without a snapshot does.
 */
import { publicRest } from '../public-backend.ts';
import { supabaseUrl } from '../supabase-config.ts';
import type { NewsItem } from './news.ts';
import type { Asset } from './assets.ts';
import type { TableName, TableRow } from './database.types.ts';

export interface Snapshot {
  /** Newest first. */
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

async function readTable<Name extends TableName>(
  table: Name,
  orderBy: keyof TableRow<Name> & string,
): Promise<TableRow<Name>[]> {
  const { data, error } = await publicRest()
    .from(table)
    .select('*')
    .order(orderBy, { ascending: false })
    .retry(false)
    .abortSignal(AbortSignal.timeout(BACKEND_TIMEOUT_MS));
  if (error) throw new Error(error.message || error.code || 'unknown error');
  return data as TableRow<Name>[];
}

async function take(): Promise<Snapshot | null> {
  try {
    const [news, assets] = await Promise.all([
      readTable('news_items', 'created_at'),
      readTable('assets', 'uploaded_at'),
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
