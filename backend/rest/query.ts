import { quoteIdent, type TableInfo } from '../schema.ts';
import { RestError } from './errors.ts';
import { splitPath, targetSql, type Target } from './json-path.ts';

interface SelectItem extends Target {
  alias: string;
}

type Filter = Target & { negate: boolean } & (
    | { op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike'; value: string }
    | { op: 'in'; values: string[] }
    | { op: 'is'; value: 'null' | 'not null' | 'true' | 'false' | 'unknown' }
  );

interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** The parts of a PostgREST query string this backend understands, validated against the table. */
export interface RestQuery {
  /** null means every column. */
  select: SelectItem[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` of an insert. */
  columns?: string[];
  /** `on_conflict=` of an upsert. */
  onConflict?: string[];
}

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const;
const IS_VALUES = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' } as const;

function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

function missingColumn(table: TableInfo, column: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
}

function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.some((c) => c.name === column)) throw missingColumn(table, column);
  return column;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** A column, or a path into a JSON column, checked against the table; `failure` is the refusal of a bad path. */
function parseTarget(table: TableInfo, text: string, failure: () => RestError): Target {
  const target = splitPath(text);
  if (!target) throw failure();
  return {
    column: requireColumn(table, unquote(target.column)),
    path: target.path.map((step) => ({ ...step, key: unquote(step.key) })),
  };
}

function parseSelect(table: TableInfo, raw: string): SelectItem[] | null {
  const parts = splitTopLevel(raw).map((part) => part.trim());
  if (parts.every((part) => part === '*' || part === '')) return null;
  const items: SelectItem[] = [];
  const failure = () => parseError(`"failed to parse select parameter (${raw})"`);
  for (const part of parts) {
    if (part === '') continue;
    if (part === '*') {
      for (const column of table.columns) items.push({ column: column.name, path: [], alias: column.name });
      continue;
    }
    if (/[()]|::/.test(part)) {
      throw parseError(
        `"failed to parse select parameter (${raw})"`,
        'Embedded resources and casts are not supported by the local backend',
      );
    }
    // `alias:target`; a path's value is named after its last key, as PostgREST names it.
    const colon = part.indexOf(':');
    const alias = colon >= 0 ? unquote(part.slice(0, colon)) : '';
    const target = parseTarget(table, colon >= 0 ? part.slice(colon + 1) : part, failure);
    items.push({ ...target, alias: alias || (target.path.at(-1)?.key ?? target.column) });
  }
  return items;
}

function parseFilter(table: TableInfo, key: string, raw: string): Filter {
  const { column, path } = parseTarget(table, key, () => parseError(`"failed to parse filter (${key})"`));
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot >= 0 ? rest.slice(0, dot) : rest;
  const operand = dot >= 0 ? rest.slice(dot + 1) : '';
  if (dot < 0) throw parseError(`"failed to parse filter (${raw})"`);
  if (op === 'in') {
    if (!operand.startsWith('(') || !operand.endsWith(')')) throw parseError(`"failed to parse filter (${raw})"`);
    const inner = operand.slice(1, -1);
    return { column, path, negate, op, values: inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote) };
  }
  if (op === 'is') {
    const value = IS_VALUES[operand.toLowerCase() as keyof typeof IS_VALUES];
    if (!value)
      throw parseError(`"failed to parse filter (${raw})"`, 'is accepts null, not_null, true, false or unknown');
    return { column, path, negate, op, value };
  }
  if (op in COMPARISONS) {
    const value = op === 'like' || op === 'ilike' ? operand.replaceAll('*', '%') : operand;
    return { column, path, negate, op: op as keyof typeof COMPARISONS, value };
  }
  throw parseError(`"failed to parse filter (${raw})"`, `Unsupported operator "${op}"`);
}

function parseOrder(table: TableInfo, raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    requireColumn(table, unquote(column));
    const order: OrderTerm = { column: unquote(column), descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else throw parseError(`"failed to parse order (${raw})"`);
    }
    return order;
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`);
  return Number(raw);
}

function parseColumnList(table: TableInfo, raw: string, missing: (column: string) => RestError): string[] {
  return splitTopLevel(raw).map((part) => {
    const column = unquote(part);
    if (!table.columns.some((c) => c.name === column)) throw missing(column);
    return column;
  });
}

export function columnNotFound(table: TableInfo, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

export function parseRestQuery(table: TableInfo, params: URLSearchParams): RestQuery {
  const query: RestQuery = { select: null, filters: [], order: [] };
  for (const [key, value] of params) {
    // A NUL would end an identifier early in the SQL text and cannot be stored in a Postgres text value.
    if (key.includes('\0') || value.includes('\0')) {
      throw parseError('"failed to parse the query string"', 'NUL characters (%00) are not allowed');
    }
    switch (key) {
      case 'select':
        query.select = parseSelect(table, value);
        break;
      case 'order':
        query.order.push(...parseOrder(table, value));
        break;
      case 'limit':
        query.limit = parseCount('limit', value);
        break;
      case 'offset':
        query.offset = parseCount('offset', value);
        break;
      case 'columns':
        query.columns = parseColumnList(table, value, (column) => columnNotFound(table, column));
        break;
      case 'on_conflict':
        query.onConflict = parseColumnList(table, value, (column) => missingColumn(table, column));
        break;
      case 'or':
      case 'and':
      case 'not.or':
      case 'not.and':
        throw parseError(
          `"failed to parse logic tree (${value})"`,
          'or/and filters are not supported by the local backend',
        );
      default:
        query.filters.push(parseFilter(table, key, value));
    }
  }
  return query;
}

/**
 * SQL for the select list, qualified with `alias`. Values never enter SQL text: identifiers are
 * checked against the schema and quoted.
 */
export function selectList(query: RestQuery, alias: string): string {
  if (!query.select) return `${alias}.*`;
  return query.select.map((item) => `${targetSql(alias, item)} as ${quoteIdent(item.alias)}`).join(', ');
}

/** The WHERE condition, appending each filter value to `params` as a bound text parameter. */
export function whereClause(query: RestQuery, alias: string, params: unknown[]): string {
  if (query.filters.length === 0) return 'true';
  const bind = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  return query.filters
    .map((filter) => {
      let condition: string;
      if (filter.op === 'in') {
        condition =
          filter.values.length === 0
            ? 'false'
            : `${targetSql(alias, filter)} in (${filter.values.map(bind).join(', ')})`;
      } else if (filter.op === 'is') {
        condition = `${targetSql(alias, filter)} is ${filter.value}`;
      } else {
        condition = `${targetSql(alias, filter)} ${COMPARISONS[filter.op]} ${bind(filter.value)}`;
      }
      return filter.negate ? `not (${condition})` : condition;
    })
    .join(' and ');
}

export function orderClause(query: RestQuery, alias: string): string {
  if (query.order.length === 0) return '';
  const terms = query.order.map(
    (term) =>
      `${alias}.${quoteIdent(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return `order by ${terms.join(', ')}`;
}
