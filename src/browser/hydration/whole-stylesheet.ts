import { loadStylesheet } from '../stylesheet.ts';

/**
 * Set on the first inline `<style>` of a page whose inline styles hold only the rules its markup uses
 * (`./index.ts`): the address of the page's whole stylesheet, which an island needs before it renders.
 */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-stylesheet';

/** Loads the page's whole stylesheet, if its inline styles are not whole; resolves once it applies. */
export function loadWholeStylesheet(): Promise<void> {
  const href = document.querySelector(`style[${WHOLE_STYLESHEET_ATTRIBUTE}]`)?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
  return href ? loadStylesheet(href) : Promise.resolve();
}
