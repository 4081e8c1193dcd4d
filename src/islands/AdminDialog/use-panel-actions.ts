import { useCallback, useState } from 'react';
import { describeError, type BackendError } from '../../api/errors.ts';

interface ActionMessages {
  success: string;
  /** The sentence shown in the alert when the action fails. */
  failure: string;
  /** What the red banner says when the error has nothing more specific. */
  fallback: string;
}

interface PanelFeedback {
  busy: boolean;
  /** Last success, for the polite status region. */
  status: string;
  /** Last failure sentence, for the alert. */
  alert: string | null;
  /** The reason given in the red connection-error banner. */
  banner: string | null;
}

/**
 * Runs the panel's writes one at a time: a busy flag disables every action meanwhile, and the outcome becomes
 * a success message, or a failure sentence plus a banner with the reason.
 */
export function usePanelActions() {
  const [state, setState] = useState<PanelFeedback>({ busy: false, status: '', alert: null, banner: null });

  const run = useCallback(
    async (action: () => Promise<{ error: BackendError | null }>, messages: ActionMessages): Promise<boolean> => {
      setState((current) => ({ ...current, busy: true, alert: null, banner: null, status: '' }));
      let error: BackendError | null;
      try {
        ({ error } = await action());
      } catch (thrown) {
        error = thrown instanceof Error ? { message: thrown.message } : { message: String(thrown) };
      }
      setState(
        error
          ? { busy: false, status: '', alert: messages.failure, banner: describeError(error, messages.fallback) }
          : { busy: false, status: messages.success, alert: null, banner: null },
      );
      return !error;
    },
    [],
  );

  const fail = useCallback((alert: string) => setState((current) => ({ ...current, alert, status: '' })), []);

  return { ...state, run, fail };
}

export type PanelActions = ReturnType<typeof usePanelActions>;
