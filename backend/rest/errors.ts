import type { ApiRole } from '../database.ts';
import { RequestBodyError } from '../http.ts';

/** A client mistake in a PostgREST request, answered with PostgREST's status and body. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(
    status: number,
    code: string | null,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

/** Thrown inside the transaction so that a `.single()` write touching 0 or 2+ rows is rolled back. */
export class NotSingleRow extends Error {
  readonly rows: number;
  constructor(rows: number) {
    super('not a single row');
    this.rows = rows;
  }
}

/** PostgREST's mapping from SQLSTATE to HTTP status; `PTxyz`, raised by a function, answers with status xyz. */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(09|0L|0P|28)/.test(code)) return 403;
  if (/^(25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

export interface ErrorAnswer {
  status: number;
  body: { code: string | null; details: string | null; hint: string | null; message: string };
  headers: Record<string, string>;
}

function answer(
  status: number,
  headers: Record<string, string>,
  code: string | null,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ErrorAnswer {
  return { status, body: { code, details, hint, message }, headers };
}

/** A database error the client caused, as PostgREST answers it; undefined for the server's own (5xx) failures. */
function databaseAnswer(error: unknown, role: ApiRole): ErrorAnswer | undefined {
  const pg = error as { code?: unknown; message?: string; detail?: string; hint?: string };
  if (typeof pg.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return undefined;
  const status = statusForSqlState(pg.code, role);
  if (status >= 500) return undefined;
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return answer(status, headers, pg.code, pg.message ?? 'Database error', pg.detail ?? null, pg.hint ?? null);
}

/**
 * PostgREST's answer to an error of a request made as `role` (anon until the request is identified), or
 * undefined when it is not the client's mistake (the gateway answers 500).
 */
export function errorAnswer(error: unknown, role: ApiRole): ErrorAnswer | undefined {
  if (error instanceof RestError) {
    const headers: Record<string, string> =
      error.status === 401
        ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"` }
        : {};
    return answer(error.status, headers, error.code, error.message, error.details, error.hint);
  }
  if (error instanceof NotSingleRow) {
    const details = `The result contains ${error.rows} rows`;
    return answer(406, {}, 'PGRST116', 'Cannot coerce the result to a single JSON object', details);
  }
  if (error instanceof RequestBodyError) {
    return answer(error.status, error.status === 413 ? { Connection: 'close' } : {}, null, error.message);
  }
  return databaseAnswer(error, role);
}
