/** The rows of storage.buckets and storage.objects: what Storage reads and writes, each statement as the caller. */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { objectNotFound } from './errors.ts';

type Queryable = PGlite | Transaction;

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** What Storage keeps about an object's bytes, named as hosted Storage names them. */
export interface ObjectMetadata {
  size: number;
  mimetype: string;
  cacheControl: string;
  eTag: string;
  lastModified: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  metadata: ObjectMetadata;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const OBJECT_COLUMNS = 'id, name, metadata, created_at, updated_at, last_accessed_at';

/** Read by Storage itself, not the caller: the limits hold whoever asks, and a public bucket needs no policy. */
export async function findBucket(db: PGlite, id: string): Promise<Bucket | undefined> {
  const found = await db.query<Bucket>(
    'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return found.rows[0];
}

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const found = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return found.rows[0];
}

export type SaveMode = 'create' | 'upsert' | 'update';

export interface NewObject {
  bucket: string;
  name: string;
  id: string;
  metadata: ObjectMetadata;
  owner: string | null;
}

/**
 * Records an object whose bytes will be stored under `object.id` before the transaction commits; returns the id
 * of the object it replaced, whose bytes the caller removes once this commits. Policies decide: insert to create, select, insert and update
 * to upsert, update to replace.
 */
export async function saveObject(tx: Transaction, object: NewObject, mode: SaveMode): Promise<string | undefined> {
  const previous = mode === 'create' ? undefined : await findObject(tx, object.bucket, object.name);
  const values = [object.bucket, object.name, object.id, JSON.stringify(object.metadata), object.owner];
  if (mode === 'update') {
    const updated = await tx.query(
      `update storage.objects set id = $3, metadata = $4, owner = $5::uuid, owner_id = $5::text, updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      values,
    );
    if (updated.rows.length === 0) throw objectNotFound();
    return previous?.id;
  }
  const onConflict =
    mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set id = excluded.id, metadata = excluded.metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
      : '';
  await tx.query(
    `insert into storage.objects (bucket_id, name, id, metadata, owner, owner_id) values ($1, $2, $3, $4, $5::uuid, $5::text) ${onConflict}`,
    values,
  );
  return previous?.id;
}

/** Deletes the named objects the caller may delete and returns them; others are left, as hosted Storage does. */
export async function removeObjects(tx: Transaction, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const removed = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return removed.rows;
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every object below a folder the caller may see, by name. */
export async function objectsBelow(tx: Transaction, bucket: string, folder: string): Promise<ObjectRow[]> {
  const found = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 order by name`,
    [bucket, `${likePattern(folder)}%`],
  );
  return found.rows;
}

export async function allObjectIds(db: PGlite): Promise<Set<string>> {
  const found = await db.query<{ id: string }>('select id::text as id from storage.objects');
  return new Set(found.rows.map((row) => row.id));
}

/**
 * Moves an object, within its bucket or to another, as the caller: the policies decide (update on the row as it
 * was and as it becomes). The bytes stay where they are, kept by the object's id. Returns false when there is no
 * such object the caller may move.
 */
export async function moveObject(
  tx: Transaction,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
): Promise<boolean> {
  const moved = await tx.query(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return moved.rows.length > 0;
}

/** The objects of a bucket, all of them, whoever asks (emptying a bucket is the service role's alone). */
export async function removeAllObjects(db: PGlite, bucket: string): Promise<string[]> {
  const removed = await db.query<{ id: string }>(
    'delete from storage.objects where bucket_id = $1 returning id::text',
    [bucket],
  );
  return removed.rows.map((row) => row.id);
}
