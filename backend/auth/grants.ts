import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AuthError, optionalString } from './errors.ts';
import { newRefreshToken, sessionResponse, startSession, type TokenSettings } from './sessions.ts';
import { beginPasswordAttempt, type SignInCounters } from './sign-in-limits.ts';
import { BCRYPT_COST, findUser, MAX_EMAIL_LENGTH, USER_COLUMNS, type UserRow } from './users.ts';

interface RefreshTokenRow {
  token: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
  user_id: string;
  session_created_at: Date;
}

/** The new session when the password is right, undefined when it is wrong or the e-mail unknown. */
function checkPassword(
  db: PGlite,
  tokens: TokenSettings,
  email: string,
  password: string,
): Promise<Record<string, unknown> | undefined> {
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
    return startSession(tx, tokens, user);
  });
}

/** `POST /token?grant_type=password`, within the sign-in limits of the caller's address. */
export async function passwordGrant(
  db: PGlite,
  tokens: TokenSettings,
  counters: SignInCounters,
  address: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (optionalString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  const password = optionalString(body, 'password');
  if (!email || password === undefined) {
    throw new AuthError(400, 'validation_failed', 'An email address and a password are required');
  }
  if (email.length > MAX_EMAIL_LENGTH) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const attempt = beginPasswordAttempt(counters, email, address);
  if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
  let outcome: Record<string, unknown> | undefined;
  try {
    outcome = await checkPassword(db, tokens, email, password);
  } catch (error) {
    // Not a wrong password: an unconfirmed e-mail (the password was right) or a server problem.
    attempt.end(false);
    throw error;
  }
  attempt.end(outcome === undefined);
  if (!outcome) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  return outcome;
}

const TOKEN_NOT_FOUND = 'Invalid Refresh Token: Refresh Token Not Found';

/**
 * The token to hand out for a revoked one: the active child when the revoked token is its parent, a new child
 * within the reuse interval; 'reused' when neither holds (the session must end).
 */
async function reuseOfRevoked(
  tx: Transaction,
  current: RefreshTokenRow,
  reuseIntervalSeconds: number,
): Promise<string | undefined | 'reused'> {
  const active = await tx.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and not revoked order by id desc limit 1`,
    [current.session_id],
  );
  const activeToken = active.rows[0];
  if (activeToken && activeToken.parent === current.token) return activeToken.token;
  if (Date.now() - current.updated_at.getTime() > reuseIntervalSeconds * 1000) return 'reused';
  return undefined;
}

async function rotate(
  tx: Transaction,
  tokens: TokenSettings,
  token: string,
  reuseIntervalSeconds: number,
): Promise<Record<string, unknown> | 'reused'> {
  const found = await tx.query<RefreshTokenRow>(
    `select rt.token, rt.revoked, rt.updated_at, rt.parent, rt.session_id, s.user_id::text as user_id,
            s.created_at as session_created_at
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1`,
    [token],
  );
  const current = found.rows[0];
  if (!current) throw new AuthError(400, 'refresh_token_not_found', TOKEN_NOT_FOUND);
  let issued = current.revoked ? await reuseOfRevoked(tx, current, reuseIntervalSeconds) : undefined;
  if (issued === 'reused') {
    await tx.query('delete from auth.sessions where id = $1', [current.session_id]);
    return 'reused';
  }
  if (!issued) {
    issued = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      issued,
      current.user_id,
      current.session_id,
      current.token,
    ]);
  }
  await tx.query('update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', [
    current.session_id,
  ]);
  const user = await findUser(tx, current.user_id);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', TOKEN_NOT_FOUND);
  return sessionResponse(tx, tokens, user, {
    id: current.session_id,
    refreshToken: issued,
    signedInAt: current.session_created_at,
  });
}

/**
 * `POST /token?grant_type=refresh_token`, rotation as GoTrue does it: each refresh revokes the token and hands out
 * its child. A revoked token still works when it is the parent of the active one or was revoked within the reuse
 * interval (two tabs refreshing at once); later reuse means theft, so the session is ended.
 */
export async function refreshGrant(
  db: PGlite,
  tokens: TokenSettings,
  reuseIntervalSeconds: number,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const token = optionalString(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token is required');
  const result = await db.transaction((tx) => rotate(tx, tokens, token, reuseIntervalSeconds));
  // Thrown outside the transaction so that ending the session is committed, not rolled back.
  if (result === 'reused')
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}
