import { createHmac, timingSafeEqual } from 'node:crypto';
import { isObject } from './json.ts';

/** The Supabase CLI's well-known local secret; anyone can sign tokens with it, so loopback only. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Expiry of the CLI's demo keys (2032-11-12), kept so the keys are byte-identical to the CLI's. */
const DEMO_KEY_EXPIRY = 1983812996;

export type Claims = Record<string, unknown> & {
  role?: unknown;
  sub?: unknown;
  exp?: unknown;
  session_id?: unknown;
};

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string };

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/**
 * Decodes canonical unpadded base64url only. Node's decoder skips characters outside the alphabet and ignores
 * stray trailing bits, so `<signature>@@@` would otherwise verify like `<signature>`.
 */
function strictBase64url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** HS256, with the header `{"alg":"HS256","typ":"JWT"}` that GoTrue and the CLI use. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${head}.${body}.${base64url(hmac(secret, `${head}.${body}`))}`;
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [head, body, signature] = parts as [string, string, string];
  const [headBytes, bodyBytes, given] = [strictBase64url(head), strictBase64url(body), strictBase64url(signature)];
  if (!headBytes || !bodyBytes || !given) {
    return { ok: false, reason: 'malformed', message: 'JWT is not valid base64url-encoded JSON' };
  }
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(headBytes.toString('utf8'));
    claims = JSON.parse(bodyBytes.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT is not valid base64url-encoded JSON' };
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) {
    return { ok: false, reason: 'signature', message: 'No suitable key or wrong key type' };
  }
  const expected = hmac(secret, `${head}.${body}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'No suitable key or wrong key type' };
  }
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  return { ok: true, claims };
}

/** The API key for a role as the Supabase CLI mints it: the same claims, so the same bytes for the demo secret. */
export function apiKeyFor(role: 'anon' | 'service_role', secret: string): string {
  return signJwt({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY }, secret);
}
