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
  /** The title the Ukrainian pages' menus give a Polish page. */
  menuTitleUk?: string;
  cardText?: string;
  indexCard?: boolean;
  homeCard?: number;
  homeLink?: number;
  /** A page in Ukrainian (content/pages/uk/) is in no Polish menu; one with `translationOf` stands in for its original in the Ukrainian menus. */
  lang?: 'pl' | 'uk';
  translationOf?: string;
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
  /** The page's Ukrainian menu title (`menuTitleUk`), if it has one. */
  titleUk?: string;
  /** The page's Ukrainian version, which the Ukrainian menus link instead. */
  translation?: { title: string; link: string };
  /** Pages written in Ukrainian only, placed under this page: in the Ukrainian menus alone. */
  ukrainianOnly?: { id: string; title: string; link: string }[];
}

export interface NavGroup {
  id: string;
  title: string;
  entries: NavEntry[];
  /** Pages written in Ukrainian only, placed in this group: in the Ukrainian menus alone. */
  ukrainianOnly?: { id: string; title: string; link: string }[];
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

  const childrenOf = (parent: string) =>
    pages.filter((page) => page.parent === parent && page.lang !== 'uk').sort(bySiblingOrder);
  const translations = new Map(
    pages.flatMap((page) => (page.lang === 'uk' && page.translationOf ? [[page.translationOf, page] as const] : [])),
  );
  // A Ukrainian page of its own (no Polish original) with a parent: in the Ukrainian menus only.
  const ukrainianOnly = (parent: string) => {
    const own = pages.filter((page) => page.parent === parent && page.lang === 'uk' && !page.translationOf);
    return own.length === 0
      ? {}
      : {
          ukrainianOnly: own.sort(bySiblingOrder).map((page) => ({
            id: page.route.slice(1).replaceAll('/', '-'),
            title: page.menuTitle ?? page.title,
            link: page.route,
          })),
        };
  };
  const toEntry = (page: PageInput): NavEntry => {
    const children = childrenOf(page.route).map(toEntry);
    const translation = translations.get(page.route);
    return {
      id: page.route.slice(1).replaceAll('/', '-'),
      title: page.menuTitle ?? page.title,
      description: page.cardText ?? page.description,
      link: page.route,
      ...(children.length ? { children } : {}),
      ...(page.menuTitleUk ? { titleUk: page.menuTitleUk } : {}),
      ...(translation
        ? { translation: { title: translation.menuTitle ?? translation.title, link: translation.route } }
        : {}),
      ...ukrainianOnly(page.route),
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
    groups: groups.map((group) => ({
      ...group,
      entries: childrenOf(group.id).map(toEntry),
      ...ukrainianOnly(group.id),
    })),
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
  /** In a menu in another language: the title is Polish (the page has no title in the menu's language). */
  lang?: 'pl';
  /** In a menu in another language: the page linked is in Polish, which the link must say. */
  hreflang?: 'pl';
}

export type Menu = { id: string; title: string; entries: MenuEntry[] }[];

function menuEntry({ id, title, link, children }: NavEntry): MenuEntry {
  return { id, title, link, ...(children ? { children: children.map(menuEntry) } : {}) };
}

export function toMenu(groups: NavGroup[]): Menu {
  return groups.map(({ id, title, entries }) => ({ id, title, entries: entries.map(menuEntry) }));
}

/**
 * How the Ukrainian pages name and link a page: its Ukrainian version if it has one; else the page in Polish,
 * marked so, under its Ukrainian menu title or, without one, its Polish title marked Polish.
 */
export function inUkrainian({ id, title, link, titleUk, translation }: NavEntry): MenuEntry {
  if (translation) return { id, title: translation.title, link: translation.link };
  return { id, title: titleUk ?? title, link, ...(titleUk ? {} : { lang: 'pl' }), hreflang: 'pl' };
}

function ukrainianEntry(entry: NavEntry): MenuEntry {
  const children = [...(entry.children ?? []).map(ukrainianEntry), ...(entry.ukrainianOnly ?? [])];
  return { ...inUkrainian(entry), ...(children.length ? { children } : {}) };
}

/**
 * The menu of the Ukrainian pages: the same tree, its groups named by `groupTitles` (the frame's words), with the
 * pages written in Ukrainian only after the Polish pages of their parent.
 */
export function toUkrainianMenu(groups: NavGroup[], groupTitles: Record<string, string>): Menu {
  return groups.map(({ id, title, entries, ukrainianOnly = [] }) => ({
    id,
    title: groupTitles[id] ?? title,
    entries: [...entries.map(ukrainianEntry), ...ukrainianOnly],
  }));
}
