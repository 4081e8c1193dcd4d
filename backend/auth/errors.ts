import { RequestBodyError } from '../http.ts';
import { isObject, parseJsonBody } from '../json.ts';

/** auth-js reads the error `code` only from responses that carry this header. */
export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

/** A refusal in GoTrue's words: answered as `{code, error_code, msg, message}` with its status. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export function tooManyRequests(retryAfterSeconds: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** The GoTrue answer for an error, or undefined when it is not a client's mistake (the gateway answers 500). */
export function asAuthError(error: unknown): AuthError | undefined {
  if (error instanceof AuthError) return error;
  if (!(error instanceof RequestBodyError)) return undefined;
  return error.status === 413
    ? new AuthError(413, 'request_too_large', error.message, {}, { Connection: 'close' })
    : new AuthError(error.status, 'bad_request', error.message);
}

/** The request body as a JSON object; no body is an empty one. */
export function objectBody(raw: Buffer): Record<string, unknown> {
  let body: unknown;
  try {
    body = parseJsonBody(raw);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (body === undefined) return {};
  if (!isObject(body)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return body;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  // Postgres text cannot hold NUL, so such a value could never match what is stored.
  if (value.includes('\0')) throw new AuthError(400, 'validation_failed', `${key} must not contain NUL characters`);
  return value;
}

/** jsonb refuses NUL (`\u0000`) anywhere in a document, keys included. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
}

export function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key];
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  if (containsNul(value)) throw new AuthError(400, 'validation_failed', `${key} must not contain NUL characters`);
  return value;
}
