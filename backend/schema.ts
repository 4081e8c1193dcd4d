import type { PGlite } from '@electric-sql/pglite';

export interface ColumnInfo {
  name: string;
  /** PostgreSQL type name as Realtime reports it (e.g. `uuid`, `text`, `timestamptz`). */
  type: string;
}

export interface TableInfo {
  schema: string;
  name: string;
  /** In table order. */
  columns: ColumnInfo[];
  primaryKey: string[];
}

/** Quotes an identifier; callers still validate names against the schema first. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The tables in the `supabase_realtime` publication. */
export async function publishedTables(db: PGlite): Promise<{ schema: string; table: string }[]> {
  const published = await db.query<{ schema: string; table: string }>(
    `select schemaname as "schema", tablename as "table" from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  return published.rows;
}

/**
 * Puts the capture trigger on every published table and takes it off tables no longer published, so that each
 * committed change is queued for Realtime.
 */
export async function installRealtimeCapture(db: PGlite): Promise<void> {
  const published = await publishedTables(db);
  const capturing = await db.query<{ schema_name: string; table_name: string }>(
    `select n.nspname as schema_name, c.relname as table_name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = 'local_realtime_capture'`,
  );
  const wanted = new Set(published.map((row) => `${row.schema}.${row.table}`));
  const installed = new Set(capturing.rows.map((row) => `${row.schema_name}.${row.table_name}`));
  for (const row of capturing.rows) {
    if (!wanted.has(`${row.schema_name}.${row.table_name}`)) {
      await db.exec(
        `drop trigger local_realtime_capture on ${quoteIdent(row.schema_name)}.${quoteIdent(row.table_name)}`,
      );
    }
  }
  for (const row of published) {
    if (installed.has(`${row.schema}.${row.table}`)) continue;
    await db.exec(
      `create or replace trigger local_realtime_capture
         after insert or update or delete on ${quoteIdent(row.schema)}.${quoteIdent(row.table)}
         for each row execute function local_realtime.capture()`,
    );
  }
  // Changes queued before a crash were committed while nobody could be subscribed.
  await db.exec('delete from local_realtime.changes');
}

/** Columns and primary keys of the public schema's tables and views and of every published table. */
export async function describeTables(db: PGlite, publishedTables: Set<string>): Promise<Map<string, TableInfo>> {
  const columns = await db.query<{ schema_name: string; table_name: string; column_name: string; type_name: string }>(
    `select n.nspname as schema_name, c.relname as table_name, a.attname as column_name, t.typname as type_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where c.relkind in ('r', 'v', 'm', 'p', 'f')
        and (n.nspname = 'public' or (n.nspname, c.relname) in (
              select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'))
      order by n.nspname, c.relname, a.attnum`,
  );
  const keys = await db.query<{ schema_name: string; table_name: string; column_name: string }>(
    `select n.nspname as schema_name, c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey)
      where i.indisprimary
      order by n.nspname, c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    const id = `${row.schema_name}.${row.table_name}`;
    let table = tables.get(id);
    if (!table) {
      table = { schema: row.schema_name, name: row.table_name, columns: [], primaryKey: [] };
      tables.set(id, table);
    }
    table.columns.push({ name: row.column_name, type: row.type_name });
  }
  for (const row of keys.rows) tables.get(`${row.schema_name}.${row.table_name}`)?.primaryKey.push(row.column_name);
  for (const id of publishedTables) {
    if (!tables.has(id)) throw new Error(`Published table ${id} was not found`);
  }
  return tables;
}
