import { useCallback, useEffect, useState } from 'react';
import { twoStepStatus, type TwoStepStatus } from '../../../api/two-step.ts';

export type TwoStepState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: TwoStepStatus };

/** The signed-in account's two-step sign-in, read when the panel opens and again after each change. */
export function useTwoStep(): { state: TwoStepState; reload: () => void } {
  const [state, setState] = useState<TwoStepState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    twoStepStatus().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
