import { twoStepStatus, type TwoStepStatus } from '../../../api/two-step.ts';
import { useList, type ListRead } from '../shared/use-list.ts';

/** `twoStepStatus` throws when the account's state cannot be read; a list's read answers the error instead. */
const readTwoStep = (): Promise<ListRead<TwoStepStatus>> =>
  twoStepStatus().then(
    (data) => ({ data, error: null }),
    (error: Error) => ({ data: null, error }),
  );

/** The signed-in account's two-step sign-in, read when the panel opens and again after each change (`reload`). */
export const useTwoStep = () => useList(readTwoStep);
