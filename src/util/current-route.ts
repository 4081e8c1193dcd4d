/**
 * The route of the page being rendered, as the site links it: pages are built as files (zasilek-staly.html,
 * aktualnosci/index.html) but linked without the suffix, and the home page is `/`.
 */
export function currentRoute(url: URL): string {
  return url.pathname.replace(/(\/index)?\.html$/, '') || '/';
}

/** The language of the page being rendered: Ukrainian under /uk/, Polish elsewhere. */
export function pageLang(url: URL): 'pl' | 'uk' {
  return currentRoute(url).startsWith('/uk/') ? 'uk' : 'pl';
}

/**
 * The `lang` of a Polish phrase the site adds to a page (a link's "opens in a new tab"): said only on a page in
 * another language, as a Polish page is Polish throughout.
 */
export function polishPhraseLang(url: URL): 'pl' | undefined {
  return pageLang(url) === 'pl' ? undefined : 'pl';
}
