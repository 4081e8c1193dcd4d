import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { PanelActions } from './use-panel-actions.ts';
import type { BackendError } from '../../api/errors.ts';

interface Texts {
  confirmRemoveTitle: string;
  confirmRemove: string;
  confirmRemoveButton: string;
  removed: string;
  removeFailed: string;
  removeFallback: string;
}

interface Options<T> {
  actions: PanelActions;
  /** The write itself. */
  remove: (item: T) => Promise<{ error: BackendError | null }>;
  /** After a successful removal: read the list again. */
  onRemoved: () => void;
  texts: Texts;
}

/**
 * Removing a row of a panel list, the same way in every tab: the administrator confirms in a dialog that says
 * the removal is permanent for everyone, the write runs with the panel's busy flag, and the outcome is told.
 */
export function useConfirmedRemove<T>({ actions, remove, onRemoved, texts }: Options<T>) {
  const [pending, setPending] = useState<T | null>(null);

  const confirm = async () => {
    const item = pending;
    setPending(null);
    if (item === null) return;
    const removed = await actions.run(() => remove(item), {
      success: texts.removed,
      failure: texts.removeFailed,
      fallback: texts.removeFallback,
    });
    if (removed) onRemoved();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={texts.confirmRemoveTitle}
      message={texts.confirmRemove}
      confirmLabel={texts.confirmRemoveButton}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );

  return { ask: setPending, dialog };
}
