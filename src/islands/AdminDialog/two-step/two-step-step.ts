import type { TwoStepStatus } from '../../../api/two-step.ts';
import type { ListState } from '../shared/use-list.ts';

/** What the dialog shows between the password and the panel. */
export type GateStep = 'loading' | 'failed' | 'code' | 'setup' | 'panel';

/**
 * The step of a signed-in administrator: the code when the session has not passed the second step its account has,
 * the setup when the database makes the second step mandatory and the account has no factor, else the panel.
 */
export function gateStep(state: ListState<TwoStepStatus>): GateStep {
  if (state.status !== 'ready') return state.status === 'error' ? 'failed' : 'loading';
  const { codeNeeded, factors, required } = state.data;
  if (codeNeeded && factors.length > 0) return 'code';
  if (required && factors.length === 0) return 'setup';
  return 'panel';
}
