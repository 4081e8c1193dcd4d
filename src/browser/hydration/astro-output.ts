/**
 * What the site relies on in the shape of Astro's output, in one place: how it writes an island, its inline
 * runtime and directives, its inline styles and page scripts, and where it puts its bundles. The build steps
 * (src/integrations/) and the inline scripts (`./waker.ts`, `../preferences.ts`, `./restore-props.ts`) read Astro's
 * pages only through these names, so an Astro upgrade that changes them fails in one place: the contract test
 * against a real build (tests/content/editor-changes-build.test.ts, 'what Astro writes') names what changed.
 * Constants written out and pure functions only, so that the browser's bundles take the few they use and nothing
 * else.
 */
import type { HtmlElement } from '../../util/html.ts';

/** The element Astro wraps every island in (`<astro-island>`). */
export const ISLAND = 'astro-island';

/** How an island hydrates: `client:intent` is "intent", `client:load` "load". */
const HYDRATION = 'client';
/** The chunks of the island's component and of its framework's renderer. */
const ENTRIES = ['component-url', 'renderer-url'];
/** The island's props: a JSON object of Astro's serialized values, one per prop. */
export const ISLAND_PROPS = 'props';

/** An island that hydrates on intent, as a CSS selector for the inline scripts. */
export const INTENT_ISLAND_SELECTOR = 'astro-island[client=intent]';

/** An island the runtime has not hydrated yet: the runtime takes `ssr` away when it hydrates one. */
export const UNHYDRATED_ISLAND_SELECTOR = 'astro-island[ssr]';

/** Where Astro writes the bundles and where the build steps add their files (`build.assets`). */
export const ASSETS = '/_astro/';

const attribute = (element: HtmlElement, name: string) =>
  element.attributes.find((candidate) => candidate.name === name)?.value;

export const isIsland = (element: HtmlElement): boolean => element.name === ISLAND;

/** How the island hydrates: "intent", "load"… */
export const hydrationOf = (island: HtmlElement): string | undefined => attribute(island, HYDRATION);

/** The chunks the island's first render starts from: its component's and its renderer's. */
export function islandEntries(island: HtmlElement): string[] {
  return ENTRIES.map((name) => attribute(island, name)).filter((url): url is string => Boolean(url));
}

/**
 * What the runtime does without on a page whose islands all wait for intent: the component's export when it is the
 * default one, and the directive's options.
 */
export function isUnneededAttribute(name: string, value: string): boolean {
  return (name === 'component-export' && value === 'default') || name === 'opts';
}

/** Astro's inline island runtime: the custom element every island is. */
export const isIslandRuntime = (code: string): boolean => code.includes(`customElements.define("${ISLAND}"`);

/** A client directive as Astro inlines it: it announces itself with the event `astro:<name>`. */
export const isInlineDirective = (code: string, name: string): boolean => code.includes(`"astro:${name}"`);

/** Astro's own rule for the island wrappers, which it inlines in a `<style>` of its own. */
export const isIslandWrapperRule = (css: string): boolean => css.startsWith(`${ISLAND},`);

/** A processed page script: `<script type="module" src="/_astro/….js"></script>`, nothing inside. */
export function isPageScript(element: HtmlElement): boolean {
  const src = attribute(element, 'src');
  return (
    element.name === 'script' &&
    attribute(element, 'type') === 'module' &&
    src !== undefined &&
    src.startsWith(ASSETS) &&
    src.endsWith('.js') &&
    element.children.length === 0
  );
}

/**
 * The name of a page script's chunk: Astro names the module of a component's `<script>` after the component and
 * the script's place ('PageFeedback.astro_astro_type_script_index_0_lang'); the site keeps the component's name.
 */
export function pageScriptChunkName(name: string): string {
  return name.replace(/\.astro_astro_type_script_index_\d+_lang$/, '').replace(/[^\w.-]/g, '_');
}

/**
 * An island's prop as Astro serializes it: `[0, value]` for a plain value or an object (its properties serialized
 * alike), `[1, items]` for an array. The rows a live list shows are of these kinds alone.
 */
export type SerializedProp = [0 | 1, unknown];

export function serializedProp(value: unknown): SerializedProp {
  if (Array.isArray(value)) return [1, value.map(serializedProp)];
  if (value !== null && typeof value === 'object') {
    return [0, Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serializedProp(item)]))];
  }
  return [0, value];
}

export function propValue([kind, value]: SerializedProp): unknown {
  if (kind === 1) return (value as SerializedProp[]).map(propValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, SerializedProp>).map(([key, item]) => [key, propValue(item)]),
    );
  }
  return value;
}
