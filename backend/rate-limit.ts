/** Entries kept before expired ones are swept, so a flood of distinct keys cannot grow memory forever. */
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
