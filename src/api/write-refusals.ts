/**
 * Why the database refused an administrator's write, in Polish: each refusal the panel can meet has its own
 * sentence, and an update that changed no row is never taken for a save (supabase/migrations, the safety net).
 */
import { panelWords } from '../i18n/pl/panel.ts';
import { twoStepWords } from '../i18n/pl/two-step.ts';
import { describeError, type BackendError } from './errors.ts';

const t = panelWords.refusals;

export type Refusal = 'stale' | 'inBin' | 'tooFar' | 'unchanged' | 'other';

/** What kind of refusal `error` is: the panel offers to load the newer version of a stale copy. */
export function refusalOf(error: (BackendError & { hint?: string | null }) | null | undefined): Refusal {
  if (!error) return 'other';
  if (error.code === 'PT409') return error.hint === 'in_bin' ? 'inBin' : 'stale';
  if (error.code === '22023' && error.hint === 'too_far') return 'tooFar';
  // `.single()` on an update that matched no row: the item is gone, or a policy kept the write from it.
  if (error.code === 'PGRST116') return 'unchanged';
  return 'other';
}

export function describeWriteError(
  error: (BackendError & { hint?: string | null }) | null | undefined,
  fallback: string,
): string {
  // An administrator whose session has not passed the second step (the two-step sign-in migration).
  if (error?.code === 'PT403' && error.hint === 'aal2_required') return twoStepWords.errors.writeNeedsCode;
  const refusal = refusalOf(error);
  return refusal === 'other' ? describeError(error, fallback) : t[refusal];
}
