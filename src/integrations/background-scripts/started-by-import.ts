/** An external module script the build wrote: `<script type="module" src="/_astro/….js"></script>`. */
const EXTERNAL_MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;

/**
 * The page with every external module script started by an inline dynamic import instead. A script element
 * keeps the document loading (no `DOMContentLoaded`, no `load`, the tab's spinner turning) until its whole
 * import graph has arrived and run; what a dynamic import fetches delays neither. The inline script is hashed
 * into the page's policy like every other (security-headers runs after this step).
 */
export function startedByImport(html: string): string {
  return html.replace(EXTERNAL_MODULE_SCRIPT, (_tag, src: string) => `<script type="module">import(${JSON.stringify(src)})</script>`);
}
