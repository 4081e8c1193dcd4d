import { wakerScript } from '../../browser/hydration/waker.ts';
import { allIslandsWaitForIntent, islandTags } from './island-tags.ts';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const UNNEEDED_ATTRIBUTES = / component-export="default"| opts="[^"]*"/g;

/** Astro's inline island runtime: the custom element every island is. */
const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');
/** The inline `client:intent` directive (./directive.ts as Astro bundles it). */
const isIntentDirective = (code: string) => code.includes('"astro:intent"');

/**
 * The page without Astro's inline island runtime and intent directive (about 2 KB compressed on every page),
 * which `runtimeUrl` serves instead, and with the waker (`./waker.ts`) in their place, so that the runtime is
 * fetched, once and then cached, when a visitor first reaches for an island.
 * Only a page whose islands all wait for intent can do without the runtime before then; any other page, and a
 * page without both scripts, is returned as it is. `runtimeUrl` receives the code the file must hold: the
 * directive, then the runtime.
 */
export function withLazyRuntime(html: string, runtimeUrl: (code: string) => string): string {
  const islands = islandTags(html);
  if (islands.length === 0 || !allIslandsWaitForIntent(html)) return html;
  const scripts = [...html.matchAll(INLINE_SCRIPT)];
  const directive = scripts.find(([, code]) => isIntentDirective(code!));
  const runtime = scripts.find(([, code]) => isRuntime(code!));
  if (!directive || !runtime) return html;
  const url = runtimeUrl(`${directive[1]!.trim()}\n${runtime[1]!.trim()}\n`);
  let result = html.replace(directive[0], `<script>${wakerScript(url)}</script>`).replace(runtime[0], '');
  // What the runtime does without: the default export is what it takes anyway, and the directive has no options.
  for (const tag of islands) result = result.replace(tag, tag.replace(UNNEEDED_ATTRIBUTES, ''));
  return result;
}
