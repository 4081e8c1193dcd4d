import { isPageScript } from '../../browser/hydration/astro-output.ts';
import { attributeOf, elementsIn, hasAttribute, type HtmlElement, type Splice } from '../../util/html.ts';

/**
 * The attribute of the inline script that starts a page's script after load: a page that has one downloads more
 * after it has loaded, and the page-weight measurement (scripts/lib/page-weight.ts) waits for that.
 */
export const AFTER_LOAD_STARTER = 'data-after-load';

/**
 * The changes that start every page script Astro wrote (`<script type="module" src="/_astro/….js">`) by an inline
 * dynamic import, once the page has loaded, instead. A script element keeps the document loading (no
 * `DOMContentLoaded`, no `load`, the tab's spinner turning) until its whole import graph has arrived and run; what a
 * dynamic import fetches delays neither. And started a second after `load` and the first paint, its downloads no
 * longer share a slow connection with what the page paints first (they had put the largest paint of the news list
 * 0.3–0.6 s later in Lighthouse's runs). The inline script is hashed into the page's policy like every other
 * (security-headers runs after this step).
 */
export function pageScriptStarters(page: HtmlElement): Splice[] {
  return elementsIn(page)
    .filter(isPageScript)
    .map((script) => {
      const src = attributeOf(script, 'src')!;
      const starter = drawnOnPress(script)
        ? `<script type="module">${startOnPress(src)}</script>`
        : `<script type="module" ${AFTER_LOAD_STARTER}>${startAfterLoad(src)}</script>`;
      return { start: script.start, end: script.end, text: starter };
    });
}

/**
 * A second after the page has loaded and painted its first screen: a page can load before it paints, and its
 * largest paint can come a few frames after the first. What a watcher checks (a change since the build) can wait a
 * second; the first screen cannot. Where the browser does not report paints, a second after `load`; and a page
 * that never reports one (opened in a background tab, which paints nothing) starts a few seconds after `load`.
 */
export const PAGE_SCRIPT_START_DELAY_MS = 1000;
export const UNPAINTED_START_MS = 3000;

const startAfterLoad = (src: string) =>
  [
    `let d;const s=()=>{d||(d=setTimeout(()=>import(${JSON.stringify(src)}),${PAGE_SCRIPT_START_DELAY_MS}))},f="first-contentful-paint";`,
    `const p=()=>{setTimeout(s,${UNPAINTED_START_MS});`,
    'performance.getEntriesByName(f).length||!PerformanceObserver.supportedEntryTypes.includes("paint")?s():',
    'new PerformanceObserver((l,o)=>{l.getEntriesByName(f).length&&(o.disconnect(),s())}).observe({type:"paint"})};',
    'document.readyState==="complete"?p():addEventListener("load",p,{once:true})',
  ].join('');

/**
 * The script of a part marked `data-on-press` (the question 'Czy ta strona była pomocna?'), right after it, is
 * imported only when the visitor first presses one of its buttons: until then the page downloads nothing for it.
 * The first pressed button waits in `window.pressed` for the script, which handles every later press itself; a
 * press while the import is on its way, or after it failed (the connection dropped), imports it again.
 */
function drawnOnPress(script: HtmlElement): boolean {
  const siblings = script.parent!.children;
  const before = siblings[siblings.indexOf(script) - 1];
  return before?.kind === 'element' && hasAttribute(before, 'data-on-press');
}

const startOnPress = (src: string) =>
  `addEventListener("click",e=>{const b=e.target.closest?.("[data-on-press] button");b&&(self.pressed??=b,import(${JSON.stringify(src)}))})`;
