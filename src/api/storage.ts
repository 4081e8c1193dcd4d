/**
 * Uploaded files (Supabase Storage): sending one with its progress, its public address, and removing the objects
 * behind addresses this project stored. Uploads go over XMLHttpRequest, which reports progress as fetch does not,
 * to the same endpoint and with the same headers as storage-js.
 */
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';
import type { BackendError } from './errors.ts';
import { objectKept, storageError } from './storage-errors.ts';
import { CACHE_SECONDS, type Bucket } from '../domain/files/upload-rules.ts';
import { signedInClient } from './signed-in-client.ts';
import { twoStepWords } from '../i18n/pl/two-step.ts';
import { belowSecondStep } from './two-step.ts';

const PUBLIC_PREFIX = `${supabaseUrl}/storage/v1/object/public/`;

const encodeKey = (name: string) => name.split('/').map(encodeURIComponent).join('/');

export function publicUrl(bucket: Bucket, name: string): string {
  return `${PUBLIC_PREFIX}${bucket}/${encodeKey(name)}`;
}

/** The bucket and name behind an address this project's Storage serves; null for an address elsewhere. */
export function storedObject(url: string | null | undefined): { bucket: string; name: string } | null {
  if (!url?.startsWith(PUBLIC_PREFIX)) return null;
  const [bucket = '', ...parts] = url.slice(PUBLIC_PREFIX.length).split('/');
  try {
    const name = parts.map(decodeURIComponent).join('/');
    return bucket && name ? { bucket, name } : null;
  } catch {
    return null;
  }
}

/** Storage answers `{ statusCode, error, message }`; its status says what went wrong. */
function uploadError(request: XMLHttpRequest): BackendError {
  let message = request.statusText;
  try {
    message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
  } catch {
    // not JSON: the status says enough
  }
  return storageError(request.status, message);
}

/**
 * A refusal explained by the session, when it stands below the second step (the setting made it mandatory after
 * it signed in): Storage's policies refuse such a write as any other account's, with 403 and no hint, where the
 * database's tables say `aal2_required`.
 */
async function explained(error: BackendError): Promise<BackendError> {
  if (error.code !== 'storage/403') return error;
  try {
    return (await belowSecondStep()) ? { ...error, explanation: twoStepWords.errors.writeNeedsCode } : error;
  } catch {
    return error;
  }
}

/** Uploads `body` as a new object; `onProgress` gets the share sent, from 0 to 1. */
export async function uploadObject(
  bucket: Bucket,
  name: string,
  body: Blob,
  onProgress: (sent: number) => void,
): Promise<{ url: string | null; error: BackendError | null }> {
  const { data } = await (await signedInClient()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) return { url: null, error: { message: 'JWT expired', code: 'PGRST303' } };
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${bucket}/${encodeKey(name)}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', body.type);
    request.setRequestHeader('Cache-Control', `max-age=${CACHE_SECONDS}`);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) resolve({ url: publicUrl(bucket, name), error: null });
      else void explained(uploadError(request)).then((error) => resolve({ url: null, error }));
    };
    request.onerror = () => resolve({ url: null, error: uploadError(request) });
    request.send(body);
  });
}

/** Whether the public address of an object answers with it now, asked past every cache. */
export async function stillServed(bucket: Bucket, name: string): Promise<boolean> {
  const response = await fetch(publicUrl(bucket, name), { method: 'HEAD', cache: 'no-store' });
  return response.ok;
}

/**
 * Removes the stored objects behind these addresses (others are not this project's to remove). Succeeds only
 * when every one is gone, so a record is deleted after its files and never before.
 */
export async function removeStoredObjects(
  urls: readonly (string | null | undefined)[],
): Promise<{ error: BackendError | null }> {
  const byBucket = new Map<string, string[]>();
  for (const object of urls.map(storedObject)) {
    if (object) byBucket.set(object.bucket, [...(byBucket.get(object.bucket) ?? []), object.name]);
  }
  const storage = (await signedInClient()).storage;
  for (const [bucket, names] of byBucket) {
    const { data, error } = await storage.from(bucket).remove(names);
    if (error) return { error: objectKept(error.message) };
    // Storage answers only with what it removed: one not among them was gone already, or a policy kept it.
    const removed = new Set(data.map((object) => object.name));
    for (const name of names.filter((candidate) => !removed.has(candidate))) {
      if (await stillServed(bucket as Bucket, name)) return { error: objectKept('Object not removed') };
    }
  }
  return { error: null };
}

/**
 * The private bucket where an uploaded file or a news picture waits in the bin, and a picture an edit replaced
 * while a version refers to it: never served, so its public address fails at once.
 */
const BIN = 'bin';

/**
 * Moves the uploaded file behind a public address into the bin, or back out of it under the same name, so the
 * address serves it again. An address that is not this project's Storage has nothing to move.
 */
export async function moveStoredObject(url: string, to: 'bin' | 'public'): Promise<{ error: BackendError | null }> {
  const object = storedObject(url);
  if (!object) return { error: null };
  const [from, destination] = to === 'bin' ? [object.bucket, BIN] : [BIN, object.bucket];
  const { error } = await (
    await signedInClient()
  ).storage
    .from(from)
    .move(object.name, object.name, { destinationBucket: destination });
  // An answer has its status; a request that never got one (the network) has none, and is no missing file.
  if (!error) return { error: null };
  return { error: await explained(storageError(Number((error as { status?: number }).status ?? 0), error.message)) };
}

/** Removes an uploaded file that is in the bin, once its record is deleted for good. */
export async function removeFromBin(url: string): Promise<{ error: BackendError | null }> {
  const object = storedObject(url);
  if (!object) return { error: null };
  const { error } = await (await signedInClient()).storage.from(BIN).remove([object.name]);
  return { error: error ? objectKept(error.message) : null };
}

/** How many entries one listing of a folder returns (hosted Storage's largest page). */
const LIST_PAGE = 1000;

/**
 * The names of every file in the bin: files lie one folder deep (`<uuid>/<name>`), news pictures two
 * (`aktualnosci/<uuid>/1600.webp`), each upload in a folder of its own. Storage lists one folder at a time; an
 * entry without an id is a folder.
 */
export async function binObjectNames(): Promise<{ names: string[]; error: BackendError | null }> {
  const bucket = (await signedInClient()).storage.from(BIN);
  const names: string[] = [];
  const folders = [''];
  while (folders.length > 0) {
    const folder = folders.shift()!;
    const { data, error } = await bucket.list(folder, { limit: LIST_PAGE });
    if (error) return { names, error: { message: error.message } };
    for (const entry of data) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.id) names.push(path);
      else folders.push(path);
    }
  }
  return { names, error: null };
}

/** Removes files from the bin by name; answers the names it removed (one not among them was not there). */
export async function removeBinObjects(
  names: readonly string[],
): Promise<{ removed: Set<string>; error: BackendError | null }> {
  if (names.length === 0) return { removed: new Set(), error: null };
  const { data, error } = await (await signedInClient()).storage.from(BIN).remove([...names]);
  return { removed: new Set(data?.map((object) => object.name)), error: error ? objectKept(error.message) : null };
}
