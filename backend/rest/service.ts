import type { BackendConfig } from '../config.ts';
import { asRole, type ApiRole, type Database } from '../database.ts';
import {
  bearerToken,
  clientAddress,
  decodePathSegment,
  header,
  headersForDatabase,
  sendEmpty,
  sendText,
} from '../http.ts';
import { RequestLimiter } from '../auth/rate-limit.ts';
import type { Identity } from '../identity.ts';
import type { Service, ServiceRequest } from '../routes.ts';
import { errorAnswer, NotSingleRow, RestError } from './errors.ts';
import { parseRestQuery } from './query.ts';
import {
  checkProfile,
  findTable,
  jsonBody,
  parsePreferences,
  requestIdentity,
  SINGLE_OBJECT,
  wantsSingleObject,
} from './request.ts';
import { insert, read, remove, update, type Rows } from './statements.ts';
import { callFunction } from './rpc.ts';

const WRITES = ['POST', 'PATCH', 'DELETE'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** `POST /rpc/<name>`: a function of the public schema, called as the request's role. */
async function call(request: ServiceRequest, identity: Identity, database: Database, config: BackendConfig) {
  const { req, res, path, cors } = request;
  const name = decodePathSegment(path.slice('/rpc/'.length)) ?? '';
  const body = await jsonBody(req, config.maxBodyBytes);
  const result = await asRole(
    database.db,
    identity.role,
    identity.claims,
    (tx) => callFunction(tx, name, body),
    headersForDatabase(req),
  );
  sendText(res, 200, result, { ...cors, 'Content-Type': JSON_TYPE });
}

async function route(request: ServiceRequest, identity: Identity, database: Database, config: BackendConfig) {
  const { req, res, path, url, cors } = request;
  const method = req.method ?? 'GET';
  if (method === 'POST' && path.startsWith('/rpc/')) return call(request, identity, database, config);
  const table = findTable(database.tables, path);
  const reading = method === 'GET' || method === 'HEAD';
  if (!reading && !WRITES.includes(method)) {
    throw new RestError(
      405,
      null,
      `${method} is not supported by the local backend; use POST with Prefer: resolution=merge-duplicates to upsert`,
    );
  }
  checkProfile(req, reading);
  const single = wantsSingleObject(header(req, 'accept'));
  const prefs = parsePreferences(req.headers.prefer);
  const query = parseRestQuery(table, url.searchParams);
  const body = method === 'POST' || method === 'PATCH' ? await jsonBody(req, config.maxBodyBytes) : undefined;

  const outcome = await asRole(
    database.db,
    identity.role,
    identity.claims,
    async (tx) => {
      const statement = { tx, table, query, prefs };
      let result: { rows: Rows; range: string };
      if (reading) result = await read(statement, config.maxRows);
      else {
        const rows =
          method === 'POST'
            ? await insert(statement, body)
            : method === 'PATCH'
              ? await update(statement, body)
              : await remove(statement);
        result = { rows, range: `*/${prefs.count ? rows.count : '*'}` };
      }
      if (single && (reading || prefs.representation) && result.rows.count !== 1) {
        throw new NotSingleRow(result.rows.count);
      }
      return result;
    },
    headersForDatabase(req),
  );

  const headers: Record<string, string> = { ...cors, 'Content-Range': outcome.range };
  const status = method === 'POST' ? 201 : 200;
  if (!reading && !prefs.representation) return sendEmpty(res, method === 'POST' ? 201 : 204, headers);
  if (single) {
    const type = `${SINGLE_OBJECT}; charset=utf-8`;
    return sendText(res, status, outcome.rows.first ?? 'null', { ...headers, 'Content-Type': type });
  }
  return sendText(res, status, outcome.rows.body, { ...headers, 'Content-Type': JSON_TYPE });
}

/**
 * PostgREST's table endpoints: read with filters, order and paging; insert, upsert, update, delete. Anonymous
 * writes (a visitor's answer to 'Czy ta strona była pomocna?', a search that found nothing) are limited per client
 * address here as well as by the database's own limit per address (which is all a hosted project has).
 */
export function createRest(database: Database, config: BackendConfig): Service {
  const visitorWrites = new RequestLimiter(config.visitorWritesPerMinute, 60_000);
  return {
    prefix: '/rest/v1',
    async handle(request) {
      // Known once the request is identified, so a database error is answered for the role that caused it.
      let role: ApiRole = 'anon';
      try {
        const identity = requestIdentity(bearerToken(request.req) ?? request.apiKey, config.jwtSecret);
        role = identity.role;
        // Taken before the write, so requests sent in parallel cannot all pass a count made before any was done.
        if (role === 'anon' && WRITES.includes(request.req.method ?? '')) {
          const retryAfter = visitorWrites.take(clientAddress(request.req));
          if (retryAfter > 0) {
            throw new RestError(
              429,
              'PGRST429',
              'Za dużo zapisów z tego adresu. Spróbuj ponownie za minutę.',
              null,
              'address_minute',
            );
          }
        }
        await route(request, identity, database, config);
      } catch (error) {
        const answer = errorAnswer(error, role);
        if (!answer) throw error;
        sendText(request.res, answer.status, JSON.stringify(answer.body), {
          ...request.cors,
          ...answer.headers,
          'Content-Type': JSON_TYPE,
        });
      }
    },
  };
}
