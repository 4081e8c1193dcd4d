import type { ClientDirective } from 'astro';
import { HYDRATION_REQUEST } from './hydration-request.ts';
import { claimEarlyEvents, INTENT_EVENTS } from './early-intent.ts';
import { loadWholeStylesheet } from './whole-stylesheet.ts';
import { restoreSharedProps } from './restore-props.ts';

/**
 * `client:intent` — hydrates an island on the first sign of intent instead of at load, so a page nobody
 * interacts with downloads no framework code; or when a script of the page asks for it (`requestHydration`), as
 * the watcher of a live list does when the list has something to show that the HTML does not
 * (src/api/list-watch.ts). Astro runs a directive as soon as its island's markup is parsed, and page scripts are
 * modules, which run after parsing, so a request never comes before the directive listens.
 *
 * The server-rendered markup must be usable on its own until then. A button pressed before the code has
 * arrived is pressed again once the island is live, so the first press is never lost; a handler that has
 * already dealt with a click before hydration marks it with `preventDefault()` and it is not repeated.
 * A button that is disabled at that moment (briefly, while something it needs loads) is pressed as soon as it is
 * enabled again; one that stays disabled shows the refusal itself, as a text-size button at its end does.
 * Links and `<summary>` need nothing: the browser handles them.
 *
 * The island's chunks are fetched in one round trip: Astro's build step adds their full import graph to the
 * island as `data-chunks` (see `./index.ts`), and they are preloaded together the moment intent is shown.
 *
 * On most pages this directive and the island runtime are not in the HTML but fetched at the first intent
 * (`./lazy-runtime.ts`); what the visitor did before they arrived is claimed from the waker and acted on here.
 * Before hydrating, the island gets back what the build moved out of the page: props that many pages share
 * (`./restore-props.ts`) and the style rules its HTML does not use (`../page-styles/`).
 */
const intent: ClientDirective = (load, _options, island) => {
  const pressedBeforeHydration: HTMLButtonElement[] = [];

  const rememberPress = (event: Event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && island.contains(button)) pressedBeforeHydration.push(button);
  };

  const listen = () => {
    for (const type of INTENT_EVENTS) island.addEventListener(type, hydrateNow, { passive: true });
    island.addEventListener(HYDRATION_REQUEST, hydrateNow);
  };

  const hydrateNow = async () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrateNow);
    island.removeEventListener(HYDRATION_REQUEST, hydrateNow);
    preloadChunks(island.dataset.chunks);
    try {
      // The page's inline styles may hold only what its HTML uses, and props many pages share are a file.
      await Promise.all([restoreSharedProps(island), loadWholeStylesheet()]);
    } catch {
      // Offline, say: the server-rendered island stays usable, and the next sign of intent tries again.
      listen();
      return;
    }
    const hydrate = await load();
    await hydrate();
    island.removeEventListener('click', rememberPress);
    for (const button of pressedBeforeHydration.splice(0)) pressWhenAvailable(button);
  };

  const early = claimEarlyEvents(island);
  for (const event of early) if (event.type === 'click') rememberPress(event);

  island.addEventListener('click', rememberPress);
  listen();
  if (early.some((event) => event.type !== 'click')) void hydrateNow();
};

/** How long a press made before hydration waits for its button to be enabled again. */
const PRESS_WAIT_MS = 10_000;

function pressWhenAvailable(button: HTMLButtonElement): void {
  if (!button.isConnected) return;
  if (!button.disabled) {
    button.click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!button.isConnected || button.disabled) return;
    stop();
    button.click();
  });
  const timer = setTimeout(() => stop(), PRESS_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
}

function preloadChunks(list: string | undefined): void {
  for (const href of list?.split(' ') ?? []) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export default intent;
