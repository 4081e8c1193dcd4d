import { wakerScript } from '../../browser/hydration/waker.ts';
import { isInlineDirective, isIslandRuntime, isUnneededAttribute } from '../../browser/hydration/astro-output.ts';
import { attributeRemoved, elementsIn, innerSource, type HtmlElement, type Splice } from '../../util/html.ts';
import { allIslandsWaitForIntent, islandsIn } from './island-tags.ts';

/**
 * The changes that take Astro's inline island runtime and intent directive (about 2 KB compressed on every page)
 * out of the page, which `runtimeUrl` serves instead, and put the waker (`./waker.ts`) in their place, so that the
 * runtime is fetched, once and then cached, when a visitor first reaches for an island.
 * Only a page whose islands all wait for intent can do without the runtime before then; any other page, and a
 * page without both scripts, is left as it is. `runtimeUrl` receives the code the file must hold: the directive,
 * then the runtime.
 */
export function lazyRuntime(html: string, page: HtmlElement, runtimeUrl: (code: string) => string): Splice[] {
  const islands = islandsIn(page);
  if (islands.length === 0 || !allIslandsWaitForIntent(page)) return [];
  const scripts = elementsIn(page).filter((element) => element.name === 'script' && !element.attributes.length);
  const directive = scripts.find((script) => isInlineDirective(innerSource(html, script), 'intent'));
  const runtime = scripts.find((script) => isIslandRuntime(innerSource(html, script)));
  if (!directive || !runtime) return [];
  const code = (script: HtmlElement) => innerSource(html, script).trim();
  const url = runtimeUrl(`${code(directive)}\n${code(runtime)}\n`);
  return [
    { start: directive.start, end: directive.end, text: `<script>${wakerScript(url)}</script>` },
    { start: runtime.start, end: runtime.end, text: '' },
    ...islands.flatMap((island) =>
      island.attributes
        .filter(({ name, value }) => isUnneededAttribute(name, value))
        .map((attribute) => attributeRemoved(html, attribute)),
    ),
  ];
}
