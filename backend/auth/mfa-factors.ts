import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { BackendConfig } from '../config.ts';
import { clientAddress } from '../http.ts';
import { AuthError, optionalString } from './errors.ts';
import { deleteFactor, factorJson, ownedFactor, userFactors, type FactorRow } from './factors.ts';
import { qrSvg } from './qr.ts';
import { signedInCaller, userClaims } from './sessions.ts';
import { newTotpSecret, otpauthUri } from './totp.ts';
import { findUser, isUuid } from './users.ts';

/** GoTrue's defaults: factors per user, and how long an unverified factor nobody challenged is kept. */
const MAX_FACTORS = 10;
const UNVERIFIED_FACTOR_LIFETIME_MS = 300_000;
/** A challenge is answered within five minutes (GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION`). */
export const CHALLENGE_LIFETIME_MS = 300_000;
/** Challenges older than this are of no use to anyone, even to say that they expired. */
const CHALLENGE_KEPT_MS = 86_400_000;

/** The address a challenge is bound to: verify must come from the same one (GoTrue). */
export function challengeAddress(req: IncomingMessage): string {
  const address = clientAddress(req);
  return isIP(address) ? address : '0.0.0.0';
}

/**
 * The issuer an authenticator app shows when enrolment names none: GoTrue takes the host of the site's address;
 * here the site is the first origin CORS allows.
 */
export function defaultIssuer(corsOrigins: readonly string[]): string {
  const origin = corsOrigins.find((candidate) => candidate !== '*');
  try {
    return origin ? new URL(origin).host : 'localhost';
  } catch {
    return 'localhost';
  }
}

/** What `POST /factors` asks for; only TOTP factors can be enrolled here, as GoTrue answers for the others. */
export function enrolRequestFrom(body: Record<string, unknown>): { friendlyName: string; issuer?: string } {
  const type = optionalString(body, 'factor_type');
  if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (type !== 'totp') {
    throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  const issuer = optionalString(body, 'issuer');
  return { friendlyName: optionalString(body, 'friendly_name') ?? '', ...(issuer ? { issuer } : {}) };
}

/** GoTrue's rules for one more factor: a new name, at most ten, and `aal2` once one is verified. */
export function checkRoomForFactor(factors: readonly FactorRow[], friendlyName: string, aal: string): void {
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

interface Endpoint {
  db: PGlite;
  config: BackendConfig;
  req: IncomingMessage;
}

/** `POST /factors`: a new, unverified TOTP factor with its secret, `otpauth://` address and QR code. */
export async function enrollFactor(
  { db, config, req }: Endpoint,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const request = enrolRequestFrom(body);
  const claims = userClaims(req, config.jwtSecret);
  const now = config.clock();
  const secret = newTotpSecret();
  const factor = await db.transaction(async (tx) => {
    const { user, session } = await signedInCaller(tx, claims);
    await tx.query(
      `delete from auth.mfa_factors f where status = 'unverified' and created_at < $1
          and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
      [new Date(now - UNVERIFIED_FACTOR_LIFETIME_MS)],
    );
    checkRoomForFactor(await userFactors(tx, user.id), request.friendlyName, session.aal);
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
      [id, user.id, request.friendlyName, new Date(now), secret],
    );
    return { id, email: user.email ?? '' };
  });
  const uri = otpauthUri(request.issuer ?? defaultIssuer(config.corsOrigins), factor.email, secret);
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: request.friendlyName,
    totp: { qr_code: qrSvg(uri), secret, uri },
  };
}

/** `POST /factors/{id}/challenge`: a challenge bound to the caller's address, to be verified within 5 minutes. */
export async function challengeFactor({ db, config, req }: Endpoint, rawFactorId: string) {
  const claims = userClaims(req, config.jwtSecret);
  const now = new Date(config.clock());
  return db.transaction(async (tx) => {
    const { user } = await signedInCaller(tx, claims);
    const factor = await ownedFactor(tx, user.id, rawFactorId);
    const id = randomUUID();
    await tx.query(
      'insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4::inet)',
      [id, factor.id, now, challengeAddress(req)],
    );
    // The column is unique in GoTrue's schema; two factors challenged in the same millisecond keep the older time.
    await tx.query(
      `update auth.mfa_factors set last_challenged_at = $2
        where id = $1 and not exists (select 1 from auth.mfa_factors where last_challenged_at = $2)`,
      [factor.id, now],
    );
    await tx.query('delete from auth.mfa_challenges where factor_id = $1 and created_at < $2', [
      factor.id,
      new Date(now.getTime() - CHALLENGE_KEPT_MS),
    ]);
    return { id, type: factor.factor_type, expires_at: Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000) };
  });
}

/**
 * `DELETE /factors/{id}`. Once the user has a verified factor, removing any factor needs a session verified with
 * a code (`aal2`), so a stolen password cannot switch the second step off (GoTrue asks it for a verified factor).
 */
export async function unenrollFactor({ db, config, req }: Endpoint, rawFactorId: string) {
  const claims = userClaims(req, config.jwtSecret);
  return db.transaction(async (tx) => {
    const { user, session } = await signedInCaller(tx, claims);
    const factor = await ownedFactor(tx, user.id, rawFactorId);
    const anyVerified = (await userFactors(tx, user.id)).some((candidate) => candidate.status === 'verified');
    if (anyVerified && session.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(tx, factor);
    return { id: factor.id };
  });
}

function userNotFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found');
}

/** `GET /admin/users/{id}/factors` (service role): the user's factors, verified or not. */
export async function adminListFactors(db: PGlite, userId: string): Promise<Record<string, unknown>[]> {
  if (!isUuid(userId)) throw userNotFound();
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, userId))) throw userNotFound();
    return (await userFactors(tx, userId)).map(factorJson);
  });
}

/** `DELETE /admin/users/{id}/factors/{factorId}` (service role): the factor, gone; its sessions back at `aal1`. */
export async function adminDeleteFactor(db: PGlite, userId: string, rawFactorId: string) {
  if (!isUuid(userId)) throw userNotFound();
  return db.transaction(async (tx) => {
    if (!(await findUser(tx, userId))) throw userNotFound();
    const factor = await ownedFactor(tx, userId, rawFactorId);
    await deleteFactor(tx, factor);
    return factorJson(factor);
  });
}
