import type { IncomingMessage } from 'node:http';
import { header, readBody } from '../http.ts';
import type { Bucket } from './objects.ts';
import { StorageError } from './errors.ts';
import { contentMatchesType } from '../../src/util/file-signatures.ts';

/** The file of an upload request: its bytes, its declared type and how long browsers may keep it. */
export interface Upload {
  bytes: Uint8Array;
  type: string;
  cacheControl: string;
}

/** Room for the multipart envelope around a file as large as the bucket allows. */
const MULTIPART_ENVELOPE = 64 * 1024;
/** With no limit on the bucket, hosted Storage's global default. */
const DEFAULT_LIMIT = 50 * 1024 * 1024;

const baseType = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';
const maxAge = (seconds: string | null | undefined) => `max-age=${/^\d+$/.test(seconds ?? '') ? seconds : '3600'}`;

/** supabase-js sends a Blob or File as multipart form data (the file, and `cacheControl` beside it). */
async function fromMultipart(body: Buffer, contentType: string): Promise<Upload> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw new StorageError(400, 'InvalidRequest', 'The multipart body holds no file');
  const cacheControl = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    type: baseType(file.type || 'application/octet-stream'),
    cacheControl: maxAge(typeof cacheControl === 'string' ? cacheControl : null),
  };
}

/**
 * Reads an upload and checks it against its bucket: the size limit, the allowed types, and that the content is of
 * the type it claims. Every refusal comes before anything is stored.
 */
export async function readUpload(req: IncomingMessage, bucket: Bucket): Promise<Upload> {
  const limit = bucket.file_size_limit ?? DEFAULT_LIMIT;
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  const multipart = baseType(contentType) === 'multipart/form-data';
  const body = await readBody(req, multipart ? limit + MULTIPART_ENVELOPE : limit);
  const upload = multipart
    ? await fromMultipart(body, contentType)
    : {
        bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        type: baseType(contentType),
        cacheControl: header(req, 'cache-control') ?? maxAge(null),
      };
  if (upload.bytes.byteLength > limit) {
    throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.includes(upload.type)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.type} is not supported`);
  }
  if (upload.bytes.byteLength === 0 || !contentMatchesType(upload.type, upload.bytes)) {
    throw new StorageError(415, 'invalid_content', `The content of the file is not ${upload.type}`);
  }
  return upload;
}
