/** Entries kept before stale ones are swept, so a flood of distinct keys cannot grow memory forever. */
const SWEEP_THRESHOLD = 10_000;

/** Counts failures per key in a sliding window; a key with too many recent failures is blocked. */
export class FailureLimiter {
  readonly #windowMs: number;
  readonly #maxFailures: number;
  readonly #failures = new Map<string, number[]>();

  constructor(windowMs: number, maxFailures: number) {
    this.#windowMs = windowMs;
    this.#maxFailures = maxFailures;
  }

  /** Failures of the key within the window. */
  recentFailures(key: string, now = Date.now()): number {
    return this.#recent(key, now).length;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const recent = this.#recent(key, now);
    if (recent.length < this.#maxFailures) return 0;
    const oldestCounted = recent[recent.length - this.#maxFailures] ?? now;
    return Math.max(1, Math.ceil((oldestCounted + this.#windowMs - now) / 1000));
  }

  recordFailure(key: string, now = Date.now()): void {
    if (this.#failures.size >= SWEEP_THRESHOLD) this.#sweep(now);
    this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  /** Takes back one failure recorded at `time`: an attempt counted in advance that turned out not to fail. */
  withdraw(key: string, time: number): void {
    const failures = this.#failures.get(key);
    const index = failures?.indexOf(time) ?? -1;
    if (index >= 0) failures?.splice(index, 1);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  #recent(key: string, now: number): number[] {
    return (this.#failures.get(key) ?? []).filter((time) => now - time < this.#windowMs);
  }

  #sweep(now: number): void {
    for (const key of [...this.#failures.keys()]) {
      const recent = this.#recent(key, now);
      if (recent.length === 0) this.#failures.delete(key);
      else this.#failures.set(key, recent);
    }
  }
}

/** A token bucket per key: up to `capacity` requests at once, refilled at `capacity` per `refillMs`. */
export class RequestLimiter {
  readonly #capacity: number;
  readonly #tokensPerMs: number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(capacity: number, refillMs: number) {
    this.#capacity = capacity;
    this.#tokensPerMs = capacity / refillMs;
  }

  /** Takes a token: 0 when the request may go ahead, otherwise the seconds until the next token. */
  take(key: string, now = Date.now()): number {
    if (this.#buckets.size >= SWEEP_THRESHOLD) this.#sweep(now);
    const tokens = this.#tokens(key, now);
    if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / this.#tokensPerMs / 1000));
    this.#buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }

  #tokens(key: string, now: number): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return this.#capacity;
    return Math.min(this.#capacity, bucket.tokens + (now - bucket.at) * this.#tokensPerMs);
  }

  /** A full bucket is the same as none. */
  #sweep(now: number): void {
    for (const key of [...this.#buckets.keys()]) {
      if (this.#tokens(key, now) >= this.#capacity) this.#buckets.delete(key);
    }
  }
}

/** First delay once an account is being guessed at; it doubles with every further failure. */
const FIRST_SLOWDOWN_MS = 250;

/**
 * How long a sign-in for an account waits when the account has `failures` recent failures from any address:
 * nothing below `after`, then 250 ms doubling up to `maxMs`. A delay never refuses the right password.
 */
export function slowdownMs(failures: number, after: number, maxMs: number): number {
  if (failures < after) return 0;
  return Math.min(maxMs, FIRST_SLOWDOWN_MS * 2 ** Math.min(failures - after, 30));
}
