import type { ClientDirective } from 'astro';
import { hydrateOnIntent } from './intent.ts';
import { HYDRATION_REQUEST } from './hydration-request.ts';

/**
 * `client:live` — for an island whose server-rendered list follows the database: it hydrates when the page's
 * watcher script asks (the list has something to show that the HTML does not, see src/lib/list-watch.ts), or on
 * the first sign of intent, as `client:intent` does. Until then a page that only shows the list downloads no
 * framework code.
 *
 * Astro runs a directive as soon as its island's markup is parsed; the watcher is a module script, which runs
 * after parsing and asks only after an answer from the network, so the request cannot come before the listener.
 */
const live: ClientDirective = (load, _options, island) => {
  const hydrateNow = hydrateOnIntent(load, island);
  island.addEventListener(HYDRATION_REQUEST, () => void hydrateNow(), { once: true });
};

export default live;
