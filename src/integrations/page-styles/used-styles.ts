import {
  attributesAskedIn,
  markupOf,
  usedRules,
  variablesReferencedIn,
  withoutUnusedProperties,
  type ScriptAdditions,
} from './used-rules.ts';
import { WHOLE_STYLESHEET_ATTRIBUTE } from '../../browser/hydration/whole-stylesheet.ts';
import { isIslandWrapperRule } from '../../browser/hydration/astro-output.ts';
import { elementsIn, innerSource, type HtmlElement, type Splice } from '../../util/html.ts';
import { allIslandsWaitForIntent } from '../intent-hydration/island-tags.ts';

/**
 * The changes that cut the page's inline styles to the rules its own markup uses and the custom properties those refer to
 * (`./used-rules.ts`), and the address of the whole stylesheet (`stylesheetUrl` receives the CSS it must hold) on
 * the first of them, for the islands to load before they render (`./whole-stylesheet.ts`). This keeps an
 * information page's HTML inside the first round trip while its first screen is styled by the HTML alone.
 * Only a page whose markup changes through islands alone qualifies: its islands all wait for intent (the
 * directive loads the whole sheet first). Any other page is left as it is. The site's page scripts render
 * nothing: the live lists' watchers (src/api/list-watch.ts) ask an island to hydrate, which loads the sheet
 * first; a page script that drew markup of its own would need the whole sheet. `added` is what the page's inline
 * scripts set. A style inside `<noscript>` applies only without JavaScript, when no island renders: it stays whole.
 */
export function usedStyles(
  html: string,
  page: HtmlElement,
  stylesheetUrl: (css: string) => string,
  added: ScriptAdditions,
): Splice[] {
  if (!allIslandsWaitForIntent(page)) return [];
  const allStyles = elementsIn(page).filter((element) => element.name === 'style');
  const css = (style: HtmlElement) => innerSource(html, style);
  // Astro's own rule for island wrappers, which is not the site's: kept whole, and moved into the page's styles.
  const islandWrappers = allStyles.find((style) => isIslandWrapperRule(css(style)));
  const styles = allStyles.filter((style) => style.parent?.name !== 'noscript' && style !== islandWrappers);
  if (styles.length === 0) return [];
  const url = stylesheetUrl(styles.map(css).join('\n'));
  // A custom property may be declared in one inline stylesheet and used in another, or in a `style` attribute.
  const inMarkup = variablesReferencedIn(
    ...allStyles.map((style, index) => html.slice(allStyles[index - 1]?.end ?? 0, style.start)),
    html.slice(allStyles[allStyles.length - 1]!.end),
  );
  const inStyles = styles.map((style) => variablesReferencedIn(css(style)));
  const markup = markupOf(page, new Set(styles.flatMap((style) => [...attributesAskedIn(css(style))])));
  const splices = styles.map((style, index) => {
    const attribute = index === 0 ? ` ${WHOLE_STYLESHEET_ATTRIBUTE}="${url}"` : '';
    const elsewhere = new Set([
      ...inMarkup,
      ...inStyles.filter((_, other) => other !== index).flatMap((names) => [...names]),
    ]);
    const used = withoutUnusedProperties(usedRules(css(style), markup, added), elsewhere);
    const wrappers = index === 0 && islandWrappers ? css(islandWrappers) : '';
    return { start: style.start, end: style.end, text: `<style${attribute}>${wrappers}${used}</style>` };
  });
  // One inline stylesheet fewer, so one hash fewer in the page's policy.
  if (islandWrappers) splices.push({ start: islandWrappers.start, end: islandWrappers.end, text: '' });
  return splices;
}
