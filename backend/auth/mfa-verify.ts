import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { BackendConfig } from '../config.ts';
import type { Claims } from '../jwt.ts';
import { beginCodeAttempt, type CodeCounters } from './code-limits.ts';
import { AuthError, optionalString } from './errors.ts';
import { ownedFactor, type FactorRow } from './factors.ts';
import { CHALLENGE_LIFETIME_MS, challengeAddress } from './mfa-factors.ts';
import {
  addAmrClaim,
  newRefreshToken,
  sessionResponse,
  signedInCaller,
  userClaims,
  type TokenSettings,
} from './sessions.ts';
import { matchingStep } from './totp.ts';
import { findUser, isUuid } from './users.ts';

/** What `POST /factors/{id}/verify` asks: a challenge and the code typed for it. */
export function verifyRequestFrom(body: Record<string, unknown>): { challengeId: string; code: string } {
  const challengeId = optionalString(body, 'challenge_id');
  if (challengeId !== undefined && !isUuid(challengeId)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: challenge_id must be an UUID');
  }
  const code = optionalString(body, 'code') ?? '';
  if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
  return { challengeId: challengeId ?? '00000000-0000-0000-0000-000000000000', code };
}

type Outcome = { kind: 'session'; session: Record<string, unknown> } | { kind: 'expired' } | { kind: 'wrong' };

interface Check {
  tx: Transaction;
  claims: Claims & { sub: string };
  rawFactorId: string;
  request: { challengeId: string; code: string };
  address: string;
  now: number;
  tokens: TokenSettings;
}

/** The code was right: the challenge is used, the factor verified, the session lifted to `aal2`. */
async function acceptCode(check: Check, factor: FactorRow, sessionId: string, step: number): Promise<Outcome> {
  const { tx, now, request } = check;
  const at = new Date(now);
  await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [request.challengeId, at]);
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [factor.id, at]);
  await tx.query(
    `insert into local_auth.totp_last_steps (factor_id, step) values ($1, $2)
     on conflict (factor_id) do update set step = greatest(excluded.step, local_auth.totp_last_steps.step)`,
    [factor.id, step],
  );
  await addAmrClaim(tx, sessionId, 'totp', at);
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factor.id,
  ]);
  // The refresh tokens handed out at aal1 end here: only the one of this answer refreshes the aal2 session.
  const refreshToken = newRefreshToken();
  await tx.query('delete from auth.refresh_tokens where session_id = $1', [sessionId]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    factor.user_id,
    sessionId,
  ]);
  // As GoTrue: the user's other sessions still at aal1 end, and so do the factors left unverified.
  await tx.query(`delete from auth.sessions where user_id = $1 and aal::text < 'aal2'`, [factor.user_id]);
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2`,
    [factor.user_id, factor.id],
  );
  const session = await tx.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [
    sessionId,
  ]);
  const user = await findUser(tx, factor.user_id);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const signedInAt = session.rows[0]?.created_at ?? at;
  return {
    kind: 'session',
    session: await sessionResponse(tx, check.tokens, user, { id: sessionId, refreshToken, signedInAt }),
  };
}

async function checkCode(check: Check): Promise<Outcome> {
  const { tx, claims, request } = check;
  const { user, session } = await signedInCaller(tx, claims);
  const factor = await ownedFactor(tx, user.id, check.rawFactorId);
  const found = await tx.query<{ created_at: Date; verified_at: Date | null; same_address: boolean }>(
    `select created_at, verified_at, ip_address = $3::inet as same_address
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [request.challengeId, factor.id, check.address],
  );
  const challenge = found.rows[0];
  if (!challenge) {
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified_at || !challenge.same_address) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (check.now > challenge.created_at.getTime() + CHALLENGE_LIFETIME_MS) {
    await tx.query('delete from auth.mfa_challenges where id = $1', [request.challengeId]);
    return { kind: 'expired' };
  }
  const used = await tx.query<{ step: string }>('select step from local_auth.totp_last_steps where factor_id = $1', [
    factor.id,
  ]);
  const usedUpTo = used.rows[0] ? Number(used.rows[0].step) : -1;
  const step = factor.secret ? matchingStep(factor.secret, request.code, check.now, usedUpTo) : undefined;
  if (step === undefined) return { kind: 'wrong' };
  return acceptCode(check, factor, session.id, step);
}

interface Endpoint {
  db: PGlite;
  config: BackendConfig;
  req: IncomingMessage;
  codes: CodeCounters;
  tokens: TokenSettings;
}

/**
 * `POST /factors/{id}/verify`: RFC 6238 with one step of drift either way, each code accepted once, at most five
 * wrong codes a minute per account and per address. The answer is a new session at `aal2`.
 */
export async function verifyFactor(
  { db, config, req, codes, tokens }: Endpoint,
  rawFactorId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const request = verifyRequestFrom(body);
  const claims = userClaims(req, config.jwtSecret);
  const address = challengeAddress(req);
  const now = config.clock();
  const attempt = beginCodeAttempt(codes, claims.sub, address, now);
  let outcome: Outcome;
  try {
    outcome = await db.transaction((tx) => checkCode({ tx, claims, rawFactorId, request, address, now, tokens }));
  } catch (error) {
    attempt.end(false);
    throw error;
  }
  attempt.end(outcome.kind === 'wrong');
  // Thrown outside the transaction, so that an expired challenge's removal is committed.
  if (outcome.kind === 'wrong') throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  if (outcome.kind === 'expired') {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${request.challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return outcome.session;
}
