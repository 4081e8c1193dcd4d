import type { IncomingMessage } from 'node:http';
import type { TableInfo } from '../schema.ts';
import { decodePathSegment, header, readBody } from '../http.ts';
import { identify, type Identity } from '../identity.ts';
import { parseJsonBody } from '../json.ts';
import { RestError } from './errors.ts';

export const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

/** What the `Prefer` header asks for. */
export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution?: 'merge' | 'ignore';
}

export function parsePreferences(prefer: string | string[] | undefined): Preferences {
  const tokens = (Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '')).split(',').map((token) => token.trim());
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

/** Whether the `Accept` header asks for one object (`.single()`) or plain JSON; other media types get 406. */
export function wantsSingleObject(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(SINGLE_OBJECT)) return true;
  if (types.some((type) => type === 'application/json' || type === '*/*' || type === 'application/*')) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Only the `public` schema is exposed, as in the project's API settings. */
export function checkProfile(req: IncomingMessage, reading: boolean): void {
  const profile = header(req, reading ? 'accept-profile' : 'content-profile');
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

export async function jsonBody(req: IncomingMessage, maxBodyBytes: number): Promise<unknown> {
  const type = header(req, 'content-type');
  if (type && (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json') {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  const raw = await readBody(req, maxBodyBytes);
  try {
    const body = parseJsonBody(raw);
    if (body === undefined) throw new Error('empty body');
    return body;
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

/** Who a request acts as (its bearer token, or else the API key), with PostgREST's answers when it cannot. */
export function requestIdentity(token: string, secret: string): Identity {
  const result = identify(token, secret);
  if (result.ok) return result.identity;
  if (result.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
  if (result.reason === 'invalid') throw new RestError(401, 'PGRST301', result.message);
  throw new RestError(403, '42501', `permission denied to set role "${result.role}"`);
}

/** The table a path names (`/news_items`); RPC and unknown tables get PostgREST's 404s. */
export function findTable(tables: ReadonlyMap<string, TableInfo>, path: string): TableInfo {
  if (path === '' || path === '/') throw new RestError(404, null, 'Use /rest/v1/<table>');
  const name = decodePathSegment(path.slice(1)) ?? path.slice(1);
  if (name.startsWith('rpc/')) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name.slice(4)} without parameters in the schema cache`,
    );
  }
  const table = tables.get(`public.${name}`);
  if (!table) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  return table;
}
