import { describe, expect, it } from 'vitest';
import { beginCodeAttempt, createCodeCounters } from './code-limits.ts';
import { AuthError } from './errors.ts';
import { factorJson, type FactorRow } from './factors.ts';
import { checkRoomForFactor, defaultIssuer, enrolRequestFrom } from './mfa-factors.ts';
import { verifyRequestFrom } from './mfa-verify.ts';

function refusal(run: () => unknown): { status: number; code: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthError) return { status: error.status, code: error.code };
    throw error;
  }
  return undefined;
}

function factor(columns: Partial<FactorRow> = {}): FactorRow {
  return {
    id: '6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61',
    user_id: '0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61',
    friendly_name: '',
    factor_type: 'totp',
    status: 'unverified',
    created_at: new Date('2026-11-29T10:00:00Z'),
    updated_at: new Date('2026-11-29T10:01:00Z'),
    secret: 'SECRET',
    phone: null,
    last_challenged_at: null,
    ...columns,
  };
}

describe('enrolling a factor', () => {
  it('takes TOTP factors, with GoTrue’s answers for the other kinds', () => {
    expect(enrolRequestFrom({ factor_type: 'totp', friendly_name: 'Telefon', issuer: 'OPS' })).toEqual({
      friendlyName: 'Telefon',
      issuer: 'OPS',
    });
    expect(enrolRequestFrom({ factor_type: 'totp' })).toEqual({ friendlyName: '' });
    expect(refusal(() => enrolRequestFrom({ factor_type: 'phone' }))).toEqual({
      status: 422,
      code: 'mfa_phone_enroll_not_enabled',
    });
    expect(refusal(() => enrolRequestFrom({ factor_type: 'webauthn' }))?.code).toBe('mfa_webauthn_enroll_not_enabled');
    expect(refusal(() => enrolRequestFrom({}))).toEqual({ status: 400, code: 'validation_failed' });
    expect(refusal(() => enrolRequestFrom({ factor_type: 'totp', friendly_name: 7 }))?.code).toBe('validation_failed');
  });

  it('needs a new name, room for one more, and aal2 once a factor is verified', () => {
    expect(refusal(() => checkRoomForFactor([], '', 'aal1'))).toBeUndefined();
    expect(refusal(() => checkRoomForFactor([factor({ friendly_name: 'Telefon' })], 'Telefon', 'aal1'))).toEqual({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });
    // GoTrue compares names as they are, so a second factor without a name conflicts with the first.
    expect(refusal(() => checkRoomForFactor([factor()], '', 'aal1'))?.code).toBe('mfa_factor_name_conflict');
    const ten = Array.from({ length: 10 }, (_, i) => factor({ friendly_name: `f${i}` }));
    expect(refusal(() => checkRoomForFactor(ten, 'new', 'aal2'))?.code).toBe('too_many_enrolled_mfa_factors');
    const verified = [factor({ friendly_name: 'Telefon', status: 'verified' })];
    expect(refusal(() => checkRoomForFactor(verified, 'Drugi', 'aal1'))).toEqual({
      status: 403,
      code: 'insufficient_aal',
    });
    expect(refusal(() => checkRoomForFactor(verified, 'Drugi', 'aal2'))).toBeUndefined();
  });

  it("names the site's host as the issuer when enrolment names none", () => {
    expect(defaultIssuer(['http://localhost:4321', 'http://127.0.0.1:4321'])).toBe('localhost:4321');
    expect(defaultIssuer(['*', 'https://ops.example.pl'])).toBe('ops.example.pl');
    expect(defaultIssuer(['*'])).toBe('localhost');
    expect(defaultIssuer(['not a url'])).toBe('localhost');
  });

  it('shows a factor without its secret, as GoTrue does', () => {
    const shown = factorJson(factor({ friendly_name: 'Telefon', status: 'verified' }));
    expect(shown).toEqual({
      id: '6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61',
      created_at: '2026-11-29T10:00:00.000Z',
      updated_at: '2026-11-29T10:01:00.000Z',
      status: 'verified',
      friendly_name: 'Telefon',
      factor_type: 'totp',
      phone: '',
      last_challenged_at: null,
    });
    expect(factorJson(factor())).not.toHaveProperty('friendly_name');
  });
});

describe('verifying a code', () => {
  it('needs a challenge id and a code', () => {
    const challengeId = '3f7c0d2e-2b8a-4d3e-9a51-0b5c6f1e4b61';
    expect(verifyRequestFrom({ challenge_id: challengeId, code: '123456' })).toEqual({ challengeId, code: '123456' });
    expect(refusal(() => verifyRequestFrom({ challenge_id: challengeId }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(refusal(() => verifyRequestFrom({ challenge_id: 'nope', code: '1' }))).toEqual({
      status: 400,
      code: 'bad_json',
    });
  });
});

describe('wrong codes', () => {
  const limits = { windowSeconds: 60, maxWrongCodesPerAccount: 5, maxWrongCodesPerAddress: 5 };

  it('allow five a minute per account, from any address, then 429 until the first one is a minute old', () => {
    const counters = createCodeCounters(limits);
    for (let i = 0; i < 5; i++) beginCodeAttempt(counters, 'account', `10.0.0.${i}`, 1000 * i).end(true);
    expect(refusal(() => beginCodeAttempt(counters, 'account', '10.0.0.9', 10_000))).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect(refusal(() => beginCodeAttempt(counters, 'other', '10.0.0.9', 10_000))).toBeUndefined();
    expect(refusal(() => beginCodeAttempt(counters, 'account', '10.0.0.9', 60_001))).toBeUndefined();
  });

  it('allow five a minute per address, for any accounts', () => {
    const counters = createCodeCounters(limits);
    for (let i = 0; i < 5; i++) beginCodeAttempt(counters, `account-${i}`, '10.0.0.1', 0).end(true);
    expect(refusal(() => beginCodeAttempt(counters, 'account-9', '10.0.0.1', 1))?.status).toBe(429);
    expect(refusal(() => beginCodeAttempt(counters, 'account-9', '10.0.0.2', 1))).toBeUndefined();
  });

  it('count a code in advance and take it back when it was not wrong', () => {
    const counters = createCodeCounters(limits);
    const pending = Array.from({ length: 5 }, () => beginCodeAttempt(counters, 'account', '10.0.0.1', 0));
    expect(refusal(() => beginCodeAttempt(counters, 'account', '10.0.0.1', 0))?.status).toBe(429);
    pending.forEach((attempt) => attempt.end(false));
    expect(refusal(() => beginCodeAttempt(counters, 'account', '10.0.0.1', 0))).toBeUndefined();
  });
});
