/**
 * The content pages of content/pages and the site map built from them, for the pages, layouts and components
 * that render menus, cards and links; the benefits registry and the journeys are checked against them. Read once
 * per build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildSiteTree, toMenu, toUkrainianMenu, type Menu, type SiteTree } from './page-tree.ts';
import type { Lang } from '../../util/current-route.ts';
import { menuGroups } from './navigation.ts';
import { sections, type SectionId } from './sections.ts';
import { wordsIn } from '../../i18n/languages.ts';
import { benefits } from '../benefits/index.ts';
import { amountIds, amounts } from '../amounts/index.ts';
import { timeline } from '../timeline/timeline.ts';
import { registryProblems, timelineIdsOf } from '../benefits/benefit-registry.ts';
import { journeys } from '../journeys/index.ts';
import { journeyProblems } from '../journeys/journey-checks.ts';
import { centre } from '../centre/centre.ts';
import { recordProblems } from './page-record-check.ts';
import { siteChanges, type ListedChange } from './page-record.ts';
import { withCentreFacts } from '../centre/centre-facts.ts';
import { centreNames } from '../centre/centre.ts';

export type Page = CollectionEntry<'pages'>;

/** A page's address is its file's path: content/pages/zasilek-staly.mdx is /zasilek-staly. */
export function routeOf(page: Page): string {
  return `/${page.id}`;
}

/** The file a page comes from: shared under content/pages/, or the centre's own under centres/<id>/pages/. */
const fileOf = (page: Page) => page.filePath ?? `content/pages/${page.id}.mdx`;

let loaded: Promise<{ pages: Page[]; tree: SiteTree }> | undefined;

async function load() {
  // A shared page's description may name the centre (`<Centre field="…" />`), as its text does.
  const pages = (await getCollection('pages')).map((page) => ({
    ...page,
    data: { ...page.data, description: withCentreFacts(page.data.description) },
  }));
  const tree = buildSiteTree(
    pages.map((page) => ({
      file: fileOf(page),
      route: routeOf(page),
      ...page.data,
    })),
    menuGroups,
  );
  const bodies = pages.map((page) => ({ route: routeOf(page), body: page.body ?? '', file: fileOf(page) }));
  // A shared page the centre hides takes its registry entry with it.
  const hidden = new Set(centreNames.hiddenPages.map((page) => `/${page}`));
  const problems = registryProblems({
    benefits: Object.fromEntries(Object.entries(benefits).filter(([route]) => !hidden.has(route))),
    pages: bodies,
    amountGroups: Object.keys(amounts),
    timelineIds: timelineIdsOf(timeline),
  });
  if (problems.length)
    throw new Error(`Rejestr świadczeń (src/domain/benefits/) nie zgadza się ze stronami:\n${problems.join('\n')}`);
  const journeyIssues = journeyProblems({
    journeys,
    pages: bodies,
    amountIds: amountIds(),
    sections: Object.keys(centre.sections),
  });
  if (journeyIssues.length)
    throw new Error(`Ścieżki „Krok po kroku” (src/domain/journeys/) mają błędy:\n${journeyIssues.join('\n')}`);
  const records = pages.flatMap((page) => recordProblems(fileOf(page), page.data));
  if (records.length) throw new Error(`Metryczki stron są błędne:\n${records.join('\n')}`);
  return { pages, tree };
}

/** Every content page, and the tree of menus and cards; rebuilt on every call while developing. */
export function contentPages(): Promise<{ pages: Page[]; tree: SiteTree }> {
  if (import.meta.env.DEV) return load();
  loaded ??= load();
  return loaded;
}

/**
 * The label shown above a page's title, in the page's language: its own section, its parent page's, or its menu
 * group's.
 */
export function sectionLabel(page: Page, pages: Page[]): string {
  return wordsIn(page.data.lang).frame.sections[sectionOf(page, pages)];
}

function sectionOf(page: Page, pages: Page[]): SectionId {
  const byRoute = new Map(pages.map((other) => [routeOf(other), other]));
  for (let current: Page | undefined = page; current; current = byRoute.get(current.data.parent ?? '')) {
    if (current.data.section) return current.data.section;
    const parent = current.data.parent;
    if (parent && parent in sections) return parent as SectionId;
  }
  return 'serwis';
}

/**
 * The page in every language it has (this one included): a Polish page and the pages whose `translationOf` is its
 * route. A translation of a page that does not exist fails the build.
 */
export function languageVersions(page: Page, pages: Page[]): { lang: 'pl' | 'uk'; route: string }[] {
  const original = page.data.translationOf ?? routeOf(page);
  const polish = pages.find((other) => routeOf(other) === original);
  if (!polish) throw new Error(`${fileOf(page)}: pole "translationOf": nie ma strony "${original}"`);
  const translations = pages.filter((other) => other.data.translationOf === original);
  return [polish, ...translations].map((version) => ({ lang: version.data.lang, route: routeOf(version) }));
}

/** The menu groups and their pages as the frame of a page in `lang` shows them (src/i18n/pl/frame.ts, uk/frame.ts). */
export function menuIn(tree: SiteTree, lang: Lang): Menu {
  return lang === 'pl' ? toMenu(tree.groups) : toUkrainianMenu(tree.groups, wordsIn(lang).frame.menuGroups);
}

/** The pages written in `lang` other than Polish (content/pages/uk/), by title: what a Ukrainian page offers first. */
export function pagesWrittenIn(pages: Page[], lang: Exclude<Lang, 'pl'>): { title: string; link: string }[] {
  return pages
    .filter((page) => page.data.lang === lang)
    .map((page) => ({ title: page.data.menuTitle ?? page.data.title, link: routeOf(page) }))
    .sort((a, b) => a.title.localeCompare(b.title, lang));
}

/** Every page's important changes, newest first, for /zmiany and its feed. */
export function changesOfSite(pages: Page[]): ListedChange[] {
  return siteChanges(pages.map((page) => ({ route: routeOf(page), ...page.data })));
}
