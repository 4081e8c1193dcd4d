/**
 * The TypeScript types of the public tables, read from a database the migrations were applied to, so the site's
 * row types can never drift from the schema. `npm run db:types` writes them to src/domain/database.types.ts;
 * a unit test regenerates them and compares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_TEMPLATE_CACHE_DIR, openDatabase } from '../../backend/database.ts';

export const DATABASE_TYPES_FILE = join(import.meta.dirname, '..', '..', 'src', 'domain', 'database.types.ts');

export interface ColumnSchema {
  name: string;
  /** PostgreSQL's name of the column type (`uuid`, `text`, `timestamptz`, …). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** The only values a check constraint `column in (…)` allows, in its order; null without such a check. */
  allowedValues: string[] | null;
  /** The most characters a check constraint `char_length(column) <= n` allows; null without one. */
  maxLength: number | null;
}

export interface TableSchema {
  name: string;
  /** A view is read only: it has a row type and no insert or update. */
  view?: boolean;
  /** In table order. */
  columns: ColumnSchema[];
}

/** Dates and times arrive from PostgREST as ISO strings. */
const TYPESCRIPT_TYPES: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  uuid: 'string',
  date: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  // PostgREST sends a bigint as a JSON number.
  int8: 'number',
  jsonb: 'Json',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
};

/** `CHECK ((type = ANY (ARRAY['image'::text, 'pdf'::text])))`, as PostgreSQL prints `type in ('image', 'pdf')`. */
const ALLOWED_VALUES_CHECK = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.+)\]\)\)\)$/;
const QUOTED_VALUE = /^'((?:[^']|'')*)'::\w+$/;

function allowedValues(definition: string): { column: string; values: string[] } | null {
  const match = ALLOWED_VALUES_CHECK.exec(definition);
  if (!match) return null;
  const values = match[2]!.split(', ').map((item) => QUOTED_VALUE.exec(item)?.[1]?.replaceAll("''", "'"));
  return values.every((value) => value !== undefined) ? { column: match[1]!, values: values as string[] } : null;
}

/** `char_length(btrim(title)) <= 300`, as PostgreSQL prints both `<= 300` and `between 1 and 300`. */
const MAX_LENGTH_CHECK = /char_length\((?:btrim\()?(\w+)\)?\) <= (\d+)/;

function maxLength(definition: string): { column: string; length: number } | null {
  const match = MAX_LENGTH_CHECK.exec(definition);
  return match ? { column: match[1]!, length: Number(match[2]) } : null;
}

/** The tables and views of the public schema, with their columns and the values and lengths their checks allow. */
export async function readPublicTables(db: PGlite): Promise<TableSchema[]> {
  const columns = await db.query<{
    table_type: string;
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
  }>(
    `select t.table_type, c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`,
  );
  const checks = await db.query<{ table_name: string; definition: string }>(
    `select r.relname as table_name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class r on r.oid = k.conrelid
       join pg_namespace n on n.oid = r.relnamespace
      where n.nspname = 'public' and k.contype = 'c'
      order by r.relname, k.conname`,
  );
  const allowed = new Map<string, string[]>();
  const lengths = new Map<string, number>();
  for (const check of checks.rows) {
    const found = allowedValues(check.definition);
    if (found) allowed.set(`${check.table_name}.${found.column}`, found.values);
    const limit = maxLength(check.definition);
    if (limit) lengths.set(`${check.table_name}.${limit.column}`, limit.length);
  }
  const tables = new Map<string, TableSchema>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, ...(row.table_type === 'VIEW' ? { view: true } : {}), columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.column_name,
      type: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
      allowedValues: allowed.get(`${row.table_name}.${row.column_name}`) ?? null,
      maxLength: lengths.get(`${row.table_name}.${row.column_name}`) ?? null,
    });
  }
  return [...tables.values()];
}

function typeOf(table: TableSchema, column: ColumnSchema): string {
  const base = column.allowedValues
    ? column.allowedValues.map((value) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(' | ')
    : TYPESCRIPT_TYPES[column.type];
  if (!base) {
    throw new Error(
      `${table.name}.${column.name}: no TypeScript type for the column type "${column.type}"; ` +
        'add it to TYPESCRIPT_TYPES in scripts/lib/database-types.ts',
    );
  }
  return column.nullable ? `${base} | null` : base;
}

function objectType(table: TableSchema, optional: (column: ColumnSchema) => boolean, indent: string): string {
  const fields = table.columns.map(
    (column) => `${indent}  ${column.name}${optional(column) ? '?' : ''}: ${typeOf(table, column)};`,
  );
  return ['{', ...fields, `${indent}}`].join('\n');
}

/**
 * The module text: a `Database` type in the shape supabase-js expects, with a Row (what a read returns),
 * an Insert (columns with a default or that may be null can be left out) and an Update (every column
 * optional) per table, plus shorthands for the row types. The site reads no embedded relations, so
 * `Relationships` stays empty; it calls no database functions, so `Functions` is empty too. `maxLengths` gives
 * the forms the lengths the checks allow, so a field never allows more, or less, than the database.
 */
export function renderDatabaseTypes(schema: TableSchema[]): string {
  const indent = '        ';
  const tables = schema.filter((table) => !table.view);
  const views = schema
    .filter((table) => table.view)
    .map((view) =>
      [
        `      ${view.name}: {`,
        `${indent}Row: ${objectType(view, () => false, indent)};`,
        `${indent}Relationships: [];`,
        '      };',
      ].join('\n'),
    );
  const entries = tables.map((table) =>
    [
      `      ${table.name}: {`,
      `${indent}Row: ${objectType(table, () => false, indent)};`,
      `${indent}Insert: ${objectType(table, (column) => column.hasDefault || column.nullable, indent)};`,
      `${indent}Update: ${objectType(table, () => true, indent)};`,
      `${indent}Relationships: [];`,
      '      };',
    ].join('\n'),
  );
  return [
    '// Generated by `npm run db:types` from supabase/migrations; do not edit (a unit test compares).',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    '  public: {',
    '    Tables: {',
    ...entries,
    '    };',
    ...(views.length ? ['    Views: {', ...views, '    };'] : ['    Views: { [_ in never]: never };']),
    '    Functions: { [_ in never]: never };',
    '  };',
    '};',
    '',
    "type PublicTables = Database['public']['Tables'];",
    '',
    'export type TableName = keyof PublicTables;',
    "export type TableRow<Name extends TableName> = PublicTables[Name]['Row'];",
    "export type TableInsert<Name extends TableName> = PublicTables[Name]['Insert'];",
    "export type TableUpdate<Name extends TableName> = PublicTables[Name]['Update'];",
    '',
    '/** The most characters each text column may hold, as its check constraint says. */',
    'export const maxLengths = {',
    ...tables.flatMap((table) => {
      const limited = table.columns.filter((column) => column.maxLength !== null);
      return limited.length
        ? [`  ${table.name}: { ${limited.map((column) => `${column.name}: ${column.maxLength}`).join(', ')} },`]
        : [];
    }),
    '} as const;',
    '',
  ].join('\n');
}

/** Applies the migrations to a scratch database and returns the module text for its public tables. */
export async function generateDatabaseTypes(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-db-types-'));
  try {
    const database = await openDatabase({ dataDir, templateCacheDir: DEFAULT_TEMPLATE_CACHE_DIR });
    try {
      return renderDatabaseTypes(await readPublicTables(database.db));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
