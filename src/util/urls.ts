/**
 * Checks for addresses that come from people (the administrator's forms, the database): only http and https
 * may become a link or an image, so `javascript:`, `data:` and the like never reach the page.
 */
export function parseHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The address itself when it is http(s), else null: use before rendering `src` or `href`. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return parseHttpUrl(value)?.href ?? null;
}

/**
 * The value itself when it is a path of this site ('/zasilek-staly'), else null: one leading '/', never '//' (a
 * protocol-relative address to another host) nor a backslash (which browsers read as '/'), no scheme.
 */
export function sitePath(value: string | null | undefined): string | null {
  return value && /^\/(?![/\\])[^\\\s]*$/.test(value) ? value : null;
}
