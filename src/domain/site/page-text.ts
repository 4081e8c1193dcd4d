/** A content page as the checks of the registries read it (benefits, journeys). */
export interface PageText {
  route: string;
  /** Its MDX text. */
  body: string;
  /** The file it comes from: shared under content/pages/, or the centre's own under centres/<id>/pages/. */
  file?: string;
}

/**
 * The file a check's message names for a route: the page's own file, or, for a page that does not exist, where a
 * shared page of that address would be.
 */
export function pageFileNamer(pages: readonly PageText[]): (route: string) => string {
  const files = new Map(pages.map((page) => [page.route, page.file]));
  return (route) => files.get(route) ?? `content/pages${route}.mdx`;
}
