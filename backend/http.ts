import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** A client mistake found while reading a request, answered in the style of the service that read it. */
export class RequestBodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Bodies up to this multiple of the limit are drained so the client can read the 413; larger ones cut the connection. */
const DRAIN_FACTOR = 8;

/**
 * Reads the whole body. Above `limit` bytes nothing more is kept: a moderately oversized body is
 * drained so the client reliably receives the 413 answer, a huge one closes the connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new RequestBodyError(413, `Request body is larger than ${limit} bytes`);
  const announced = Number(req.headers['content-length']);
  if (Number.isFinite(announced) && announced > limit * DRAIN_FACTOR) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit * DRAIN_FACTOR) {
        req.destroy();
        reject(tooLarge());
      } else if (size <= limit) {
        chunks.push(chunk);
      }
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    // A request stream only fails when the client goes away mid-body (reset or early close).
    const aborted = () => reject(new RequestBodyError(400, 'Request aborted by the client'));
    req.on('error', aborted);
    req.on('close', () => {
      if (!req.complete) aborted();
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = Buffer.from(text, 'utf8');
  res.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, headers);
  res.end();
}

/** The request target as a URL, or null when the client sent one that cannot be parsed (such as `//[`). */
export function parseRequestUrl(req: IncomingMessage): URL | null {
  return URL.parse(req.url ?? '/', 'http://backend.invalid');
}

/** A percent-decoded path segment, or undefined when its encoding is broken (such as `%E0%A4%A`). */
export function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Answers an upgrade request that will not become a websocket, then closes the connection. */
export function refuseUpgrade(socket: Duplex, status: string, text = ''): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** First value of a header that Node may have joined or repeated. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  return match?.[1];
}

/** The TCP peer; forwarded-for headers are not trusted because anyone can send them. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The request's headers as PostgREST hands them to SQL (`request.headers`), with the one the hosted gateway sets
 * for the sending address, `cf-connecting-ip`, taken from the connection: whatever a client sent in it is dropped,
 * as Cloudflare overwrites it in front of a hosted project.
 */
export function headersForDatabase(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['cf-connecting-ip'] = clientAddress(req);
  return headers;
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, accept, accept-profile, content-profile, prefer, range, x-retry-count, x-upsert, cache-control';
const EXPOSED_HEADERS = 'Content-Range, Content-Location, X-Total-Count, Link, X-Supabase-Api-Version';

/** CORS headers for the request's origin, or none when the origin is not allowed. */
export function corsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = header(req, 'origin');
  if (!origin) return {};
  if (!allowedOrigins.includes('*') && !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): void {
  const cors = corsHeaders(req, allowedOrigins);
  if (!cors['Access-Control-Allow-Origin']) {
    sendEmpty(res, 403, cors);
    return;
  }
  sendEmpty(res, 204, {
    ...cors,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  });
}
