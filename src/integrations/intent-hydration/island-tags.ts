/** The opening tags of a built page's islands, as Astro writes them. */
const ISLAND = /<astro-island\b[^>]*>/g;

/** The opening tag of a `client:intent` island. */
export const INTENT_ISLAND = /<astro-island\b[^>]*\bclient="intent"[^>]*>/g;

/** The opening tag of a `client:load` island. */
export const LOAD_ISLAND = /<astro-island\b[^>]*\bclient="load"[^>]*>/g;

export function islandTags(html: string): string[] {
  return [...html.matchAll(ISLAND)].map(([tag]) => tag);
}

/**
 * Whether every island of the page waits for intent (true for a page without islands): then nothing hydrates
 * before the directive runs, which fetches what the build moved out of the page first.
 */
export function allIslandsWaitForIntent(html: string): boolean {
  return islandTags(html).every((tag) => tag.includes('client="intent"'));
}
