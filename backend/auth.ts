import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { BackendConfig } from './config.ts';
import {
  bearerToken,
  clientAddress,
  decodePathSegment,
  parseJsonBody,
  readBody,
  RequestBodyError,
  sendEmpty,
  sendJson,
} from './http.ts';
import type { Claims } from './jwt.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { FailureLimiter, RequestLimiter, slowdownMs } from './rate-limit.ts';

/** bcrypt cost for new passwords: the hash runs on the server's only thread, so keep it cheap. */
const BCRYPT_COST = 8;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores everything after 72 bytes; GoTrue refuses such passwords rather than truncating. */
const MAX_PASSWORD_BYTES = 72;

/** auth-js reads the error `code` only from responses that carry this header. */
const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

class AuthError extends Error {
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

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
  user_id: string;
  session_created_at: Date;
}

type Query = Pick<Transaction, 'query'>;

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

async function userJson(q: Query, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function objectBody(raw: Buffer): Record<string, unknown> {
  let body: unknown;
  try {
    body = parseJsonBody(raw);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
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

function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  }
  if (containsNul(value)) {
    throw new AuthError(400, 'validation_failed', `${key} must not contain NUL characters`);
  }
  return value as Record<string, unknown>;
}

function fromBodyError(error: RequestBodyError): AuthError {
  return error.status === 413
    ? new AuthError(413, 'request_too_large', error.message, {}, { Connection: 'close' })
    : new AuthError(error.status, 'bad_request', error.message);
}

/** Longest e-mail address GoTrue stores; nothing longer can sign in, and the limiters need not remember it. */
const MAX_EMAIL_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Auth {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    url: URL,
    cors: Record<string, string>,
  ): Promise<void>;
}

/**
 * GoTrue's password, refresh, logout, user and admin-user endpoints. Sessions and refresh tokens
 * live in the auth schema like GoTrue's, so the data survives restarts.
 */
export function createAuth(db: PGlite, config: BackendConfig, publicUrl: () => string): Auth {
  const limits = config.signInLimits;
  const windowMs = limits.windowSeconds * 1000;
  const tokenRequests = new RequestLimiter(limits.tokenRequestsPerFiveMinutes, 5 * 60 * 1000);
  const failuresByAddress = new FailureLimiter(windowMs, limits.maxFailuresPerAddress);
  const failuresByEmailAndAddress = new FailureLimiter(windowMs, limits.maxFailuresPerEmailFromAddress);
  const failuresByEmail = new FailureLimiter(windowMs, limits.slowdownAfterFailuresPerEmail);

  function tooManyRequests(retryAfterSeconds: number): AuthError {
    return new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  /** GoTrue's per-address budget for the token endpoint, taken before the body is even read. */
  function limitTokenRequests(req: IncomingMessage): void {
    const wait = tokenRequests.take(clientAddress(req));
    if (wait > 0) throw tooManyRequests(wait);
  }

  /**
   * Counts a password attempt as failed before the password is checked, so that parallel guesses cannot slip
   * past the limits, and waits as long as the e-mail's failures from everywhere require. The returned function
   * ends the attempt: unless the password was wrong it takes the advance failures back, and a sign-in clears the
   * failures of that e-mail from that address.
   */
  async function beginPasswordAttempt(email: string, address: string): Promise<(wrongPassword: boolean) => void> {
    const pair = `${email}\n${address}`;
    const wait = Math.max(
      failuresByAddress.retryAfterSeconds(address),
      failuresByEmailAndAddress.retryAfterSeconds(pair),
    );
    if (wait > 0) throw tooManyRequests(wait);
    const delay = slowdownMs(
      failuresByEmail.recentFailures(email),
      limits.slowdownAfterFailuresPerEmail,
      limits.maxSlowdownMs,
    );
    const recordedAt = Date.now();
    failuresByAddress.recordFailure(address, recordedAt);
    failuresByEmailAndAddress.recordFailure(pair, recordedAt);
    failuresByEmail.recordFailure(email, recordedAt);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return (wrongPassword) => {
      if (wrongPassword) return;
      failuresByAddress.withdraw(address, recordedAt);
      failuresByEmail.withdraw(email, recordedAt);
      failuresByEmailAndAddress.reset(pair);
    };
  }

  function sessionResponse(
    user: Record<string, unknown>,
    userRow: UserRow,
    sessionId: string,
    refreshToken: string,
    signedInAt: Date,
  ): Record<string, unknown> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + config.jwtExpirySeconds;
    const accessToken = signJwt(
      {
        iss: `${publicUrl()}/auth/v1`,
        sub: userRow.id,
        aud: userRow.aud ?? 'authenticated',
        exp: expiresAt,
        iat: now,
        email: userRow.email ?? '',
        phone: userRow.phone ?? '',
        app_metadata: userRow.raw_app_meta_data ?? {},
        user_metadata: userRow.raw_user_meta_data ?? {},
        role: userRow.role ?? 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
        session_id: sessionId,
        is_anonymous: userRow.is_anonymous,
      },
      config.jwtSecret,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: config.jwtExpirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (optionalString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = optionalString(body, 'email')?.trim().toLowerCase();
    const password = optionalString(body, 'password');
    if (!email || password === undefined) {
      throw new AuthError(400, 'validation_failed', 'An email address and a password are required');
    }
    if (email.length > MAX_EMAIL_LENGTH) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const endAttempt = await beginPasswordAttempt(email, clientAddress(req));
    let outcome: Record<string, unknown> | undefined;
    try {
      outcome = await checkPassword(email, password);
    } catch (error) {
      // Not a wrong password: an unconfirmed e-mail (the password was right) or a server problem.
      endAttempt(false);
      throw error;
    }
    endAttempt(outcome === undefined);
    if (!outcome) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    return outcome;
  }

  /** The new session when the password is right, undefined when it is wrong or the e-mail unknown. */
  async function checkPassword(email: string, password: string): Promise<Record<string, unknown> | undefined> {
    return db.transaction(async (tx) => {
      const found = await tx.query<UserRow & { password_ok: boolean | null }>(
        `select ${USER_COLUMNS}, encrypted_password = extensions.crypt($2, encrypted_password) as password_ok
           from auth.users where lower(email) = $1 and deleted_at is null`,
        [email, password],
      );
      const user = found.rows[0];
      if (!user) {
        // Same bcrypt work as for a real account, so response time does not reveal which e-mails exist.
        await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', ${BCRYPT_COST}))`, [password]);
        return undefined;
      }
      if (!user.password_ok) return undefined;
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      const sessionId = randomUUID();
      const refreshToken = newRefreshToken();
      const signedInAt = new Date();
      await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, $3, $3)', [
        sessionId,
        user.id,
        signedInAt,
      ]);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
        refreshToken,
        user.id,
        sessionId,
      ]);
      const updated = await tx.query<UserRow>(
        `update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1 returning ${USER_COLUMNS}`,
        [user.id, signedInAt],
      );
      await tx.query('update auth.identities set last_sign_in_at = $2 where user_id = $1', [user.id, signedInAt]);
      const row = updated.rows[0] ?? user;
      return sessionResponse(await userJson(tx, row), row, sessionId, refreshToken, signedInAt);
    });
  }

  /**
   * Rotation as GoTrue does it: each refresh revokes the token and hands out its child. A revoked
   * token still works when it is the parent of the active one or was revoked within the reuse
   * interval (two tabs refreshing at once); later reuse means theft, so the session is ended.
   */
  async function refreshGrant(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const token = optionalString(body, 'refresh_token');
    if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
    return db
      .transaction(async (tx) => {
        const found = await tx.query<RefreshTokenRow>(
          `select rt.token, rt.revoked, rt.updated_at, rt.parent, rt.session_id, s.user_id::text as user_id,
                s.created_at as session_created_at
           from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
          where rt.token = $1`,
          [token],
        );
        const current = found.rows[0];
        if (!current) {
          throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        }
        let issued: string | undefined;
        if (current.revoked) {
          const active = await tx.query<{ token: string; parent: string | null }>(
            `select token, parent from auth.refresh_tokens
            where session_id = $1 and not revoked order by id desc limit 1`,
            [current.session_id],
          );
          const activeToken = active.rows[0];
          if (activeToken && activeToken.parent === current.token) {
            issued = activeToken.token;
          } else if (Date.now() - current.updated_at.getTime() > config.refreshTokenReuseIntervalSeconds * 1000) {
            await tx.query('delete from auth.sessions where id = $1', [current.session_id]);
            return { reused: true } as const;
          }
        }
        if (!issued) {
          issued = newRefreshToken();
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
          await tx.query(
            'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
            [issued, current.user_id, current.session_id, current.token],
          );
        }
        await tx.query('update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', [
          current.session_id,
        ]);
        const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
          current.user_id,
        ]);
        const user = users.rows[0];
        if (!user)
          throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return sessionResponse(await userJson(tx, user), user, current.session_id, issued, current.session_created_at);
      })
      .then((result) => {
        // Thrown outside the transaction so that ending the session is committed, not rolled back.
        if ('reused' in result)
          throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        return result;
      });
  }

  /** Claims of a signed-in user's access token, with GoTrue's answers when there is none. */
  function userClaims(req: IncomingMessage): Claims & { sub: string } {
    const token = bearerToken(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = verifyJwt(token, config.jwtSecret);
    if (!verified.ok) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
    }
    const sub = verified.claims.sub;
    if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    return { ...verified.claims, sub };
  }

  function requireServiceRole(req: IncomingMessage): void {
    const token = bearerToken(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = verifyJwt(token, config.jwtSecret);
    if (!verified.ok) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
    }
    if (verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  async function currentUser(req: IncomingMessage): Promise<Record<string, unknown>> {
    const claims = userClaims(req);
    return db.transaction(async (tx) => {
      if (typeof claims.session_id === 'string') {
        const session = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
          UUID_PATTERN.test(claims.session_id) ? claims.session_id : null,
          claims.sub,
        ]);
        if (session.rows.length === 0) {
          throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
      }
      const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [claims.sub]);
      const user = users.rows[0];
      if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return userJson(tx, user);
    });
  }

  async function logout(req: IncomingMessage, url: URL): Promise<void> {
    const claims = userClaims(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    const sessionId =
      typeof claims.session_id === 'string' && UUID_PATTERN.test(claims.session_id) ? claims.session_id : null;
    if (scope === 'global') {
      await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
    } else if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        claims.sub,
        sessionId,
      ]);
    } else {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope: use global, local or others');
    }
  }

  async function createUser(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (optionalString(body, 'phone'))
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = optionalString(body, 'email')?.trim().toLowerCase();
    if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required');
    if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const password = optionalString(body, 'password');
    if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    if (password !== undefined && Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
    }
    const confirmed = body.email_confirm === true;
    const appMetadata = { ...optionalObject(body, 'app_metadata'), provider: 'email', providers: ['email'] };
    const userMetadata = optionalObject(body, 'user_metadata');
    return db.transaction(async (tx) => {
      const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
      if (existing.rows.length > 0) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const id = randomUUID();
      const inserted = await tx.query<UserRow>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
                 case when $3::text is null then null else extensions.crypt($3::text, extensions.gen_salt('bf', ${BCRYPT_COST})) end,
                 case when $4 then now() end, $5, $6, now(), now())
         returning ${USER_COLUMNS}`,
        [id, email, password ?? null, confirmed, appMetadata, userMetadata],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::uuid, $2, 'email', now(), now())`,
        [id, { sub: id, email, email_verified: confirmed, phone_verified: false }],
      );
      const user = inserted.rows[0];
      if (!user) throw new Error('insert into auth.users returned no row');
      return userJson(tx, user);
    });
  }

  async function listUsers(url: URL): Promise<{ body: Record<string, unknown>; headers: Record<string, string> }> {
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') || '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(url.searchParams.get('per_page') || '50', 10) || 50));
    return db.transaction(async (tx) => {
      const total = (await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
      const rows = await tx.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const users = [];
      for (const row of rows.rows) users.push(await userJson(tx, row));
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const links = [];
      if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
      return {
        body: { users, aud: 'authenticated' },
        headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
      };
    });
  }

  async function userById(id: string): Promise<Record<string, unknown>> {
    if (!UUID_PATTERN.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    return db.transaction(async (tx) => {
      const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
      const user = users.rows[0];
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return userJson(tx, user);
    });
  }

  async function deleteUser(id: string): Promise<void> {
    if (!UUID_PATTERN.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const deleted = await db.query('delete from auth.users where id = $1', [id]);
    if (!deleted.affectedRows) throw new AuthError(404, 'user_not_found', 'User not found');
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    cors: Record<string, string>,
  ) {
    const headers = { ...cors, ...API_VERSION_HEADER };
    const method = req.method ?? 'GET';
    const body = async () => objectBody(await readBody(req, config.maxBodyBytes));
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);

    if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password' || grant === 'refresh_token') limitTokenRequests(req);
      if (grant === 'password') return sendJson(res, 200, await passwordGrant(req, await body()), headers);
      if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(await body()), headers);
      throw new AuthError(400, 'unsupported_grant_type', 'Only the password and refresh_token grants are supported');
    }
    if (path === '/logout' && method === 'POST') {
      await logout(req, url);
      return sendEmpty(res, 204, headers);
    }
    if (path === '/user' && method === 'GET') return sendJson(res, 200, await currentUser(req), headers);
    if (path === '/signup' && method === 'POST') {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (path === '/settings' && method === 'GET') {
      return sendJson(
        res,
        200,
        {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: true,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        },
        headers,
      );
    }
    if (path === '/health' && method === 'GET') {
      return sendJson(res, 200, { name: 'GoTrue', description: 'Local GoTrue-compatible auth of ops-strona' }, headers);
    }
    if (path === '/admin/users' && method === 'POST') {
      requireServiceRole(req);
      return sendJson(res, 200, await createUser(await body()), headers);
    }
    if (path === '/admin/users' && method === 'GET') {
      requireServiceRole(req);
      const listed = await listUsers(url);
      return sendJson(res, 200, listed.body, { ...headers, ...listed.headers });
    }
    if (adminUser && (method === 'GET' || method === 'DELETE')) {
      requireServiceRole(req);
      const id = decodePathSegment(adminUser[1] ?? '') ?? '';
      if (method === 'GET') return sendJson(res, 200, await userById(id), headers);
      await deleteUser(id);
      return sendJson(res, 200, {}, headers);
    }
    throw new AuthError(404, 'not_found', `${method} /auth/v1${path} is not implemented by the local backend`);
  }

  return {
    async handle(req, res, path, url, cors) {
      try {
        await route(req, res, path, url, cors);
      } catch (error) {
        const known =
          error instanceof AuthError ? error : error instanceof RequestBodyError ? fromBodyError(error) : undefined;
        if (!known) throw error;
        sendJson(
          res,
          known.status,
          { code: known.code, error_code: known.code, msg: known.message, message: known.message, ...known.extra },
          { ...cors, ...API_VERSION_HEADER, ...known.headers },
        );
      }
    },
  };
}
