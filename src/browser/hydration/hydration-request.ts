/**
 * How a page's own script asks a `client:intent` island to hydrate now, before any sign of intent (see
 * `./directive.ts`): an event on the island element. Kept apart from the directive, which the build inlines
 * into the pages, so that page scripts import the name without the directive's code.
 */
export const HYDRATION_REQUEST = 'intent:hydrate';

export function requestHydration(island: Element): void {
  island.dispatchEvent(new Event(HYDRATION_REQUEST));
}
