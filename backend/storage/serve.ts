import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { header, sendEmpty } from '../http.ts';
import type { ObjectRow } from './objects.ts';
import { parseRange } from './range.ts';

/**
 * Sends an object's bytes with the type it was stored with, never sniffed, and one byte range when asked (a PDF
 * viewer reads the pages it shows first).
 */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: ObjectRow,
  file: string,
  cors: Record<string, string>,
): Promise<void> {
  const { size, mimetype, cacheControl, eTag } = object.metadata;
  const headers: Record<string, string> = {
    ...cors,
    'Content-Type': mimetype,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
    ETag: eTag,
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  if (header(req, 'if-none-match') === eTag) return sendEmpty(res, 304, headers);
  const range = parseRange(header(req, 'range'), size);
  if (range === 'unsatisfiable') return sendEmpty(res, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': String(end - start + 1),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(fs.createReadStream(file, { start, end }), res);
  } catch (error) {
    // A reader who leaves (a page closed, a PDF viewer that has what it needs) closes the response early: that is
    // the end of the sending, not a failure of the server.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE' || res.writableFinished) throw error;
  }
}
