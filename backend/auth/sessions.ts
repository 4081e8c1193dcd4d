import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { bearerToken } from '../http.ts';
import { signJwt, verifyJwt, type Claims } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUser, isUuid, USER_COLUMNS, userJson, type Query, type UserRow } from './users.ts';

/** What an access token is signed with and says about its issuer. */
export interface TokenSettings {
  secret: string;
  expirySeconds: number;
  /** `<public URL>/auth/v1`, GoTrue's `iss`. */
  issuer: string;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** One entry of the access token's `amr`: how and when the session was signed in. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** A method that lifts a session to `aal2`: a verified second step. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/**
 * The session's `aal` and `amr` as GoTrue derives them from `auth.mfa_amr_claims`: every method the session was
 * signed in with, the latest first; `aal2` once one of them is a second step. A session from before the claims were
 * kept was signed in with the password when it began.
 */
export async function sessionAssurance(
  q: Query,
  session: { id: string; signedInAt: Date },
): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const claims = await q.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc, authentication_method`,
    [session.id],
  );
  const amr = claims.rows.map((claim) => ({ method: claim.method, timestamp: Math.floor(claim.at.getTime() / 1000) }));
  if (amr.length === 0) amr.push({ method: 'password', timestamp: Math.floor(session.signedInAt.getTime() / 1000) });
  return { aal: amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1', amr };
}

/** Records that the session was (also) signed in with `method` now, as GoTrue's AddClaimToSession does. */
export async function addAmrClaim(q: Query, sessionId: string, method: string, at: Date): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = $3`,
    [randomUUID(), sessionId, at, method],
  );
}

/** GoTrue's session answer: an access token with its claims, the refresh token and the user. */
export async function sessionResponse(
  tx: Transaction,
  tokens: TokenSettings,
  user: UserRow,
  session: { id: string; refreshToken: string; signedInAt: Date },
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + tokens.expirySeconds;
  const { aal, amr } = await sessionAssurance(tx, session);
  const accessToken = signJwt(
    {
      iss: tokens.issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    tokens.secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: tokens.expirySeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: await userJson(tx, user),
  };
}

/** A new session with its first refresh token for a user whose password was right. */
export async function startSession(
  tx: Transaction,
  tokens: TokenSettings,
  user: UserRow,
): Promise<Record<string, unknown>> {
  const session = { id: randomUUID(), refreshToken: newRefreshToken(), signedInAt: new Date() };
  await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, $3, $3)', [
    session.id,
    user.id,
    session.signedInAt,
  ]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    session.refreshToken,
    user.id,
    session.id,
  ]);
  await addAmrClaim(tx, session.id, 'password', session.signedInAt);
  const updated = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1 returning ${USER_COLUMNS}`,
    [user.id, session.signedInAt],
  );
  await tx.query('update auth.identities set last_sign_in_at = $2 where user_id = $1', [user.id, session.signedInAt]);
  return sessionResponse(tx, tokens, updated.rows[0] ?? user, session);
}

/** The verified claims of the request's bearer token, with GoTrue's answers when there is none or it is bad. */
function bearerClaims(req: IncomingMessage, secret: string): Claims {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = verifyJwt(token, secret);
  if (!verified.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
  }
  return verified.claims;
}

/** Claims of a signed-in user's access token. */
export function userClaims(req: IncomingMessage, secret: string): Claims & { sub: string } {
  const claims = bearerClaims(req, secret);
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return { ...claims, sub: claims.sub };
}

export function requireServiceRole(req: IncomingMessage, secret: string): void {
  if (bearerClaims(req, secret).role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** Who a user's access token stands for: the user and, when the token names one, the session while it lasts. */
export interface Caller {
  user: UserRow;
  session: { id: string; aal: string } | undefined;
}

const SESSION_NOT_FOUND = 'Session from session_id claim in JWT does not exist';

export async function findCaller(q: Query, claims: Claims & { sub: string }): Promise<Caller> {
  let session: Caller['session'];
  if (typeof claims.session_id === 'string') {
    const found = await q.query<{ id: string; aal: string }>(
      'select id, aal::text as aal from auth.sessions where id = $1 and user_id = $2',
      [isUuid(claims.session_id) ? claims.session_id : null, claims.sub],
    );
    session = found.rows[0];
    if (!session) throw new AuthError(403, 'session_not_found', SESSION_NOT_FOUND);
  }
  const user = await findUser(q, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

/** The caller of an endpoint that needs a session (the two-step sign-in's), as GoTrue requires it. */
export async function signedInCaller(
  q: Query,
  claims: Claims & { sub: string },
): Promise<Caller & { session: NonNullable<Caller['session']> }> {
  const caller = await findCaller(q, claims);
  if (!caller.session) throw new AuthError(403, 'session_not_found', SESSION_NOT_FOUND);
  return { user: caller.user, session: caller.session };
}

/** `GET /user`: the token's user, while its session lasts. */
export async function currentUser(db: PGlite, secret: string, req: IncomingMessage): Promise<Record<string, unknown>> {
  const claims = userClaims(req, secret);
  return db.transaction(async (tx) => userJson(tx, (await findCaller(tx, claims)).user));
}

/** `POST /logout?scope=`: ends this session (`local`), every session of the user (`global`) or the others. */
export async function logout(db: PGlite, secret: string, req: IncomingMessage, scope: string): Promise<void> {
  const claims = userClaims(req, secret);
  const sessionId = isUuid(claims.session_id) ? claims.session_id : null;
  if (scope === 'global') {
    await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, sessionId]);
  } else {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope: use global, local or others');
  }
}
