import { randomUUID } from 'node:crypto';
import type { BackendConfig } from '../config.ts';
import { asRole, type Database } from '../database.ts';
import { bearerToken, decodePathSegment, header, readBody, sendJson } from '../http.ts';
import { identify, type Identity } from '../identity.ts';
import type { Service, ServiceRequest } from '../routes.ts';
import { bucketNotFound, errorAnswer, invalidKey, objectNotFound, StorageError } from './errors.ts';
import { objectFiles, type ObjectFiles } from './files.ts';
import { listFolder, parseListOptions } from './list.ts';
import {
  allObjectIds,
  findBucket,
  findObject,
  moveObject,
  removeObjects,
  saveObject,
  type Bucket,
  type SaveMode,
} from './objects.ts';
import { bucketRoute } from './buckets.ts';
import { isValidBucketId, isValidKey } from './keys.ts';
import { serveObject } from './serve.ts';
import { readUpload } from './upload.ts';

interface Context {
  request: ServiceRequest;
  database: Database;
  files: ObjectFiles;
  config: BackendConfig;
}

/** `/object/public/{bucket}/{key}` and the like: the words before the bucket, the bucket and the decoded key. */
interface ObjectPath {
  bucket: string;
  key: string;
}

function parseObjectPath(segments: string[]): ObjectPath {
  const [rawBucket = '', ...rest] = segments;
  const bucket = decodePathSegment(rawBucket) ?? '';
  if (!isValidBucketId(bucket)) throw bucketNotFound();
  const decoded = rest.map(decodePathSegment);
  const key = decoded.every((part) => part !== undefined) ? decoded.join('/') : '';
  if (!isValidKey(key)) throw invalidKey(rest.join('/'));
  return { bucket, key };
}

function callerIdentity(context: Context): Identity {
  const token = bearerToken(context.request.req) ?? context.request.apiKey;
  const result = identify(token, context.config.jwtSecret);
  if (result.ok) return result.identity;
  if (result.reason === 'role') throw new StorageError(403, 'Unauthorized', `role ${result.role} is not allowed`);
  throw new StorageError(400, result.reason === 'expired' ? 'InvalidJWT' : 'Unauthorized', result.message);
}

async function existingBucket(context: Context, id: string): Promise<Bucket> {
  const bucket = await findBucket(context.database.db, id);
  if (!bucket) throw bucketNotFound();
  return bucket;
}

async function upload(context: Context, path: ObjectPath, mode: SaveMode): Promise<void> {
  const identity = callerIdentity(context);
  const bucket = await existingBucket(context, path.bucket);
  const file = await readUpload(context.request.req, bucket);
  const id = randomUUID();
  const metadata = {
    size: file.bytes.byteLength,
    mimetype: file.type,
    cacheControl: file.cacheControl,
    eTag: `"${id}"`,
    lastModified: new Date().toISOString(),
  };
  const owner =
    identity.role === 'authenticated' && typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
  let replaced: string | undefined;
  try {
    // The row first, so the policies refuse a caller before any byte reaches the disk; the bytes are flushed
    // before the row commits, so an acknowledged upload is whole after a crash.
    replaced = await asRole(context.database.db, identity.role, identity.claims, async (tx) => {
      const previous = await saveObject(tx, { bucket: bucket.id, name: path.key, id, metadata, owner }, mode);
      context.files.write(id, file.bytes);
      return previous;
    });
  } catch (error) {
    context.files.remove(id);
    throw error;
  }
  if (replaced) context.files.remove(replaced);
  sendJson(context.request.res, 200, { Key: `${bucket.id}/${path.key}`, Id: id }, context.request.cors);
}

async function download(context: Context, path: ObjectPath, publicly: boolean): Promise<void> {
  const { req, res, cors } = context.request;
  let object;
  if (publicly) {
    const bucket = await existingBucket(context, path.bucket);
    if (!bucket.public) throw bucketNotFound();
    object = await findObject(context.database.db, path.bucket, path.key);
  } else {
    const identity = callerIdentity(context);
    object = await asRole(context.database.db, identity.role, identity.claims, (tx) =>
      findObject(tx, path.bucket, path.key),
    );
  }
  if (!object) throw objectNotFound();
  await serveObject(req, res, object, context.files.path(object.id), cors);
}

async function jsonRequestBody(context: Context): Promise<Record<string, unknown>> {
  const body = await readBody(context.request.req, context.config.maxBodyBytes);
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StorageError(400, 'InvalidRequest', 'The body must be a JSON object');
}

async function remove(context: Context, bucketId: string): Promise<void> {
  const identity = callerIdentity(context);
  const { prefixes } = await jsonRequestBody(context);
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((name) => typeof name === 'string')) {
    throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list of object names');
  }
  const bucket = await existingBucket(context, bucketId);
  const removed = await asRole(context.database.db, identity.role, identity.claims, (tx) =>
    removeObjects(tx, bucket.id, prefixes as string[]),
  );
  for (const object of removed) context.files.remove(object.id);
  sendJson(
    context.request.res,
    200,
    removed.map((object) => ({ ...object, bucket_id: bucket.id })),
    context.request.cors,
  );
}

async function list(context: Context, bucketId: string): Promise<void> {
  const identity = callerIdentity(context);
  const options = parseListOptions(await jsonRequestBody(context));
  const bucket = await existingBucket(context, bucketId);
  const entries = await asRole(context.database.db, identity.role, identity.claims, (tx) =>
    listFolder(tx, bucket.id, options),
  );
  sendJson(context.request.res, 200, entries, context.request.cors);
}

/** `POST /object/move`: within a bucket or, with `destinationBucket`, to another (the panel's bin). */
async function move(context: Context): Promise<void> {
  const identity = callerIdentity(context);
  const body = await jsonRequestBody(context);
  const { bucketId, sourceKey, destinationKey } = body;
  const destinationBucket = body.destinationBucket ?? bucketId;
  for (const value of [bucketId, sourceKey, destinationKey, destinationBucket]) {
    if (typeof value !== 'string' || value === '') {
      throw new StorageError(400, 'InvalidRequest', 'bucketId, sourceKey and destinationKey are required');
    }
  }
  const from = { bucket: bucketId as string, name: sourceKey as string };
  const to = { bucket: destinationBucket as string, name: destinationKey as string };
  if (!isValidKey(to.name)) throw invalidKey(to.name);
  await existingBucket(context, from.bucket);
  const destination = await existingBucket(context, to.bucket);
  const object = await findObject(context.database.db, from.bucket, from.name);
  const types = destination.allowed_mime_types;
  if (object && types?.length && !types.includes(object.metadata.mimetype)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${object.metadata.mimetype} is not supported`);
  }
  const moved = await asRole(context.database.db, identity.role, identity.claims, (tx) => moveObject(tx, from, to));
  if (!moved) throw objectNotFound();
  sendJson(context.request.res, 200, { message: 'Successfully moved' }, context.request.cors);
}

async function route(context: Context): Promise<void> {
  const { req, path } = context.request;
  const method = req.method ?? 'GET';
  const [first, second, ...rest] = path.split('/').slice(1);
  if (first === 'bucket') {
    const identity = callerIdentity(context);
    const body = () => jsonRequestBody(context);
    return bucketRoute(
      { ...context, identity, body },
      method,
      [second ?? '', ...rest].map((part) => decodePathSegment(part) ?? ''),
    );
  }
  if (first !== 'object' || second === undefined) throw new StorageError(404, 'not_found', 'Use /storage/v1/object/…');
  if (method === 'POST' && second === 'move' && rest.length === 0) return move(context);
  const reading = method === 'GET' || method === 'HEAD';
  if (reading && second === 'public') return download(context, parseObjectPath(rest), true);
  if (reading && second === 'authenticated') return download(context, parseObjectPath(rest), false);
  if (method === 'POST' && second === 'list' && rest.length === 1)
    return list(context, decodePathSegment(rest[0] ?? '') ?? '');
  if (method === 'DELETE' && rest.length === 0) return remove(context, decodePathSegment(second) ?? '');
  const objectPath = () => parseObjectPath([second, ...rest]);
  if (reading) return download(context, objectPath(), false);
  if (method === 'POST') return upload(context, objectPath(), header(req, 'x-upsert') === 'true' ? 'upsert' : 'create');
  if (method === 'PUT') return upload(context, objectPath(), 'update');
  throw new StorageError(405, 'InvalidRequest', `${method} is not supported by the local backend`);
}

/**
 * Storage's object API as `@supabase/storage-js` uses it: upload (and upsert, replace), download, public
 * addresses with byte ranges, remove, list and move, and its bucket API (./buckets.ts). Bucket limits and
 * row-level security on storage.objects decide.
 */
export async function createStorage(database: Database, config: BackendConfig): Promise<Service> {
  const files = objectFiles(config.dataDir);
  files.sweep(await allObjectIds(database.db));
  return {
    prefix: '/storage/v1',
    // An <img> or a link cannot send a key: a public object's address works without one, as on hosted Supabase.
    opensWithoutKey: (path) => path.startsWith('/object/public/'),
    async handle(request) {
      try {
        await route({ request, database, files, config });
      } catch (error) {
        const answer = errorAnswer(error);
        if (!answer) throw error;
        sendJson(
          request.res,
          answer.status,
          { statusCode: String(answer.status), error: answer.code, message: answer.message },
          request.cors,
        );
      }
    },
  };
}
