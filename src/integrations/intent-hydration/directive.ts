import type { ClientDirective } from 'astro';
import { hydrateOnIntent } from './intent.ts';

/**
 * `client:intent` — hydrates an island on the first sign of intent instead of at load, so a page nobody
 * interacts with downloads no framework code. See `./intent.ts` for what counts as intent and how a press
 * made before hydration is kept.
 */
const intent: ClientDirective = (load, _options, island) => {
  hydrateOnIntent(load, island);
};

export default intent;
