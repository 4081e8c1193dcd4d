import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { bearerToken } from '../http.ts';
import { signJwt, verifyJwt, type Claims } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUser, isUuid, USER_COLUMNS, userJson, type UserRow } from './users.ts';

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

/** GoTrue's session answer: an access token with its claims, the refresh token and the user. */
export async function sessionResponse(
  tx: Transaction,
  tokens: TokenSettings,
  user: UserRow,
  session: { id: string; refreshToken: string; signedInAt: Date },
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + tokens.expirySeconds;
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
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(session.signedInAt.getTime() / 1000) }],
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
function userClaims(req: IncomingMessage, secret: string): Claims & { sub: string } {
  const claims = bearerClaims(req, secret);
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return { ...claims, sub: claims.sub };
}

export function requireServiceRole(req: IncomingMessage, secret: string): void {
  if (bearerClaims(req, secret).role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** `GET /user`: the token's user, while its session lasts. */
export async function currentUser(db: PGlite, secret: string, req: IncomingMessage): Promise<Record<string, unknown>> {
  const claims = userClaims(req, secret);
  return db.transaction(async (tx) => {
    if (typeof claims.session_id === 'string') {
      const session = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        isUuid(claims.session_id) ? claims.session_id : null,
        claims.sub,
      ]);
      if (session.rows.length === 0) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    const user = await findUser(tx, claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(tx, user);
  });
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
