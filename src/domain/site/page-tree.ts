/**
 * The site's map, built from the pages themselves: each page names its `parent` (another page's route or a menu
 * group) and its `order` among its siblings. Menus, the cards on index pages and the home page's lists all come
 * from this one tree, so a new page needs one file and nothing else. Pure: the pages come in as plain data.
 */

/** What the tree needs of a page's frontmatter. */
export interface PageInput {
  /** Where the page's file is, for editors' error messages, e.g. "content/pages/zasilek-staly.mdx". */
  file: string;
  route: string;
  title: string;
  description: string;
  parent?: string;
  order?: number;
  menuTitle?: string;
  cardText?: string;
  indexCard?: boolean;
  homeCard?: number;
  homeLink?: number;
}

export interface GroupInput {
  id: string;
  title: string;
}

export interface NavEntry {
  /** Stable identifier, also used for element ids. */
  id: string;
  /** Short label shown in menus and as a card heading. */
  title: string;
  /** One sentence for cards. */
  description: string;
  /** Root-relative route. */
  link: string;
  children?: NavEntry[];
}

export interface NavGroup {
  id: string;
  title: string;
  entries: NavEntry[];
}

export interface SiteTree {
  /** The menu groups, in order, with their pages nested as they are. */
  groups: NavGroup[];
  /** The cards an index page shows: its children, except those that ask not to be a card. */
  cardsOf(route: string): NavEntry[];
  /** The page's entry, or an error naming the route (a mistyped link fails the build). */
  entryFor(route: string): NavEntry;
  /** The home page's social-assistance cards and its list of assistance forms, in their own order. */
  homeCards: NavEntry[];
  homeLinks: NavEntry[];
}

/** A frontmatter mistake found only when all pages are known; the message names the file and the field. */
export class PageTreeError extends Error {}

const bySiblingOrder = (a: PageInput, b: PageInput) =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || a.title.localeCompare(b.title, 'pl');

export function buildSiteTree(pages: PageInput[], groups: GroupInput[]): SiteTree {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const groupIds = new Set(groups.map((group) => group.id));

  for (const page of pages) {
    if (page.parent === undefined) continue;
    if (!byRoute.has(page.parent) && !groupIds.has(page.parent)) {
      throw new PageTreeError(
        `${page.file}: pole "parent": nie ma strony "${page.parent}" ani grupy menu o tej nazwie. ` +
          `Wpisz ścieżkę strony nadrzędnej (np. /pomoc-spoleczna) albo jedną z grup: ${[...groupIds].join(', ')}.`,
      );
    }
    // Following the parents upwards must reach a group or a page without a parent, not come back here.
    const seen = new Set([page.route]);
    for (let up = byRoute.get(page.parent); up?.parent !== undefined; up = byRoute.get(up.parent)) {
      if (seen.has(up.route)) {
        throw new PageTreeError(
          `${page.file}: pole "parent": strony wskazują na siebie nawzajem w kółko (${[...seen].join(' → ')}).`,
        );
      }
      seen.add(up.route);
    }
  }

  const childrenOf = (parent: string) => pages.filter((page) => page.parent === parent).sort(bySiblingOrder);
  const toEntry = (page: PageInput): NavEntry => {
    const children = childrenOf(page.route).map(toEntry);
    return {
      id: page.route.slice(1).replaceAll('/', '-'),
      title: page.menuTitle ?? page.title,
      description: page.cardText ?? page.description,
      link: page.route,
      ...(children.length ? { children } : {}),
    };
  };
  const entryFor = (route: string): NavEntry => {
    const page = byRoute.get(route);
    if (!page) throw new PageTreeError(`Nie ma strony o ścieżce ${route} (content/pages${route}.mdx)`);
    return toEntry(page);
  };
  const listed = (field: 'homeCard' | 'homeLink') =>
    pages
      .filter((page) => page[field] !== undefined)
      .sort((a, b) => a[field]! - b[field]!)
      .map(toEntry);

  return {
    groups: groups.map((group) => ({ ...group, entries: childrenOf(group.id).map(toEntry) })),
    cardsOf: (route) =>
      childrenOf(route)
        .filter((page) => page.indexCard !== false)
        .map(toEntry),
    entryFor,
    homeCards: listed('homeCard'),
    homeLinks: listed('homeLink'),
  };
}

/** What the header's menus need of an entry: no card texts, which would only weigh down every page. */
export interface MenuEntry {
  id: string;
  title: string;
  link: string;
  children?: MenuEntry[];
}

export type Menu = { id: string; title: string; entries: MenuEntry[] }[];

function menuEntry({ id, title, link, children }: NavEntry): MenuEntry {
  return { id, title, link, ...(children ? { children: children.map(menuEntry) } : {}) };
}

export function toMenu(groups: NavGroup[]): Menu {
  return groups.map(({ id, title, entries }) => ({ id, title, entries: entries.map(menuEntry) }));
}
