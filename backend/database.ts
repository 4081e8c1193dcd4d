import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './lock.ts';
import { applyPendingMigrations, createDatabaseFolder, createPGlite } from './migrations.ts';
import { describeTables, installRealtimeCapture, publishedTables, type TableInfo } from './schema.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where prepared databases are kept between runs; node_modules/.cache is git-ignored and disposable. */
export const DEFAULT_TEMPLATE_CACHE_DIR = path.join(projectRoot, 'node_modules', '.cache', 'ops-backend');

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

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

/**
 * Opens (creating when missing) the database in `dataDir/pgdata`, applies new migrations and
 * prepares the realtime capture. The folder stays locked to this process until `close()`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const release = lockDataDir(options.dataDir);
  let db: PGlite | undefined;
  try {
    const pgdata = path.join(options.dataDir, 'pgdata');
    const origin: Database['origin'] = fs.existsSync(path.join(pgdata, 'PG_VERSION'))
      ? 'existing'
      : await createDatabaseFolder(pgdata, options.templateCacheDir);
    db = await createPGlite(pgdata);
    await applyPendingMigrations(db);
    await installRealtimeCapture(db);
    const published = new Set((await publishedTables(db)).map((row) => `${row.schema}.${row.table}`));
    const tables = await describeTables(db, published);
    const opened = db;
    return {
      db: opened,
      tables,
      publishedTables: published,
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
 * Runs `work` in one short transaction as the request's role with its JWT claims (and, for a REST request, its
 * headers), the way PostgREST and Realtime do, so row-level security and triggers decide exactly as on hosted
 * Supabase.
 */
export function asRole<T>(
  db: PGlite,
  role: ApiRole,
  claims: Record<string, unknown>,
  work: (tx: Transaction) => Promise<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [role, JSON.stringify(claims), JSON.stringify(headers)],
    );
    return work(tx);
  });
}
