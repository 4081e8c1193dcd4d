/**
 * How a page's own script asks a `client:live` island to hydrate (see `./live-directive.ts`): an event on the
 * island element. Kept apart from the directive, which the build inlines, so that page scripts can import the
 * name without the directive's code.
 */
export const HYDRATION_REQUEST = 'live:hydrate';

export function requestHydration(island: Element): void {
  island.dispatchEvent(new Event(HYDRATION_REQUEST));
}
