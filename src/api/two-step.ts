/**
 * The administrator's two-step sign-in (Supabase Auth's TOTP factors): the session's level, the setting that makes
 * it mandatory, enrolment, a code checked against a new challenge, removal. Loaded with the panel only.
 */
import type { AuthError, Factor } from '@supabase/supabase-js';
import { siteWords } from '../i18n/pl/site.ts';
import { twoStepWords } from '../i18n/pl/two-step.ts';
import { supabase } from './supabase.ts';

const t = twoStepWords.errors;

export interface TwoStepStatus {
  /** The session has not passed the second step its account has: the panel asks for a code. */
  codeNeeded: boolean;
  /** The account's verified factors. */
  factors: Factor[];
  /** The database asks the second step of every administrator. */
  required: boolean;
}

export type Outcome = { ok: true } | { ok: false; error: string };

function isNetwork(error: AuthError): boolean {
  return error.status === 0 || error.name === 'AuthRetryableFetchError';
}

/** A refusal of a code, in Polish. */
export function describeCodeError(error: AuthError, fallback = t.failed): string {
  if (isNetwork(error)) return siteWords.errors.network;
  if (error.status === 429) return t.tooMany;
  if (error.code === 'mfa_challenge_expired') return t.expired;
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_ip_address_mismatch') return t.wrongCode;
  return fallback;
}

/** Where the signed-in account stands; throws when it cannot be read. */
export async function twoStepStatus(): Promise<TwoStepStatus> {
  const auth = supabase().auth;
  const [level, listed, setting] = await Promise.all([
    auth.mfa.getAuthenticatorAssuranceLevel(),
    auth.mfa.listFactors(),
    supabase().from('admin_settings').select('two_step_required').maybeSingle(),
  ]);
  if (level.error || listed.error) throw level.error ?? listed.error;
  return {
    codeNeeded: level.data.currentLevel === 'aal1' && level.data.nextLevel === 'aal2',
    factors: listed.data.totp,
    // A project without the setting's table (an older migration) asks nothing more.
    required: setting.data?.two_step_required === true,
  };
}

/**
 * Whether the session stands below the second step the database asks of it now: its account has a factor it has
 * not given a code for, or the setting made the step mandatory after it signed in. False when that cannot be read.
 */
export async function belowSecondStep(): Promise<boolean> {
  const [level, setting] = await Promise.all([
    supabase().auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase().from('admin_settings').select('two_step_required').maybeSingle(),
  ]);
  if (level.error || level.data.currentLevel === 'aal2') return false;
  return level.data.nextLevel === 'aal2' || setting.data?.two_step_required === true;
}

/** Challenges the factor and answers with the code; the session is at aal2 after it. */
export async function verifyCode(factorId: string, code: string): Promise<Outcome> {
  try {
    const { error } = await supabase().auth.mfa.challengeAndVerify({ factorId, code });
    return error ? { ok: false, error: describeCodeError(error) } : { ok: true };
  } catch {
    return { ok: false, error: siteWords.errors.network };
  }
}

export interface Enrolment {
  factorId: string;
  /** The QR code as an address an <img> can show. */
  qrCode: string;
  secret: string;
}

/** A data address of the SVG GoTrue sends, with every character that could break it percent-encoded. */
export function svgAddress(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Starts a new factor, after dropping one left unverified by a setup not finished. */
export async function startEnrolment(): Promise<Enrolment | { error: string }> {
  const auth = supabase().auth;
  try {
    const listed = await auth.mfa.listFactors();
    for (const factor of listed.data?.all ?? []) {
      if (factor.status === 'unverified') await auth.mfa.unenroll({ factorId: factor.id });
    }
    const { data, error } = await auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: twoStepWords.section.defaultName,
    });
    if (error) return { error: isNetwork(error) ? siteWords.errors.network : t.setupFailed };
    return { factorId: data.id, qrCode: svgAddress(data.totp.qr_code), secret: data.totp.secret };
  } catch {
    return { error: siteWords.errors.network };
  }
}

/** Removes a factor after a fresh code: a session left open cannot switch the second step off. */
export async function removeFactor(factorId: string, code: string): Promise<Outcome> {
  const verified = await verifyCode(factorId, code);
  if (!verified.ok) return verified;
  try {
    const { error } = await supabase().auth.mfa.unenroll({ factorId });
    if (error) return { ok: false, error: isNetwork(error) ? siteWords.errors.network : t.removeFailed };
    // The session falls back to aal1 with the factor; a new token says so.
    await supabase().auth.refreshSession();
    return { ok: true };
  } catch {
    return { ok: false, error: siteWords.errors.network };
  }
}

/** The secret in groups of four characters, as it is easiest to type. */
export function secretGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/** The groups as a screen reader should read them, character by character: 'A B 2 C, D 7'. */
export function spelledGroups(groups: string[]): string {
  return groups.map((group) => group.split('').join(' ')).join(', ');
}
