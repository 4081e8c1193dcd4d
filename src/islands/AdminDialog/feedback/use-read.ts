import { useCallback, useEffect, useState } from 'react';
import type { BackendError } from '../../../api/errors.ts';

export type ReadState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; error: BackendError };

/** Reads `read()` when mounted and whenever `key` changes; `reload` reads again. The last read started wins. */
export function useRead<T>(
  read: () => Promise<{ data: T; error: null } | { data: null; error: BackendError }>,
  key: unknown = null,
) {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new function each render; `key` says when it reads something else
  const stableRead = useCallback(read, [key]);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void stableRead().then((result) => {
      if (!current) return;
      setState(result.error ? { status: 'error', error: result.error } : { status: 'done', data: result.data as T });
    });
    return () => {
      current = false;
    };
  }, [stableRead, round]);

  return { state, reload: () => setRound((value) => value + 1) };
}
