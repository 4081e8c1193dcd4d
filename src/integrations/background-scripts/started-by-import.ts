/** An external module script the build wrote: `<script type="module" src="/_astro/….js"></script>`. */
const EXTERNAL_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * The attribute of the inline script that starts a page's script after load: a page that has one downloads more
 * after it has loaded, and the page-weight measurement (scripts/lib/page-weight.ts) waits for that.
 */
export const AFTER_LOAD_STARTER = 'data-after-load';

/**
 * The page with every external module script started by an inline dynamic import, once the page has loaded,
 * instead. A script element keeps the document loading (no `DOMContentLoaded`, no `load`, the tab's spinner
 * turning) until its whole import graph has arrived and run; what a dynamic import fetches delays neither. And
 * started a second after `load` and the first paint, its downloads no longer share a slow connection with what the
 * page paints first (they had put the largest paint of the news list 0.3–0.6 s later in Lighthouse's runs). The inline script is hashed
 * into the page's policy like every other (security-headers runs after this step).
 */
export function startedByImport(html: string): string {
  return startedOnPress(html).replace(
    EXTERNAL_MODULE_SCRIPT,
    (_tag, src: string) => `<script type="module" ${AFTER_LOAD_STARTER}>${startAfterLoad(src)}</script>`,
  );
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

/** A part drawn by its script only once pressed: the element marked `data-on-press`, then its script. */
const ON_PRESS_PART =
  /(<(\w+)[^>]*\sdata-on-press[\s>][\s\S]*?<\/\2>)<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * The script of a part marked `data-on-press` (the question 'Czy ta strona była pomocna?') is imported only when
 * the visitor first presses one of its buttons: until then the page downloads nothing for it. The first pressed
 * button waits in `window.pressed` for the script, which handles every later press itself; a press
 * while the import is on its way, or after it failed (the connection dropped), imports it again.
 */
function startedOnPress(html: string): string {
  // Most pages have no such part: a look for the attribute spares them the expression's search of every tag.
  if (!html.includes('data-on-press')) return html;
  return html.replace(
    ON_PRESS_PART,
    (_part, element: string, _tag, src: string) => `${element}<script type="module">${startOnPress(src)}</script>`,
  );
}

const startOnPress = (src: string) =>
  `addEventListener("click",e=>{const b=e.target.closest?.("[data-on-press] button");b&&(self.pressed??=b,import(${JSON.stringify(src)}))})`;
