import { useState } from 'react';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';

const t = panelWords.history;

type Write = ReturnType<Parameters<PanelActions['run']>[0]>;

/**
 * The item of a list whose 'Historia zmian' is open, and 'Przywróć tę wersję': the version's content written as a
 * new change made from the list's newest copy of the item, not from the one the dialog opened with; the dialog
 * closes once it is saved.
 */
export function useHistory<T extends { id: string; version: number }>(
  actions: PanelActions,
  restore: (item: T, version: T) => Write,
  /** The list's newest copy of an item. */
  latest: (item: T) => T,
  afterWrite: () => void,
) {
  const [opened, setOpened] = useState<T | null>(null);
  return {
    opened,
    open: setOpened,
    close: () => setOpened(null),
    restore: async (version: T) => {
      if (!opened) return false;
      const outcome = await actions.run(() => restore(latest(opened), version), {
        success: fill.pl(t.restored, { version: version.version }),
        failure: t.restoreFailed,
        fallback: t.restoreFallback,
      });
      if (outcome.ok) {
        setOpened(null);
        afterWrite();
      }
      return outcome.ok;
    },
  };
}
