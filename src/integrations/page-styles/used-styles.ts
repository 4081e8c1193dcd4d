import { markupOf, usedRules, withoutUnusedProperties, type ScriptAdditions } from './used-rules.ts';
import { WHOLE_STYLESHEET_ATTRIBUTE } from '../../browser/hydration/whole-stylesheet.ts';
import { allIslandsWaitForIntent } from '../intent-hydration/island-tags.ts';

/** A `<style>` element the build inlined, and whether it sits in `<noscript>`. */
const STYLE = /(<noscript>)?<style>([\s\S]*?)<\/style>/g;
/** Astro's own rule for island wrappers, which is not the site's: kept whole, and moved into the page's styles. */
const ISLAND_WRAPPERS = /<style>(astro-island,[^<]*)<\/style>/;

/**
 * The page with inline styles cut to the rules its own markup uses and the custom properties those refer to
 * (`./used-rules.ts`), and the address of the whole stylesheet (`stylesheetUrl` receives the CSS it must hold) on
 * the first of them, for the islands to load before they render (`./whole-stylesheet.ts`). This keeps an
 * information page's HTML inside the first round trip while its first screen is styled by the HTML alone.
 * Only a page whose markup changes through islands alone qualifies: its islands all wait for intent (the
 * directive loads the whole sheet first). Any other page is returned as it is. The site's page scripts render
 * nothing: the live lists' watchers (src/api/list-watch.ts) ask an island to hydrate, which loads the sheet
 * first; a page script that drew markup of its own would need the whole sheet. `added` is what the page's inline
 * scripts set.
 */
export function withUsedStyles(html: string, stylesheetUrl: (css: string) => string, added: ScriptAdditions): string {
  if (!allIslandsWaitForIntent(html)) return html;
  const islandWrappers = html.match(ISLAND_WRAPPERS);
  const styles = [...html.matchAll(STYLE)].filter(
    ([element, noscript]) => !noscript && element !== islandWrappers?.[0],
  );
  if (styles.length === 0) return html;
  const url = stylesheetUrl(styles.map(([, , css]) => css).join('\n'));
  const markupText = html.replace(STYLE, '');
  const markup = markupOf(markupText);
  // One inline stylesheet fewer, so one hash fewer in the page's policy.
  let result = islandWrappers ? html.replace(islandWrappers[0], '') : html;
  styles.forEach(([element, , css], index) => {
    const attribute = index === 0 ? ` ${WHOLE_STYLESHEET_ATTRIBUTE}="${url}"` : '';
    // A custom property may be declared in one inline stylesheet and used in another.
    const elsewhere =
      markupText +
      styles
        .filter((_, other) => other !== index)
        .map(([, , otherCss]) => otherCss)
        .join('');
    const used = withoutUnusedProperties(usedRules(css!, markup, added), elsewhere);
    const wrappers = index === 0 && islandWrappers ? islandWrappers[1] : '';
    result = result.replace(element, `<style${attribute}>${wrappers}${used}</style>`);
  });
  return result;
}
