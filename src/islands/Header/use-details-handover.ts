import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from '../shared/use-hydrated.ts';

/** What the visitor did with the server-rendered `<details>` before the island hydrated. */
interface Snapshot {
  /** Which of them focus was in, as a way to find its counterpart after the swap. */
  focus: ((root: HTMLElement) => HTMLElement | null) | null;
  /** What was typed into named fields (the search box in the menu), by name. */
  typed: [string, string][];
  /** Positions of the open `<details>` that are not disclosures themselves (the accordions inside them). */
  openInner: number[];
}

const DISCLOSURE = 'data-disclosure';

function takeSnapshot(root: HTMLElement, onOpen: (key: string) => void): Snapshot {
  for (const details of root.querySelectorAll<HTMLDetailsElement>(`details[${DISCLOSURE}]`)) {
    if (details.open) onOpen(details.getAttribute(DISCLOSURE)!);
  }
  const inner = [...root.querySelectorAll<HTMLDetailsElement>(`details:not([${DISCLOSURE}])`)];
  const active = document.activeElement;
  let focus: Snapshot['focus'] = null;
  if (active instanceof HTMLElement && root.contains(active)) {
    const disclosure = active.matches('summary') ? active.parentElement?.getAttribute(DISCLOSURE) : null;
    const href = active.getAttribute('href');
    const innerIndex = active.matches('summary') ? inner.indexOf(active.parentElement as HTMLDetailsElement) : -1;
    if (disclosure) focus = (r) => r.querySelector(`button[${DISCLOSURE}="${disclosure}"]`);
    else if (innerIndex >= 0)
      focus = (r) => r.querySelectorAll('details')[innerIndex]?.querySelector('summary') ?? null;
    else if (href) focus = (r) => r.querySelector(`a[href="${CSS.escape(href)}"]`);
  }
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((input) => input.value)
    .map((input): [string, string] => [input.name, input.value]);
  if (active instanceof HTMLInputElement && active.name && root.contains(active)) {
    focus = (r) => r.querySelector(`input[name="${CSS.escape(active.name)}"]`);
  }
  return { focus, typed, openInner: inner.flatMap((details, index) => (details.open ? [index] : [])) };
}

/** Puts text into a field the way typing does, so that React's onChange sees it. */
function retype(input: HTMLInputElement | null, value: string): void {
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Disclosures render as `<details>` until the island hydrates, so they work before and without JavaScript,
 * and as a button with `aria-expanded` afterwards. React replaces the one with the other; this hands over
 * what the visitor did in between, so the swap goes unnoticed: `onOpen` is told which disclosure was open,
 * the accordions inside it stay open, what was typed into a field is typed again, and focus moves to the
 * counterpart of the element that had it.
 * A `<details>` and its button carry the same `data-disclosure` key. Returns whether the swap has happened.
 */
export function useDetailsHandover(root: RefObject<HTMLElement | null>, onOpen: (key: string) => void): boolean {
  const enhanced = useHydrated();
  const snapshot = useRef<Snapshot | null>(null);

  // Layout effects run after the hydrating commit and before the enhanced render, then again before paint.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    if (!enhanced) {
      snapshot.current = takeSnapshot(element, onOpen);
      return;
    }
    const taken = snapshot.current;
    snapshot.current = null;
    if (!taken) return;
    const inner = element.querySelectorAll<HTMLDetailsElement>(`details:not([${DISCLOSURE}])`);
    for (const index of taken.openInner) if (inner[index]) inner[index].open = true;
    for (const [name, value] of taken.typed)
      retype(element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`), value);
    taken.focus?.(element)?.focus();
    // onOpen is a state setter from the caller; the hand-over happens once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced]);

  return enhanced;
}
