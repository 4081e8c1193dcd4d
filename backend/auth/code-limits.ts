import type { TwoStepLimits } from '../config.ts';
import { tooManyRequests } from './errors.ts';
import { FailureLimiter } from './rate-limit.ts';

/** Wrong two-step codes remembered per account and per client address, for as long as the server runs. */
export interface CodeCounters {
  byAccount: FailureLimiter;
  byAddress: FailureLimiter;
}

export function createCodeCounters(limits: TwoStepLimits): CodeCounters {
  const windowMs = limits.windowSeconds * 1000;
  return {
    byAccount: new FailureLimiter(windowMs, limits.maxWrongCodesPerAccount),
    byAddress: new FailureLimiter(windowMs, limits.maxWrongCodesPerAddress),
  };
}

export interface CodeAttempt {
  /** Ends the attempt: unless the code was wrong, its advance count is taken back. */
  end(wrongCode: boolean): void;
}

/**
 * Counts a code as wrong before it is checked, so that parallel guesses cannot slip past the limits; 429 when the
 * account, or the address, has sent too many wrong codes within the window. Six digits are a million codes and
 * three of them are right at any time: five tries a minute per account make a guess take about six weeks on average.
 */
export function beginCodeAttempt(counters: CodeCounters, userId: string, address: string, now: number): CodeAttempt {
  const wait = Math.max(
    counters.byAccount.retryAfterSeconds(userId, now),
    counters.byAddress.retryAfterSeconds(address, now),
  );
  if (wait > 0) throw tooManyRequests(wait);
  counters.byAccount.recordFailure(userId, now);
  counters.byAddress.recordFailure(address, now);
  return {
    end(wrongCode) {
      if (wrongCode) return;
      counters.byAccount.withdraw(userId, now);
      counters.byAddress.withdraw(address, now);
    },
  };
}
