import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import type { BackendConfig } from './config.ts';
import { asRole, quoteIdent, type ApiRole, type Database, type TableInfo } from './database.ts';
import {
  bearerToken,
  decodePathSegment,
  header,
  parseJsonBody,
  readBody,
  RequestBodyError,
  sendEmpty,
  sendText,
} from './http.ts';
import { verifyJwt } from './jwt.ts';
import {
  columnNotFound,
  orderClause,
  parseRestQuery,
  RestError,
  selectList,
  whereClause,
  type RestQuery,
} from './rest-query.ts';

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

interface Identity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

interface Preferences {
  representation: boolean;
  count: boolean;
  resolution?: 'merge' | 'ignore';
}

/** Result of a statement as PostgREST would serialise it: JSON text straight from Postgres. */
interface Rows {
  body: string;
  first: string | null;
  count: number;
}

/** Thrown inside the transaction so that a `.single()` write touching 0 or 2+ rows is rolled back. */
class NotSingleRow extends Error {
  readonly rows: number;
  constructor(rows: number) {
    super('not a single row');
    this.rows = rows;
  }
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
function statusForSqlState(code: string, role: ApiRole): number {
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

function parsePreferences(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((token) => token.trim());
  const resolution = tokens.find((token) => token.startsWith('resolution='));
  return {
    representation: tokens.includes('return=representation'),
    count: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
    resolution:
      resolution === 'resolution=merge-duplicates'
        ? 'merge'
        : resolution === 'resolution=ignore-duplicates'
          ? 'ignore'
          : undefined,
  };
}

/** Whether the client asked for one object (`.single()`), or plain JSON; other media types are refused. */
function wantsSingleObject(req: IncomingMessage): boolean {
  const accept = header(req, 'accept');
  if (!accept) return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(SINGLE_OBJECT)) return true;
  if (types.some((type) => type === 'application/json' || type === '*/*' || type === 'application/*')) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function checkProfile(req: IncomingMessage, reading: boolean): void {
  const profile = header(req, reading ? 'accept-profile' : 'content-profile');
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function jsonBody(req: IncomingMessage, config: BackendConfig): Promise<unknown> {
  const type = header(req, 'content-type');
  if (type && (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json') {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const raw = await readBody(req, config.maxBodyBytes);
  try {
    const body = parseJsonBody(raw);
    if (body === undefined) throw new Error('empty body');
    return body;
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

const AGGREGATE = `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as count`;

async function rowsOf(tx: Transaction, sql: string, params: unknown[]): Promise<Rows> {
  const result = await tx.query<Rows>(sql, params);
  return result.rows[0] ?? { body: '[]', first: null, count: 0 };
}

function tableSql(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export interface Rest {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    apiKey: string,
    cors: Record<string, string>,
  ): Promise<void>;
}

/** PostgREST's table endpoints: read with filters, order and paging; insert, upsert, update, delete. */
export function createRest(database: Database, config: BackendConfig): Rest {
  function identify(req: IncomingMessage, apiKey: string): Identity {
    const verified = verifyJwt(bearerToken(req) ?? apiKey, config.jwtSecret);
    if (!verified.ok) {
      if (verified.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
      throw new RestError(401, 'PGRST301', verified.message);
    }
    const role = verified.claims.role ?? 'anon';
    if (typeof role !== 'string' || !API_ROLES.includes(role)) {
      throw new RestError(403, '42501', `permission denied to set role "${String(role)}"`);
    }
    return { role: role as ApiRole, claims: verified.claims };
  }

  function findTable(path: string): TableInfo {
    const name = decodePathSegment(path.slice(1)) ?? path.slice(1);
    if (name.startsWith('rpc/')) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${name.slice(4)} without parameters in the schema cache`,
      );
    }
    const table = database.tables.get(`public.${name}`);
    if (!table) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    return table;
  }

  function contentRange(offset: number, rows: number, total: number | undefined): string {
    const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
    return `${range}/${total ?? '*'}`;
  }

  async function read(tx: Transaction, table: TableInfo, query: RestQuery, prefs: Preferences) {
    const params: unknown[] = [];
    const where = whereClause(query, '_t', params);
    const limit = Math.min(query.limit ?? config.maxRows, config.maxRows);
    const offset = query.offset ?? 0;
    const rows = await rowsOf(
      tx,
      `${AGGREGATE} from (select ${selectList(query, '_t')} from ${tableSql(table)} _t where ${where}
         ${orderClause(query, '_t')} limit ${limit} offset ${offset}) _r`,
      params,
    );
    let total: number | undefined;
    if (prefs.count) {
      const counted = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${tableSql(table)} _t where ${where}`,
        params,
      );
      total = counted.rows[0]?.n;
    }
    return { rows, range: contentRange(offset, rows.count, total) };
  }

  function insertColumns(table: TableInfo, query: RestQuery, items: Record<string, unknown>[]): string[] {
    if (query.columns) return query.columns;
    const first = Object.keys(items[0] ?? {});
    for (const item of items) {
      const keys = Object.keys(item);
      if (keys.length !== first.length || keys.some((key) => !first.includes(key))) {
        throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
    }
    for (const key of first) {
      if (!table.columns.some((column) => column.name === key)) throw columnNotFound(table, key);
    }
    return first;
  }

  async function insert(tx: Transaction, table: TableInfo, query: RestQuery, prefs: Preferences, body: unknown) {
    const items = Array.isArray(body) ? body : [body];
    if (!items.every(isPlainObject))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
    if (items.length === 0) return { body: '[]', first: null, count: 0 };
    const columns = insertColumns(table, query, items);
    const returning = prefs.representation ? `returning ${selectList(query, '_t')}` : '';
    if (columns.length === 0) {
      let count = 0;
      const bodies: string[] = [];
      for (let i = 0; i < items.length; i++) {
        const rows = await rowsOf(
          tx,
          `with _w as (insert into ${tableSql(table)} as _t default values ${returning || 'returning 1'}) ${AGGREGATE} from _w _r`,
          [],
        );
        count += rows.count;
        if (rows.first) bodies.push(rows.first);
      }
      return { body: `[${bodies.join(',')}]`, first: bodies[0] ?? null, count };
    }
    const list = columns.map(quoteIdent).join(', ');
    let conflict = '';
    if (prefs.resolution) {
      const target = (query.onConflict ?? table.primaryKey).map(quoteIdent).join(', ');
      const updates = columns.filter((column) => !(query.onConflict ?? table.primaryKey).includes(column));
      conflict =
        prefs.resolution === 'merge' && updates.length > 0
          ? `on conflict (${target}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
          : `on conflict (${target}) do nothing`;
    }
    return rowsOf(
      tx,
      `with _w as (insert into ${tableSql(table)} as _t (${list})
         select ${list} from json_populate_recordset(null::${tableSql(table)}, $1::json)
         ${conflict} ${returning || 'returning 1'})
       ${AGGREGATE} from _w _r`,
      [JSON.stringify(items)],
    );
  }

  function requireFilters(query: RestQuery, verb: 'UPDATE' | 'DELETE'): void {
    // Hosted Supabase loads pg-safeupdate: a write without a filter is refused rather than hitting every row.
    if (query.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
    if (query.limit !== undefined || query.offset !== undefined || query.order.length > 0) {
      throw new RestError(
        400,
        'PGRST100',
        'limit, offset and order are not supported on updates and deletes by the local backend',
      );
    }
  }

  async function update(tx: Transaction, table: TableInfo, query: RestQuery, prefs: Preferences, body: unknown) {
    if (!isPlainObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
    requireFilters(query, 'UPDATE');
    const columns = Object.keys(body);
    for (const column of columns) {
      if (!table.columns.some((c) => c.name === column)) throw columnNotFound(table, column);
    }
    if (columns.length === 0) return { body: '[]', first: null, count: 0 };
    const params: unknown[] = [JSON.stringify(body)];
    const where = whereClause(query, '_t', params);
    const returning = prefs.representation ? selectList(query, '_t') : '1';
    return rowsOf(
      tx,
      `with _w as (update ${tableSql(table)} as _t
         set ${columns.map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`).join(', ')}
         from json_populate_record(null::${tableSql(table)}, $1::json) _b
         where ${where} returning ${returning})
       ${AGGREGATE} from _w _r`,
      params,
    );
  }

  async function remove(tx: Transaction, table: TableInfo, query: RestQuery, prefs: Preferences) {
    requireFilters(query, 'DELETE');
    const params: unknown[] = [];
    const where = whereClause(query, '_t', params);
    const returning = prefs.representation ? selectList(query, '_t') : '1';
    return rowsOf(
      tx,
      `with _w as (delete from ${tableSql(table)} as _t where ${where} returning ${returning}) ${AGGREGATE} from _w _r`,
      params,
    );
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    apiKey: string,
    cors: Record<string, string>,
  ) {
    const method = req.method ?? 'GET';
    const identity = identify(req, apiKey);
    if (path === '' || path === '/') throw new RestError(404, null, 'Use /rest/v1/<table>');
    const table = findTable(path);
    const reading = method === 'GET' || method === 'HEAD';
    if (!reading && !['POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new RestError(
        405,
        null,
        `${method} is not supported by the local backend; use POST with Prefer: resolution=merge-duplicates to upsert`,
      );
    }
    checkProfile(req, reading);
    const single = wantsSingleObject(req);
    const prefs = parsePreferences(req);
    const query = parseRestQuery(table, url.searchParams);
    const body = method === 'POST' || method === 'PATCH' ? await jsonBody(req, config) : undefined;

    const outcome = await asRole(database.db, identity.role, identity.claims, async (tx) => {
      let result: { rows: Rows; range: string };
      if (reading) result = await read(tx, table, query, prefs);
      else {
        const rows =
          method === 'POST'
            ? await insert(tx, table, query, prefs, body)
            : method === 'PATCH'
              ? await update(tx, table, query, prefs, body)
              : await remove(tx, table, query, prefs);
        result = { rows, range: `*/${prefs.count ? rows.count : '*'}` };
      }
      if (single && (reading || prefs.representation) && result.rows.count !== 1)
        throw new NotSingleRow(result.rows.count);
      return result;
    });

    const headers: Record<string, string> = { ...cors, 'Content-Range': outcome.range };
    const status = method === 'POST' ? 201 : 200;
    if (!reading && !prefs.representation) return sendEmpty(res, method === 'POST' ? 201 : 204, headers);
    if (single) {
      return sendText(res, status, outcome.rows.first ?? 'null', {
        ...headers,
        'Content-Type': `${SINGLE_OBJECT}; charset=utf-8`,
      });
    }
    return sendText(res, status, outcome.rows.body, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  }

  function errorResponse(
    error: unknown,
    req: IncomingMessage,
    apiKey: string,
  ): { status: number; body: object; headers: Record<string, string> } | undefined {
    const body = (code: string | null, message: string, details: string | null = null, hint: string | null = null) => ({
      code,
      details,
      hint,
      message,
    });
    if (error instanceof RestError) {
      const headers: Record<string, string> =
        error.status === 401
          ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"` }
          : {};
      return { status: error.status, body: body(error.code, error.message, error.details, error.hint), headers };
    }
    if (error instanceof NotSingleRow) {
      return {
        status: 406,
        body: body(
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${error.rows} rows`,
        ),
        headers: {},
      };
    }
    if (error instanceof RequestBodyError) {
      return {
        status: error.status,
        body: body(null, error.message),
        headers: error.status === 413 ? { Connection: 'close' } : {},
      };
    }
    const pg = error as { code?: unknown; message?: string; detail?: string; hint?: string };
    if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
      let role: ApiRole = 'anon';
      try {
        role = identify(req, apiKey).role;
      } catch {
        // The request was already identified successfully to reach the database.
      }
      const status = statusForSqlState(pg.code, role);
      if (status >= 500) return undefined;
      const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
      return {
        status,
        body: body(pg.code, pg.message ?? 'Database error', pg.detail ?? null, pg.hint ?? null),
        headers,
      };
    }
    return undefined;
  }

  return {
    async handle(req, res, path, url, apiKey, cors) {
      try {
        await route(req, res, path, url, apiKey, cors);
      } catch (error) {
        const answer = errorResponse(error, req, apiKey);
        if (!answer) throw error;
        sendText(res, answer.status, JSON.stringify(answer.body), {
          ...cors,
          ...answer.headers,
          'Content-Type': 'application/json; charset=utf-8',
        });
      }
    },
  };
}
