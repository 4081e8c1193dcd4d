/**
 * What a visitor does on a `client:intent` island before the island runtime has arrived. A page whose islands
 * all wait for intent carries no runtime: the waker (`./waker.ts`, inline) notes each intent event, press and
 * hydration request on an island, and starts downloading the runtime; when the directive runs for an island it
 * claims what was noted there, and from then on listens itself. Shared by the waker's source and the directive.
 */

/** Signs that the visitor is about to use an island: pointer over it, finger or button down, focus into it. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The global the waker leaves its notes in. */
export const EARLY_INTENT_GLOBAL = '__earlyIntent';

export interface EarlyIntent {
  /** Events on islands in the order they happened: intent, presses (`click`) and hydration requests. */
  events: Event[];
  /** Islands whose directive listens itself now; the waker no longer notes their events. */
  claimed: WeakSet<Element>;
}

/** The events noted on `island` before its directive ran (none on a page with the runtime inline). */
export function claimEarlyEvents(island: HTMLElement): Event[] {
  const early = (globalThis as Record<string, unknown>)[EARLY_INTENT_GLOBAL] as EarlyIntent | undefined;
  if (!early) return [];
  early.claimed.add(island);
  return early.events.filter((event) => event.target instanceof Node && island.contains(event.target));
}
