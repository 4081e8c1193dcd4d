/** An external module script the build wrote: `<script type="module" src="/_astro/….js"></script>`. */
const EXTERNAL_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * The page with every external module script started by an inline dynamic import, once the page has loaded,
 * instead. A script element keeps the document loading (no `DOMContentLoaded`, no `load`, the tab's spinner
 * turning) until its whole import graph has arrived and run; what a dynamic import fetches delays neither. And
 * started a second after `load` and the first paint, its downloads no longer share a slow connection with what the
 * page paints first (they had put the largest paint of the news list 0.3–0.6 s later in Lighthouse's runs). The inline script is hashed
 * into the page's policy like every other (security-headers runs after this step).
 */
export function startedByImport(html: string): string {
  return html.replace(
    EXTERNAL_MODULE_SCRIPT,
    (_tag, src: string) => `<script type="module">${startAfterLoad(src)}</script>`,
  );
}

/**
 * A second after the page has loaded and painted its first screen: a page can load before it paints, and its
 * largest paint can come a few frames after the first. What a watcher checks (a change since the build) can wait a
 * second; the first screen cannot. Where the browser does not report paints, a second after `load`; and a page
 * that never reports one (opened in a background tab, which paints nothing) starts a few seconds after `load`.
 */
export const PAGE_SCRIPT_START_DELAY_MS = 1000;
const UNPAINTED_START_MS = 3000;

const startAfterLoad = (src: string) =>
  [
    `let d;const s=()=>{d||(d=setTimeout(()=>import(${JSON.stringify(src)}),${PAGE_SCRIPT_START_DELAY_MS}))},f="first-contentful-paint";`,
    `const p=()=>{setTimeout(s,${UNPAINTED_START_MS});`,
    'performance.getEntriesByName(f).length||!PerformanceObserver.supportedEntryTypes.includes("paint")?s():',
    'new PerformanceObserver((l,o)=>{l.getEntriesByName(f).length&&(o.disconnect(),s())}).observe({type:"paint"})};',
    'document.readyState==="complete"?p():addEventListener("load",p,{once:true})',
  ].join('');
