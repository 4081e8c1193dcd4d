import type { SignInLimits } from '../config.ts';
import { tooManyRequests } from './errors.ts';
import { FailureLimiter, RequestLimiter, slowdownMs } from './rate-limit.ts';

/** GoTrue's token budget refills over five minutes. */
const TOKEN_BUDGET_MS = 5 * 60 * 1000;

/** What the token endpoint remembers about its callers, for as long as the server runs. */
export interface SignInCounters {
  limits: SignInLimits;
  tokenRequests: RequestLimiter;
  failuresByAddress: FailureLimiter;
  failuresByEmailAndAddress: FailureLimiter;
  failuresByEmail: FailureLimiter;
}

export function createSignInCounters(limits: SignInLimits): SignInCounters {
  const windowMs = limits.windowSeconds * 1000;
  return {
    limits,
    tokenRequests: new RequestLimiter(limits.tokenRequestsPerFiveMinutes, TOKEN_BUDGET_MS),
    failuresByAddress: new FailureLimiter(windowMs, limits.maxFailuresPerAddress),
    failuresByEmailAndAddress: new FailureLimiter(windowMs, limits.maxFailuresPerEmailFromAddress),
    failuresByEmail: new FailureLimiter(windowMs, limits.slowdownAfterFailuresPerEmail),
  };
}

/** GoTrue's per-address budget for the token endpoint, taken before the body is even read; 429 when spent. */
export function takeTokenRequest(counters: SignInCounters, address: string, now = Date.now()): void {
  const wait = counters.tokenRequests.take(address, now);
  if (wait > 0) throw tooManyRequests(wait);
}

export interface PasswordAttempt {
  /** How long the sign-in must wait first, for the failures of its e-mail from every address. */
  delayMs: number;
  /** Ends the attempt: unless the password was wrong, its advance failures are taken back. */
  end(wrongPassword: boolean): void;
}

/**
 * Counts a password attempt as failed before the password is checked, so that parallel guesses cannot slip past
 * the limits; 429 when the address, or the address for this e-mail, has failed too often. A sign-in clears the
 * failures of that e-mail from that address.
 */
export function beginPasswordAttempt(
  counters: SignInCounters,
  email: string,
  address: string,
  now = Date.now(),
): PasswordAttempt {
  const { limits, failuresByAddress, failuresByEmailAndAddress, failuresByEmail } = counters;
  const pair = `${email}\n${address}`;
  const wait = Math.max(
    failuresByAddress.retryAfterSeconds(address, now),
    failuresByEmailAndAddress.retryAfterSeconds(pair, now),
  );
  if (wait > 0) throw tooManyRequests(wait);
  const delayMs = slowdownMs(
    failuresByEmail.recentFailures(email, now),
    limits.slowdownAfterFailuresPerEmail,
    limits.maxSlowdownMs,
  );
  failuresByAddress.recordFailure(address, now);
  failuresByEmailAndAddress.recordFailure(pair, now);
  failuresByEmail.recordFailure(email, now);
  return {
    delayMs,
    end(wrongPassword) {
      if (wrongPassword) return;
      failuresByAddress.withdraw(address, now);
      failuresByEmail.withdraw(email, now);
      failuresByEmailAndAddress.reset(pair);
    },
  };
}
