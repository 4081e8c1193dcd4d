import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { installRealtimeCapture } from './schema.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const supabaseDir = path.join(projectRoot, 'supabase');
const bootstrapFile = fileURLToPath(new URL('bootstrap.sql', import.meta.url));
/** Storage's own tables: applied to every database that opens, so one made before Storage existed gets them too. */
const storageSchemaFile = fileURLToPath(new URL('storage/schema.sql', import.meta.url));
/** GoTrue's two-step sign-in tables: the same, so a database made before them gets them too. */
const authSchemaFile = fileURLToPath(new URL('auth/schema.sql', import.meta.url));
/** The code that builds a template: this file and the capture triggers of schema.ts. */
const TEMPLATE_BUILDERS = [import.meta.url, new URL('schema.ts', import.meta.url)].map((url) => fileURLToPath(url));

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
  hash.update(fs.readFileSync(storageSchemaFile));
  hash.update(fs.readFileSync(authSchemaFile));
  // A change in how a template is built must not reuse an old one.
  for (const builder of TEMPLATE_BUILDERS) hash.update(fs.readFileSync(builder));
  for (const migration of listMigrations())
    hash.update(`${migration.version}_${migration.name}\n`).update(fs.readFileSync(migration.file));
  const seed = seedFile();
  if (seed) hash.update('seed\n').update(fs.readFileSync(seed));
  return hash.digest('hex').slice(0, 20);
}

export function createPGlite(dir: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pgcrypto } });
}

/** Applies the migrations this database has not had yet, each in its own transaction, as the CLI records them. */
export async function applyPendingMigrations(db: PGlite): Promise<string[]> {
  await db.exec(fs.readFileSync(storageSchemaFile, 'utf8'));
  await db.exec(fs.readFileSync(authSchemaFile, 'utf8'));
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

/**
 * Creates a new database folder at `pgdata`: a copy of the prepared template, or built from scratch when there is
 * no template cache. Returns how it was made.
 */
export async function createDatabaseFolder(
  pgdata: string,
  templateCacheDir: string | null,
): Promise<'template' | 'initdb'> {
  // A crash while creating leaves a half-made folder; it never held committed data.
  fs.rmSync(pgdata, { recursive: true, force: true });
  const tmp = temporarySibling(pgdata);
  let origin: 'template' | 'initdb' = 'initdb';
  if (templateCacheDir) {
    // Copy-on-write where the file system supports it (btrfs, xfs, APFS); a plain copy elsewhere.
    fs.cpSync(await ensureTemplate(templateCacheDir), tmp, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    origin = 'template';
  } else {
    await buildDatabase(tmp);
  }
  fs.renameSync(tmp, pgdata);
  return origin;
}
