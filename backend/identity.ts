import type { ApiRole } from './database.ts';
import { verifyJwt, type Claims } from './jwt.ts';

/** The roles a token may ask for; any other would let a caller pick an arbitrary database role. */
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

/** Who a request or a Realtime channel acts as: the database role and the claims row-level security reads. */
export interface Identity {
  role: ApiRole;
  claims: Claims;
}

export type IdentityResult =
  | { ok: true; identity: Identity }
  | { ok: false; reason: 'expired'; message: string }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'role'; role: string };

function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * The identity a JWT (an API key or a user's access token) stands for, as PostgREST and Realtime decide it: a
 * token without a role is `anon`. Each service words the refusal its own way.
 */
export function identify(token: string, secret: string, nowSeconds = Date.now() / 1000): IdentityResult {
  const verified = verifyJwt(token, secret, nowSeconds);
  if (!verified.ok) {
    const reason = verified.reason === 'expired' ? 'expired' : 'invalid';
    return { ok: false, reason, message: verified.message };
  }
  const role = verified.claims.role ?? 'anon';
  if (!isApiRole(role)) return { ok: false, reason: 'role', role: String(role) };
  return { ok: true, identity: { role, claims: verified.claims } };
}
