/**
 * Uploaded files (Supabase Storage): sending one with its progress, its public address, and removing the objects
 * behind addresses this project stored. Uploads go over XMLHttpRequest, which reports progress as fetch does not,
 * to the same endpoint and with the same headers as storage-js.
 */
import { supabaseAnonKey, supabaseUrl } from './supabase-config.ts';
import type { BackendError } from './errors.ts';
import { objectKept, storageError } from './storage-errors.ts';
import type { Bucket } from '../domain/files/upload-rules.ts';
import { signedInClient } from './signed-in-client.ts';

const PUBLIC_PREFIX = `${supabaseUrl}/storage/v1/object/public/`;
/** Every upload has a folder of its own, so its address never serves other bytes: browsers may keep it a year. */
const CACHE_SECONDS = '31536000';

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
    request.onload = () =>
      resolve(
        request.status === 200
          ? { url: publicUrl(bucket, name), error: null }
          : { url: null, error: uploadError(request) },
      );
    request.onerror = () => resolve({ url: null, error: uploadError(request) });
    request.send(body);
  });
}

async function stillServed(bucket: Bucket, name: string): Promise<boolean> {
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
