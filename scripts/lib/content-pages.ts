/**
 * The content pages read straight from their files, outside the site's build: each file's frontmatter checked
 * with the site's own schema, and the site map built from them as the build builds it. For checks that must
 * follow the pages (the menus in the browser tests, the plain-language check) instead of a copy of them. Without
 * a folder named, the pages are the site's: the shared ones the selected centre (`CENTRE`) shows and its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { pageSchema } from '../../src/domain/site/page-schema.ts';
import { buildSiteTree, type NavEntry, type PageInput, type SiteTree } from '../../src/domain/site/page-tree.ts';
import { menuGroups } from '../../src/domain/site/navigation.ts';
import { readCentreFile, selectedCentre } from '../../src/integrations/centre/centre-files.ts';
import { centrePages, centrePagesFolder, SHARED_PAGES } from '../../src/integrations/centre/centre-pages.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
export const contentPagesDir = join(projectRoot, 'content', 'pages');

/** A page file: its name inside its folder (`uk/pomoc-dla-obywateli-ukrainy.mdx`, the route's source) and its path. */
export interface PageFileName {
  name: string;
  file: string;
}

/** The site's page files for the selected centre of the project at `root`: the shared ones it shows, then its own. */
export function sitePageFiles(
  root = projectRoot,
  env: Record<string, string | undefined> = process.env,
): PageFileName[] {
  const centre = selectedCentre(root, env);
  const { shared, own } = centrePages(root, centre, readCentreFile(root, centre, 'centre.yaml').data.hiddenPages);
  const inFolder = (folder: string) => (page: string) => ({
    name: `${page}.mdx`,
    file: join(root, folder, `${page}.mdx`),
  });
  return [...shared.map(inFolder(SHARED_PAGES)), ...own.map(inFolder(centrePagesFolder(centre)))];
}

/** The page files under `pagesDir`, or the site's. */
function pageFilesOf(pagesDir?: string): PageFileName[] {
  if (!pagesDir) return sitePageFiles();
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({ name, file: join(pagesDir, name) }));
}

/** Every page under `pagesDir` (or of the site), with its route (the file's path) and its checked frontmatter. */
export function readContentPages(pagesDir?: string, files = pageFilesOf(pagesDir)): PageInput[] {
  return files
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, file }) => {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
      const checked = pageSchema.safeParse(parse(frontmatter ?? ''));
      if (!checked.success)
        throw new Error(
          `${file}: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      return { file, route: `/${name.slice(0, -'.mdx'.length)}`, ...checked.data };
    });
}

/** The menus and cards of the site of the project at `root` (a copy of it, in the build tests). */
export function siteTreeOfProject(root: string): SiteTree {
  return buildSiteTree(readContentPages(undefined, sitePageFiles(root)), menuGroups);
}

/** The menus and cards as the build makes them from the pages under `pagesDir`. */
export function siteTreeOf(pagesDir?: string): SiteTree {
  return buildSiteTree(readContentPages(pagesDir), menuGroups);
}

/** The menu groups whose pages describe help one can get; the plain-language check reads these pages. */
const BENEFIT_GROUPS = new Set(['formy-pomocy', 'programy-specjalne']);

/** The routes of every page in the benefit groups, at any depth, sorted. */
export function benefitPages(pagesDir?: string): string[] {
  const routes = (entries: NavEntry[]): string[] =>
    entries.flatMap((entry) => [entry.link, ...routes(entry.children ?? [])]);
  const groups = siteTreeOf(pagesDir).groups.filter((group) => BENEFIT_GROUPS.has(group.id));
  return groups.flatMap((group) => routes(group.entries)).sort();
}

/** The routes of the pages that show their children as cards (`<CardGrid />` in their text). */
export function indexPages(pagesDir?: string): string[] {
  return pageFilesOf(pagesDir)
    .filter(({ file }) => /<CardGrid\b/.test(readFileSync(file, 'utf8')))
    .map(({ name }) => `/${name.slice(0, -'.mdx'.length)}`)
    .sort();
}
