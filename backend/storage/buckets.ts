/**
 * Storage's bucket API as `@supabase/storage-js` calls it (listBuckets, getBucket, createBucket, updateBucket,
 * emptyBucket, deleteBucket), answering as hosted Storage does. Reading is the caller's, under row-level security
 * on storage.buckets (no policy: an anonymous visitor or an administrator sees none, the service role all);
 * creating, changing, emptying and deleting are the service role's alone.
 */
import type { Transaction } from '@electric-sql/pglite';
import { asRole, type Database } from '../database.ts';
import { sendJson } from '../http.ts';
import type { Identity } from '../identity.ts';
import type { ServiceRequest } from '../routes.ts';
import { bucketNotFound, StorageError } from './errors.ts';
import type { ObjectFiles } from './files.ts';
import { isValidBucketId } from './keys.ts';
import { removeAllObjects } from './objects.ts';

export interface BucketContext {
  request: ServiceRequest;
  database: Database;
  files: ObjectFiles;
  identity: Identity;
  body: () => Promise<Record<string, unknown>>;
}

const COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  created_at, updated_at`;

function serviceRoleOnly(identity: Identity): void {
  if (identity.role !== 'service_role') {
    throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  }
}

/** The limits a bucket is given: `public`, `file_size_limit` (bytes, or a text like "20MB"), `allowed_mime_types`. */
function limitsOf(body: Record<string, unknown>): { public: boolean; size: number | null; types: string[] | null } {
  const size = body.file_size_limit ?? body.fileSizeLimit;
  const types = body.allowed_mime_types ?? body.allowedMimeTypes;
  const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  let bytes: number | null = null;
  if (typeof size === 'number' && Number.isInteger(size) && size > 0) bytes = size;
  else if (typeof size === 'string') {
    const match = /^(\d+)\s*(B|KB|MB|GB)$/i.exec(size.trim());
    if (!match) throw new StorageError(400, 'InvalidRequest', 'file_size_limit must be bytes or a size such as 20MB');
    bytes = Number(match[1]) * units[match[2]!.toUpperCase()]!;
  } else if (size !== undefined && size !== null) {
    throw new StorageError(400, 'InvalidRequest', 'file_size_limit must be bytes or a size such as 20MB');
  }
  if (types !== undefined && types !== null && !(Array.isArray(types) && types.every((t) => typeof t === 'string'))) {
    throw new StorageError(400, 'InvalidRequest', 'allowed_mime_types must be a list of types');
  }
  return { public: body.public === true, size: bytes, types: (types as string[] | null | undefined) ?? null };
}

async function listBuckets({ request, database, identity }: BucketContext): Promise<void> {
  const query = new URL(request.req.url ?? '/', 'http://local').searchParams;
  const limit = Math.min(Math.max(Number(query.get('limit')) || 1000, 1), 1000);
  const offset = Math.max(Number(query.get('offset')) || 0, 0);
  const search = query.get('search') ?? '';
  const rows = await asRole(database.db, identity.role, identity.claims, async (tx: Transaction) => {
    const found = await tx.query(
      `select ${COLUMNS} from storage.buckets where name ilike $1 order by name limit $2 offset $3`,
      [`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`, limit, offset],
    );
    return found.rows;
  });
  sendJson(request.res, 200, rows, request.cors);
}

async function getBucket({ request, database, identity }: BucketContext, id: string): Promise<void> {
  const row = await asRole(database.db, identity.role, identity.claims, async (tx: Transaction) => {
    const found = await tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
    return found.rows[0];
  });
  if (!row) throw bucketNotFound();
  sendJson(request.res, 200, row, request.cors);
}

async function createBucket(context: BucketContext): Promise<void> {
  serviceRoleOnly(context.identity);
  const body = await context.body();
  const id = typeof body.id === 'string' ? body.id : body.name;
  if (typeof id !== 'string' || !isValidBucketId(id) || (body.name !== undefined && typeof body.name !== 'string')) {
    throw new StorageError(400, 'InvalidRequest', 'A bucket needs a valid name');
  }
  const limits = limitsOf(body);
  await context.database.db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5)`,
    [id, typeof body.name === 'string' ? body.name : id, limits.public, limits.size, limits.types],
  );
  sendJson(context.request.res, 200, { name: id }, context.request.cors);
}

async function updateBucket(context: BucketContext, id: string): Promise<void> {
  serviceRoleOnly(context.identity);
  const limits = limitsOf(await context.body());
  const updated = await context.database.db.query(
    `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4, updated_at = now()
      where id = $1 returning id`,
    [id, limits.public, limits.size, limits.types],
  );
  if (updated.rows.length === 0) throw bucketNotFound();
  sendJson(context.request.res, 200, { message: 'Successfully updated' }, context.request.cors);
}

async function emptyBucket(context: BucketContext, id: string): Promise<void> {
  serviceRoleOnly(context.identity);
  const found = await context.database.db.query('select 1 from storage.buckets where id = $1', [id]);
  if (found.rows.length === 0) throw bucketNotFound();
  for (const object of await removeAllObjects(context.database.db, id)) context.files.remove(object);
  sendJson(context.request.res, 200, { message: 'Successfully emptied' }, context.request.cors);
}

async function deleteBucket(context: BucketContext, id: string): Promise<void> {
  serviceRoleOnly(context.identity);
  const objects = await context.database.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (objects.rows.length > 0) {
    throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
  }
  const deleted = await context.database.db.query('delete from storage.buckets where id = $1 returning id', [id]);
  if (deleted.rows.length === 0) throw bucketNotFound();
  sendJson(context.request.res, 200, { message: 'Successfully deleted' }, context.request.cors);
}

/** `/bucket…` requests: method and the words after `/bucket` decide. */
export function bucketRoute(context: BucketContext, method: string, rest: string[]): Promise<void> {
  const [id, action] = rest;
  if (id === undefined || id === '') {
    if (method === 'GET') return listBuckets(context);
    if (method === 'POST') return createBucket(context);
  } else if (action === undefined) {
    if (method === 'GET') return getBucket(context, id);
    if (method === 'PUT') return updateBucket(context, id);
    if (method === 'DELETE') return deleteBucket(context, id);
  } else if (action === 'empty' && method === 'POST') return emptyBucket(context, id);
  throw new StorageError(404, 'not_found', `${method} /bucket/${rest.join('/')} is not part of the Storage API`);
}
