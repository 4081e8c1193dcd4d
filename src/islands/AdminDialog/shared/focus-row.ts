/** How long a row may take to come back into its list (a read after the write) before focus gives up on it. */
const WAIT_MS = 3000;

/**
 * Moves focus to the first button of the row of `id` once its list shows it again (after 'Cofnij', the row
 * returns only with the list's next read), so a keyboard user goes on where they were; else to `fallback`.
 * `button` picks another of its buttons, one the row keeps whatever its state.
 */
export function focusRowWhenShown(id: string, fallback: () => HTMLElement | null, button = 'button'): void {
  const until = performance.now() + WAIT_MS;
  const lost = () => !document.activeElement || document.activeElement === document.body;
  // The list's read after the write can draw the row again, and focus on the old one falls to the page: until the
  // time is up, focus follows the row, unless the visitor has moved it on meanwhile.
  const watch = () => {
    if (performance.now() >= until) return;
    if (lost()) look();
    else requestAnimationFrame(watch);
  };
  const look = () => {
    const target = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"] ${button}:not([disabled])`);
    if (target) {
      target.focus();
      requestAnimationFrame(watch);
    } else if (performance.now() < until) requestAnimationFrame(look);
    else fallback()?.focus();
  };
  requestAnimationFrame(look);
}

/** A row's 'Edytuj' (`data-row-action="edit"`): the button focus comes back to after a change made from it. */
export const ROW_EDIT_BUTTON = '[data-row-action="edit"]';

/** The tab's panel: where focus goes when no row is left to take it. */
export const tabPanel = () => document.querySelector<HTMLElement>('.tabs__panel');

/**
 * Where focus should go once the row of `id` leaves its list: the row after it, or else the one before it. Read
 * before the write, while the row is still shown; the returned function moves focus there after the write.
 */
export function focusAfterLeaving(id: string): () => void {
  const row = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`);
  const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling) as HTMLElement | null;
  const next = neighbour?.dataset.itemId;
  return () => (next ? focusRowWhenShown(next, tabPanel) : tabPanel()?.focus());
}
