import { describe, expect, it } from 'vitest';
import type { SignInLimits } from '../config.ts';
import { AuthError } from './errors.ts';
import { slowdownMs } from './rate-limit.ts';
import { beginPasswordAttempt, createSignInCounters, takeTokenRequest, type SignInCounters } from './sign-in-limits.ts';

const LIMITS: SignInLimits = {
  tokenRequestsPerFiveMinutes: 3,
  windowSeconds: 300,
  maxFailuresPerAddress: 5,
  maxFailuresPerEmailFromAddress: 3,
  slowdownAfterFailuresPerEmail: 3,
  maxSlowdownMs: 1000,
};
const T0 = 1_800_000_000_000;

/** The 429 a call throws, as the client sees it: status, code and Retry-After. */
function refusal(call: () => unknown): { status: number; code: string; retryAfter: string | undefined } | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return { status: error.status, code: error.code, retryAfter: error.headers['Retry-After'] };
  }
}

function failTimes(counters: SignInCounters, times: number, email: string, address: string, now = T0): void {
  for (let i = 0; i < times; i++) beginPasswordAttempt(counters, email, address, now).end(true);
}

describe('the token budget per address', () => {
  it('lets the whole budget through at once, then answers 429 until a token has refilled', () => {
    const counters = createSignInCounters(LIMITS);
    for (let i = 0; i < 3; i++) expect(refusal(() => takeTokenRequest(counters, '10.0.0.1', T0))).toBeUndefined();
    expect(refusal(() => takeTokenRequest(counters, '10.0.0.1', T0))).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
      retryAfter: '100',
    });
    expect(refusal(() => takeTokenRequest(counters, '10.0.0.2', T0))).toBeUndefined();
    expect(refusal(() => takeTokenRequest(counters, '10.0.0.1', T0 + 100_000))).toBeUndefined();
  });
});

describe('failed password sign-ins', () => {
  it('stop an e-mail from the address that guessed, not from another address', () => {
    const counters = createSignInCounters(LIMITS);
    failTimes(counters, 3, 'admin@example.com', '10.0.0.1');
    expect(refusal(() => beginPasswordAttempt(counters, 'admin@example.com', '10.0.0.1', T0 + 1000))).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
      retryAfter: '299',
    });
    expect(refusal(() => beginPasswordAttempt(counters, 'admin@example.com', '10.0.0.2', T0 + 1000))).toBeUndefined();
    expect(refusal(() => beginPasswordAttempt(counters, 'other@example.com', '10.0.0.1', T0 + 1000))).toBeUndefined();
  });

  it('stop an address that guesses at many e-mails', () => {
    const counters = createSignInCounters(LIMITS);
    for (let i = 0; i < 5; i++) failTimes(counters, 1, `user${i}@example.com`, '10.0.0.1');
    expect(refusal(() => beginPasswordAttempt(counters, 'new@example.com', '10.0.0.1', T0))?.status).toBe(429);
    expect(refusal(() => beginPasswordAttempt(counters, 'new@example.com', '10.0.0.2', T0))).toBeUndefined();
  });

  it('count no longer once the window has passed', () => {
    const counters = createSignInCounters(LIMITS);
    failTimes(counters, 3, 'admin@example.com', '10.0.0.1');
    const later = T0 + LIMITS.windowSeconds * 1000;
    expect(refusal(() => beginPasswordAttempt(counters, 'admin@example.com', '10.0.0.1', later))).toBeUndefined();
  });

  it('are cleared for the e-mail and address by a sign-in, and a right password never counts', () => {
    const counters = createSignInCounters(LIMITS);
    failTimes(counters, 2, 'admin@example.com', '10.0.0.1');
    beginPasswordAttempt(counters, 'admin@example.com', '10.0.0.1', T0 + 1).end(false);
    failTimes(counters, 2, 'admin@example.com', '10.0.0.1', T0 + 2);
    expect(refusal(() => beginPasswordAttempt(counters, 'admin@example.com', '10.0.0.1', T0 + 3))).toBeUndefined();
  });

  it('from every address slow the e-mail down without refusing it', () => {
    const counters = createSignInCounters(LIMITS);
    const delays = Array.from({ length: 7 }, (_, i) => {
      const attempt = beginPasswordAttempt(counters, 'admin@example.com', `10.0.0.${i}`, T0 + i);
      attempt.end(true);
      return attempt.delayMs;
    });
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 1000]);
  });
});

describe('slowdownMs', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 250],
    [11, 500],
    [13, 2000],
    [14, 4000],
    [40, 4000],
    [10_000, 4000],
  ])('%i failures → %i ms', (failures, expected) => {
    expect(slowdownMs(failures, 10, 4000)).toBe(expected);
  });
});
