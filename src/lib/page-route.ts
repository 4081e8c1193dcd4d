/**
 * A page's route must be its file name, so an editor finds the file behind any address at a glance
 * and two files can never claim the same address. Returns the editor-facing message, or nothing when it matches.
 */
export function routeMismatch(pageId: string, route: string): string | undefined {
  if (route === `/${pageId}`) return undefined;
  return `content/pages/${pageId}.mdx: pole "route" (${route}) musi być równe nazwie pliku (/${pageId})`;
}
