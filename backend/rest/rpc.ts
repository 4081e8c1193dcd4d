import type { Transaction } from '@electric-sql/pglite';
import { quoteIdent } from '../schema.ts';
import { isObject } from '../json.ts';
import { RestError } from './errors.ts';

/** The overload of a function whose argument names are exactly the keys of the body, as PostgREST picks it. */
interface Overload {
  names: string[];
  types: string[];
}

async function overloads(tx: Transaction, name: string): Promise<Overload[]> {
  const found = await tx.query<Overload>(
    `select coalesce(p.proargnames, '{}') as names,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return found.rows;
}

/** A JSON value as the text Postgres casts to the argument's type. */
function argumentText(value: unknown): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * PostgREST's `POST /rpc/<name>`: calls the public function `name` with the JSON object's members as named
 * arguments, as the request's role (so its grants decide), and answers the result as JSON. Only named arguments
 * are supported: the project's functions are called that way (`admin:reset-mfa`'s `end_sessions_of`).
 */
export async function callFunction(tx: Transaction, name: string, body: unknown): Promise<string> {
  const args = body === undefined ? {} : body;
  if (!isObject(args)) throw new RestError(400, 'PGRST102', 'The body of a function call must be a JSON object');
  const keys = Object.keys(args).sort();
  const overload = (await overloads(tx, name)).find(
    (candidate) => candidate.names.length === keys.length && [...candidate.names].sort().join() === keys.join(),
  );
  if (!overload) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
    );
  }
  const params = overload.names.map((key) => argumentText(args[key]));
  const call = overload.names
    .map((key, index) => `${quoteIdent(key)} => $${index + 1}::${overload.types[index]}`)
    .join(', ');
  const result = await tx.query<{ body: string }>(
    `select coalesce(to_json(public.${quoteIdent(name)}(${call}))::text, 'null') as body`,
    params,
  );
  return result.rows[0]?.body ?? 'null';
}
