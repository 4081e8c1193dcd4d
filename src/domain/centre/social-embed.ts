/**
 * The social network's page timeline, as an embedded frame of its own (no third-party script runs in the
 * site's pages, so the Content-Security-Policy allows one frame host and no foreign script).
 */
export const SOCIAL_EMBED_ORIGIN = 'https://www.facebook.com';

/** A 500 × 600 timeline of `pageUrl`, in Polish. */
export const SOCIAL_EMBED_SIZE = { width: 500, height: 600 } as const;

export function socialEmbedUrl(pageUrl: string): string {
  const url = new URL('/plugins/page.php', SOCIAL_EMBED_ORIGIN);
  url.search = new URLSearchParams({
    href: pageUrl,
    tabs: 'timeline',
    width: String(SOCIAL_EMBED_SIZE.width),
    height: String(SOCIAL_EMBED_SIZE.height),
    small_header: 'false',
    adapt_container_width: 'true',
    hide_cover: 'false',
    show_facepile: 'false',
    locale: 'pl_PL',
  }).toString();
  return url.href;
}
