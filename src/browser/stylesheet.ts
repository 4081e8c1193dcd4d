const loading = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the page and resolves once it has loaded (or failed: unstyled beats never opening),
 * for the styles of a part that is downloaded only when the visitor asks for it.
 */
export function loadStylesheet(href: string): Promise<void> {
  let done = loading.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    loading.set(href, done);
  }
  return done;
}
