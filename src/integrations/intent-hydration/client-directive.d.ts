import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor points at, touches or moves focus into the island (see ./directive.ts). */
    'client:intent'?: boolean;
    /** Hydrate when the page's watcher finds the island's live list changed, or on intent (see ./live-directive.ts). */
    'client:live'?: boolean;
  }
}
