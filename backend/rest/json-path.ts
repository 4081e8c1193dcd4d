/**
 * PostgREST's paths into a JSON column, on a filter's left side and in `select`: `row_data->>image` is the key
 * `image` of `row_data` as text, `->` keeps it JSON, and a whole number is an array index (`tags->0`).
 */
import { quoteIdent } from '../schema.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, or a path into one. */
export interface Target {
  column: string;
  path: JsonStep[];
}

/**
 * Splits `column->a->>b` into the column and its steps, each key as written (quotes and all); null when a step
 * has no key. Postgres itself refuses a path on a column that is not JSON, or `->` after `->>`, as it does behind
 * PostgREST.
 */
export function splitPath(text: string): Target | null {
  const [column = '', ...rest] = text.split(/(->>?)/);
  const path: JsonStep[] = [];
  for (let index = 0; index < rest.length; index += 2) {
    const key = rest[index + 1] ?? '';
    if (key.trim() === '') return null;
    path.push({ arrow: rest[index] as JsonStep['arrow'], key });
  }
  return { column, path };
}

/**
 * The SQL of a target, qualified with `alias`. A key enters the SQL text as a quoted literal, its quotes doubled,
 * as a column enters it quoted (a backslash is no escape with standard_conforming_strings, Postgres's default, and
 * a NUL never gets this far).
 */
export function targetSql(alias: string, target: Target): string {
  return target.path.reduce(
    (left, step) =>
      `${left}${step.arrow}${/^-?\d+$/.test(step.key) ? step.key : `'${step.key.replaceAll("'", "''")}'`}`,
    `${alias}.${quoteIdent(target.column)}`,
  );
}
