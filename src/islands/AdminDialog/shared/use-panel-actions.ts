import { useCallback, useState } from 'react';
import { describeError, type BackendError } from '../../../api/errors.ts';
import { refusalOf, describeWriteError, type Refusal } from '../../../api/write-refusals.ts';

interface ActionMessages {
  success: string;
  /** The sentence shown in the alert when the action fails. */
  failure: string;
  /** What the red banner says when the error has nothing more specific. */
  fallback: string;
}

/** 'Cofnij' right after a change that can be taken back (an item moved to the bin). */
export interface Undo {
  /** What the button takes back, for its description: „Przeniesiono do kosza: …”. */
  message: string;
  run: () => void;
}

interface PanelFeedback {
  busy: boolean;
  /** Last success, for the polite status region. */
  status: string;
  /** Last failure sentence, for the alert. */
  alert: string | null;
  /** The reason given in the red connection-error banner. */
  banner: string | null;
  /** The last change, while it can still be taken back. */
  undo: Undo | null;
}

/** What a write answered: whether it was made, the database's refusal if it said why, and the row written. */
export interface Outcome<T> {
  ok: boolean;
  refusal: Refusal | null;
  data: T | null;
}

type WriteResult<T> = { error: (BackendError & { hint?: string | null }) | null; data?: T | null };

/** A thrown error as the backend's errors look, so it is told the same way. */
const asError = (thrown: unknown): BackendError =>
  thrown instanceof Error ? { message: thrown.message } : { message: String(thrown) };

/**
 * Runs the panel's writes one at a time: a busy flag disables every action meanwhile, and the outcome becomes
 * a success message, or a failure sentence plus a banner with the reason. A write the database refused for a
 * reason of its own (a stale copy, an item in the bin, a date too far ahead, no row changed) is not a connection
 * failure: the alert says that reason and no banner is shown.
 */
export function usePanelActions() {
  const [state, setState] = useState<PanelFeedback>({
    busy: false,
    status: '',
    alert: null,
    banner: null,
    undo: null,
  });

  const run = useCallback(
    async <T>(action: () => Promise<WriteResult<T>>, messages: ActionMessages): Promise<Outcome<T>> => {
      setState((current) => ({ ...current, busy: true, alert: null, banner: null, status: '', undo: null }));
      let result: WriteResult<T>;
      try {
        result = await action();
      } catch (thrown) {
        result = { error: asError(thrown) };
      }
      const { error } = result;
      const refusal = error ? refusalOf(error) : null;
      if (!error) setState({ busy: false, status: messages.success, alert: null, banner: null, undo: null });
      else if (refusal !== 'other')
        setState({
          busy: false,
          status: '',
          alert: describeWriteError(error, messages.fallback),
          banner: null,
          undo: null,
        });
      else
        setState({
          busy: false,
          status: '',
          alert: messages.failure,
          banner: describeError(error, messages.fallback),
          undo: null,
        });
      return { ok: !error, refusal: refusal === 'other' ? null : refusal, data: result.data ?? null };
    },
    [],
  );

  const fail = useCallback((alert: string) => setState((current) => ({ ...current, alert, status: '' })), []);

  /** Offers 'Cofnij' for the change just made; the next write takes the offer away. */
  const offerUndo = useCallback((undo: Undo) => setState((current) => ({ ...current, undo })), []);

  return { ...state, run, fail, offerUndo };
}

export type PanelActions = ReturnType<typeof usePanelActions>;
