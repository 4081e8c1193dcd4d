import type { Transaction } from '@electric-sql/pglite';
import { quoteIdent, type TableInfo } from '../schema.ts';
import { isObject } from '../json.ts';
import { RestError } from './errors.ts';
import { columnNotFound, orderClause, selectList, whereClause, type RestQuery } from './query.ts';
import type { Preferences } from './request.ts';

/** What every statement works on: the transaction (as the request's role), the table, the query and `Prefer`. */
export interface Statement {
  tx: Transaction;
  table: TableInfo;
  query: RestQuery;
  prefs: Preferences;
}

/** Result of a statement as PostgREST would serialise it: JSON text straight from Postgres. */
export interface Rows {
  body: string;
  first: string | null;
  count: number;
}

const NO_ROWS: Rows = { body: '[]', first: null, count: 0 };

const AGGREGATE = `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as count`;

async function rowsOf(tx: Transaction, sql: string, params: unknown[]): Promise<Rows> {
  const result = await tx.query<Rows>(sql, params);
  return result.rows[0] ?? NO_ROWS;
}

function tableSql(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

/** PostgREST's `Content-Range` of a read: the rows returned, and the total when it was counted. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** `GET`: at most `maxRows` rows, and their `Content-Range`. */
export async function read(
  { tx, table, query, prefs }: Statement,
  maxRows: number,
): Promise<{ rows: Rows; range: string }> {
  const params: unknown[] = [];
  const where = whereClause(query, '_t', params);
  const limit = Math.min(query.limit ?? maxRows, maxRows);
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

/** The keys of a body, each a column of the table (PostgREST's PGRST204 otherwise). */
function requireColumns(table: TableInfo, keys: string[]): string[] {
  for (const key of keys) {
    if (!table.columns.some((column) => column.name === key)) throw columnNotFound(table, key);
  }
  return keys;
}

/** The columns an insert writes: `columns=`, or the keys of the objects, which must all be the same. */
export function insertColumns(table: TableInfo, query: RestQuery, items: Record<string, unknown>[]): string[] {
  if (query.columns) return query.columns;
  const first = Object.keys(items[0] ?? {});
  for (const item of items) {
    const keys = Object.keys(item);
    if (keys.length !== first.length || keys.some((key) => !first.includes(key))) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  requireColumns(table, first);
  return first;
}

/** Objects without a single column: each row gets only its defaults. */
async function insertDefaults(tx: Transaction, table: TableInfo, count: number, returning: string): Promise<Rows> {
  let inserted = 0;
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const rows = await rowsOf(
      tx,
      `with _w as (insert into ${tableSql(table)} as _t default values ${returning || 'returning 1'}) ${AGGREGATE} from _w _r`,
      [],
    );
    inserted += rows.count;
    if (rows.first) bodies.push(rows.first);
  }
  return { body: `[${bodies.join(',')}]`, first: bodies[0] ?? null, count: inserted };
}

/** The `on conflict` clause of an upsert (`Prefer: resolution=…`), or '' for a plain insert. */
function conflictClause(table: TableInfo, query: RestQuery, prefs: Preferences, columns: string[]): string {
  if (!prefs.resolution) return '';
  const keys = query.onConflict ?? table.primaryKey;
  const target = keys.map(quoteIdent).join(', ');
  const updates = columns.filter((column) => !keys.includes(column));
  if (prefs.resolution === 'ignore' || updates.length === 0) return `on conflict (${target}) do nothing`;
  const set = updates.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ');
  return `on conflict (${target}) do update set ${set}`;
}

/** `POST`: one object or an array of them, optionally as an upsert. */
export async function insert({ tx, table, query, prefs }: Statement, body: unknown): Promise<Rows> {
  const items = Array.isArray(body) ? body : [body];
  if (!items.every(isObject)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object or an array of objects');
  }
  if (items.length === 0) return NO_ROWS;
  const columns = insertColumns(table, query, items);
  const returning = prefs.representation ? `returning ${selectList(query, '_t')}` : '';
  if (columns.length === 0) return insertDefaults(tx, table, items.length, returning);
  const list = columns.map(quoteIdent).join(', ');
  return rowsOf(
    tx,
    `with _w as (insert into ${tableSql(table)} as _t (${list})
       select ${list} from json_populate_recordset(null::${tableSql(table)}, $1::json)
       ${conflictClause(table, query, prefs, columns)} ${returning || 'returning 1'})
     ${AGGREGATE} from _w _r`,
    [JSON.stringify(items)],
  );
}

/** Hosted Supabase loads pg-safeupdate: a write without a filter is refused rather than hitting every row. */
export function requireFilters(query: RestQuery, verb: 'UPDATE' | 'DELETE'): void {
  if (query.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  if (query.limit !== undefined || query.offset !== undefined || query.order.length > 0) {
    throw new RestError(
      400,
      'PGRST100',
      'limit, offset and order are not supported on updates and deletes by the local backend',
    );
  }
}

/** `PATCH`: the object's columns on every row the filters match. */
export async function update({ tx, table, query, prefs }: Statement, body: unknown): Promise<Rows> {
  if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
  requireFilters(query, 'UPDATE');
  const columns = requireColumns(table, Object.keys(body));
  if (columns.length === 0) return NO_ROWS;
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

/** `DELETE`: every row the filters match. */
export async function remove({ tx, table, query, prefs }: Statement): Promise<Rows> {
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
