import type { PageStep } from './built-pages.ts';
import { intentHydrationPages } from './intent-hydration/index.ts';
import backgroundScripts from './background-scripts/index.ts';
import pageStyles from './page-styles/index.ts';
import blockWhitespace from './block-whitespace/index.ts';
import { searchIndexPages } from './search-index/index.ts';
import plainTextCopy from './plain-text-copy/index.ts';
import securityHeadersFile from './security-headers/index.ts';
import { SOCIAL_EMBED_ORIGIN } from '../domain/centre/social-embed.ts';

export interface PageStepsOptions {
  /** The public address (`site` in astro.config.mjs). */
  site: string;
  /** The backend the pages talk to, for the security policy. */
  backendUrl: string;
}

/**
 * The steps every built page goes through, in this order (`builtPagesPass`, in a thread of its own, which makes
 * them from this module).
 */
export function pageSteps({ site, backendUrl }: PageStepsOptions): PageStep[] {
  return [
    // Island chunk lists, the island runtime and repeated props moved to cached files.
    intentHydrationPages(),
    // Page scripts (the live lists' watchers) start by a dynamic import, so they never hold up the page's load.
    backgroundScripts(),
    // Inline only the style rules each page's markup uses; the whole stylesheet is a cached file for the islands.
    pageStyles(),
    // Without the line breaks MDX leaves between an article's blocks, which are never drawn.
    blockWhitespace(),
    // The site's own search index, from the pages as they are served.
    searchIndexPages(),
    // The easy-to-read text also as a machine-readable text file (accessibility act, art. 6 pkt 3 lit. c).
    plainTextCopy([{ page: 'tekst-latwy-do-czytania.html', file: 'documents/informacje-o-osrodku.txt' }], site),
    // Last: it hashes the inline scripts and styles as the other steps left them.
    securityHeadersFile({ backendUrl, frameOrigin: SOCIAL_EMBED_ORIGIN }),
  ];
}
