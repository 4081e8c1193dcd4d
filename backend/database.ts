import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { lockDataDir } from './lock.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const supabaseDir = path.join(projectRoot, 'supabase');
const bootstrapFile = fileURLToPath(new URL('bootstrap.sql', import.meta.url));

/** Where prepared databases are kept between runs; node_modules/.cache is git-ignored and disposable. */
export const DEFAULT_TEMPLATE_CACHE_DIR = path.join(projectRoot, 'node_modules', '.cache', 'ops-backend');

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

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

export interface Database {
  db: PGlite;
  /** Tables and views by `schema.name`, for the public schema and every published table. */
  tables: Map<string, TableInfo>;
  /** `schema.name` of the tables in the supabase_realtime publication. */
  publishedTables: Set<string>;
  /** True when this start created the database (so the seed was applied). */
  created: boolean;
  /** How the database was created or opened, for the start-up report and the benchmark. */
  origin: 'existing' | 'template' | 'initdb';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  /** Folder for the prepared template; null builds every new database from scratch (initdb, ~5 s). */
  templateCacheDir: string | null;
}

interface Migration {
  version: string;
  name: string;
  file: string;
}

function listMigrations(): Migration[] {
  const dir = path.join(supabaseDir, 'migrations');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, file: path.join(dir, file) };
    });
}

function seedFile(): string | undefined {
  const file = path.join(supabaseDir, 'seed.sql');
  return fs.existsSync(file) ? file : undefined;
}

/** Identifies everything a new database is built from, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  hash.update(fs.readFileSync(bootstrapFile));
  // This file decides how a template is built, so a change here must not reuse an old one.
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const migration of listMigrations())
    hash.update(`${migration.version}_${migration.name}\n`).update(fs.readFileSync(migration.file));
  const seed = seedFile();
  if (seed) hash.update('seed\n').update(fs.readFileSync(seed));
  return hash.digest('hex').slice(0, 20);
}

function createPGlite(dir: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pgcrypto } });
}

async function applyPendingMigrations(db: PGlite): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const done: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.version)) continue;
    const sql = fs.readFileSync(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    done.push(path.basename(migration.file));
  }
  return done;
}

/** Creates a complete new database in `dir`: initdb, what Supabase provides, migrations, seed. */
async function buildDatabase(dir: string): Promise<void> {
  const db = await createPGlite(dir);
  try {
    await db.exec(fs.readFileSync(bootstrapFile, 'utf8'));
    await applyPendingMigrations(db);
    const seed = seedFile();
    if (seed) {
      try {
        await db.exec(fs.readFileSync(seed, 'utf8'));
      } catch (error) {
        throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`, { cause: error });
      }
    }
    await installRealtimeCapture(db);
  } finally {
    await db.close();
  }
}

function temporarySibling(target: string): string {
  return `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Moves a finished folder into place; when another process got there first, its copy is kept. */
function publish(tmp: string, target: string): void {
  try {
    fs.renameSync(tmp, target);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
}

/** Returns the prepared template for the current sources, building it once if needed. */
async function ensureTemplate(cacheDir: string): Promise<string> {
  const key = templateKey();
  const template = path.join(cacheDir, `template-${key}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = temporarySibling(template);
  await buildDatabase(tmp);
  publish(tmp, template);
  removeOtherTemplates(cacheDir, path.basename(template));
  return template;
}

/** Templates of older sources, and builds abandoned more than an hour ago, only take space. */
function removeOtherTemplates(cacheDir: string, keep: string): void {
  for (const entry of fs.readdirSync(cacheDir)) {
    if (entry === keep || !entry.startsWith('template-')) continue;
    const full = path.join(cacheDir, entry);
    const abandoned = entry.includes('.tmp-') && Date.now() - fs.statSync(full).mtimeMs > 3_600_000;
    if (!entry.includes('.tmp-') || abandoned) fs.rmSync(full, { recursive: true, force: true });
  }
}

async function installRealtimeCapture(db: PGlite): Promise<void> {
  const published = await db.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
  );
  const capturing = await db.query<{ schema_name: string; table_name: string }>(
    `select n.nspname as schema_name, c.relname as table_name
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where t.tgname = 'local_realtime_capture'`,
  );
  const wanted = new Set(published.rows.map((row) => `${row.schemaname}.${row.tablename}`));
  const installed = new Set(capturing.rows.map((row) => `${row.schema_name}.${row.table_name}`));
  for (const row of capturing.rows) {
    if (!wanted.has(`${row.schema_name}.${row.table_name}`)) {
      await db.exec(
        `drop trigger local_realtime_capture on ${quoteIdent(row.schema_name)}.${quoteIdent(row.table_name)}`,
      );
    }
  }
  for (const row of published.rows) {
    if (installed.has(`${row.schemaname}.${row.tablename}`)) continue;
    await db.exec(
      `create or replace trigger local_realtime_capture
         after insert or update or delete on ${quoteIdent(row.schemaname)}.${quoteIdent(row.tablename)}
         for each row execute function local_realtime.capture()`,
    );
  }
  // Changes queued before a crash were committed while nobody could be subscribed.
  await db.exec('delete from local_realtime.changes');
}

async function describeTables(db: PGlite, publishedTables: Set<string>): Promise<Map<string, TableInfo>> {
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

/**
 * Opens (creating when missing) the database in `dataDir/pgdata`, applies new migrations and
 * prepares the realtime capture. The folder stays locked to this process until `close()`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const release = lockDataDir(options.dataDir);
  let db: PGlite | undefined;
  try {
    const pgdata = path.join(options.dataDir, 'pgdata');
    let origin: Database['origin'] = 'existing';
    if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      // A crash while creating leaves a half-made folder; it never held committed data.
      fs.rmSync(pgdata, { recursive: true, force: true });
      const tmp = temporarySibling(pgdata);
      if (options.templateCacheDir) {
        // Copy-on-write where the file system supports it (btrfs, xfs, APFS); a plain copy elsewhere.
        fs.cpSync(await ensureTemplate(options.templateCacheDir), tmp, {
          recursive: true,
          mode: fs.constants.COPYFILE_FICLONE,
        });
        origin = 'template';
      } else {
        await buildDatabase(tmp);
        origin = 'initdb';
      }
      fs.renameSync(tmp, pgdata);
    }
    db = await createPGlite(pgdata);
    await applyPendingMigrations(db);
    await installRealtimeCapture(db);
    const published = await db.query<{ schemaname: string; tablename: string }>(
      `select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    const publishedTables = new Set(published.rows.map((row) => `${row.schemaname}.${row.tablename}`));
    const tables = await describeTables(db, publishedTables);
    const opened = db;
    return {
      db: opened,
      tables,
      publishedTables,
      created: origin !== 'existing',
      origin,
      async close() {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    if (db && !db.closed) await db.close();
    release();
    throw error;
  }
}

/**
 * Runs `work` in one short transaction as the request's role with its JWT claims, the way
 * PostgREST and Realtime do, so row-level security decides exactly as on hosted Supabase.
 */
export function asRole<T>(
  db: PGlite,
  role: ApiRole,
  claims: Record<string, unknown>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ]);
    return work(tx);
  });
}

/** Quotes an identifier; callers still validate names against the schema first. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
