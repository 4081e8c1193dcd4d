/**
 * When `npm start` brings a crashed backend back: soon after a long run, after a growing pause when it keeps
 * failing right after starting, and not at all once that has happened too often in a row (a taken port, a
 * broken configuration), because then restarting only hides the message that explains why.
 */
export interface RestartPolicy {
  /** A run shorter than this counts as a quick failure. */
  quickFailureMs: number;
  /** Quick failures in a row after which `npm start` gives up. */
  maxQuickFailures: number;
  /** Pause before restarting after a long run; it doubles with every quick failure in a row. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  quickFailureMs: 10_000,
  maxQuickFailures: 5,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
};

export type RestartDecision =
  { restart: true; delayMs: number; quickFailures: number } | { restart: false; quickFailures: number };

/** What to do when the backend died after running `uptimeMs`, `quickFailures` quick failures in a row before. */
export function afterBackendDied(
  uptimeMs: number,
  quickFailuresBefore: number,
  policy: RestartPolicy = RESTART_POLICY,
): RestartDecision {
  const quickFailures = uptimeMs < policy.quickFailureMs ? quickFailuresBefore + 1 : 0;
  if (quickFailures >= policy.maxQuickFailures) return { restart: false, quickFailures };
  return {
    restart: true,
    delayMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** quickFailures),
    quickFailures,
  };
}
