import type { BackendError } from '../../../api/errors.ts';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { fill } from '../../../i18n/message.ts';
import { focusRowWhenShown, tabPanel } from '../shared/focus-row.ts';
import type { PanelActions } from '../shared/use-panel-actions.ts';

const u = panelWords.undo;

interface Row {
  id: string;
  version: number;
}

type Write<T> = (item: T) => Promise<{ error: BackendError | null; data?: T | null }>;

interface Options<T extends Row> {
  actions: PanelActions;
  /** 'Usuń': into the bin. */
  move: Write<T>;
  /** 'Cofnij': back out of it, from the copy the move returned. */
  restore: Write<T>;
  /** The item's title or name, as the messages quote it. */
  nameOf: (item: T) => string;
  failure: string;
  fallback: string;
  /** After either write: the lists are read again. */
  onChanged: () => void;
}

/**
 * 'Usuń' without a question: the item goes to the bin, from where it can always be restored, and the panel
 * offers 'Cofnij' at once (focus moves to it). 'Cofnij' restores it from the copy the move returned, so it is
 * refused, like any write, if someone changed the item meanwhile; then focus returns to the item's row.
 */
export function useBinMove<T extends Row>({
  actions,
  move,
  restore,
  nameOf,
  failure,
  fallback,
  onChanged,
}: Options<T>) {
  const undo = (binned: T) => async () => {
    const back = await actions.run(() => restore(binned), {
      success: fill.pl(u.undone, { name: nameOf(binned) }),
      failure: u.failed,
      fallback: u.fallback,
    });
    if (!back.ok) return;
    onChanged();
    focusRowWhenShown(binned.id, tabPanel);
  };

  return async (item: T) => {
    const message = fill.pl(u.movedToBin, { name: nameOf(item) });
    const outcome = await actions.run(() => move(item), { success: message, failure, fallback });
    if (!outcome.ok) return;
    onChanged();
    if (outcome.data) actions.offerUndo({ message, run: undo(outcome.data) });
  };
}
