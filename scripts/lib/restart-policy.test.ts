import { describe, expect, it } from 'vitest';
import { afterBackendDied, RESTART_POLICY } from './restart-policy.ts';

describe('afterBackendDied', () => {
  it('restarts after half a second when the backend had been running for a while', () => {
    expect(afterBackendDied(60 * 60 * 1000, 0)).toEqual({ restart: true, delayMs: 500, quickFailures: 0 });
  });

  it('forgets earlier quick failures after a long run', () => {
    expect(afterBackendDied(RESTART_POLICY.quickFailureMs, 3)).toEqual({
      restart: true,
      delayMs: 500,
      quickFailures: 0,
    });
  });

  it('doubles the pause with every quick failure in a row, up to 8 s', () => {
    const pauses: number[] = [];
    let quickFailures = 0;
    for (let i = 0; i < 4; i++) {
      const decision = afterBackendDied(1000, quickFailures);
      if (!decision.restart) throw new Error('gave up too early');
      pauses.push(decision.delayMs);
      quickFailures = decision.quickFailures;
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
  });

  it('gives up at the fifth quick failure in a row', () => {
    expect(afterBackendDied(1000, 4)).toEqual({ restart: false, quickFailures: 5 });
  });

  it('never waits longer than the policy allows', () => {
    const policy = { ...RESTART_POLICY, maxQuickFailures: 100 };
    const decision = afterBackendDied(0, 50, policy);
    expect(decision).toEqual({ restart: true, delayMs: 8000, quickFailures: 51 });
  });
});
