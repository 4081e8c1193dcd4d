/**
 * The route of the page being rendered, as the site links it: pages are built as files (zasilek-staly.html,
 * aktualnosci/index.html) but linked without the suffix, and the home page is `/`.
 */
export function currentRoute(url: URL): string {
  return url.pathname.replace(/(\/index)?\.html$/, '') || '/';
}
