/**
 * The route of the page being rendered, as the site links it: pages are built as files (zasilek-staly.html,
 * aktualnosci/index.html) but linked without the suffix, and the home page is `/`.
 */
export function currentRoute(url: URL): string {
  return url.pathname.replace(/(\/index)?\.html$/, '') || '/';
}

/** The languages the site's pages are written in. */
export type Lang = 'pl' | 'uk';

/** The language of the page at a route: Ukrainian under /uk/, Polish elsewhere. */
export function langOfRoute(route: string): Lang {
  return route.startsWith('/uk/') ? 'uk' : 'pl';
}

/** The language of the page being rendered: Ukrainian under /uk/, Polish elsewhere. */
export function pageLang(url: URL): Lang {
  return langOfRoute(currentRoute(url));
}

/**
 * The `lang` of a Polish phrase the site adds to a page (a page's Polish title in a menu): said only on a page in
 * another language, as a Polish page is Polish throughout.
 */
export function polishPhraseLang(url: URL): 'pl' | undefined {
  return pageLang(url) === 'pl' ? undefined : 'pl';
}
