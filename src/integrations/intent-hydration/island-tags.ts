import { hydrationOf, isIsland } from '../../browser/hydration/astro-output.ts';
import { elementsIn, type HtmlElement } from '../../util/html.ts';

/** The islands of a built page, in the order of its source. */
export function islandsIn(page: HtmlElement): HtmlElement[] {
  return elementsIn(page).filter(isIsland);
}

/**
 * Whether every island of the page waits for intent (true for a page without islands): then nothing hydrates
 * before the directive runs, which fetches what the build moved out of the page first.
 */
export function allIslandsWaitForIntent(page: HtmlElement): boolean {
  return islandsIn(page).every((island) => hydrationOf(island) === 'intent');
}
