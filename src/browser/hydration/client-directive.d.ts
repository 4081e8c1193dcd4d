import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor points at, touches or moves focus into the island (see ./directive.ts). */
    'client:intent'?: boolean;
  }
}
