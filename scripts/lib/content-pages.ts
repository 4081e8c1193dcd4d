/**
 * The content pages read straight from their files, outside the site's build: each file's frontmatter checked
 * with the site's own schema, and the site map built from them as the build builds it. For checks that must
 * follow the pages (the menus in the browser tests, the plain-language check) instead of a copy of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { pageSchema } from '../../src/domain/site/page-schema.ts';
import { buildSiteTree, type NavEntry, type PageInput, type SiteTree } from '../../src/domain/site/page-tree.ts';
import { menuGroups } from '../../src/domain/site/navigation.ts';

export const contentPagesDir = join(import.meta.dirname, '..', '..', 'content', 'pages');

/** Every page under `pagesDir`, with its route (the file's path) and its checked frontmatter. */
export function readContentPages(pagesDir = contentPagesDir): PageInput[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const file = join(pagesDir, name);
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
      const checked = pageSchema.safeParse(parse(frontmatter ?? ''));
      if (!checked.success)
        throw new Error(
          `${file}: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      return { file, route: `/${name.slice(0, -'.mdx'.length)}`, ...checked.data };
    });
}

/** The menus and cards as the build makes them from the pages under `pagesDir`. */
export function siteTreeOf(pagesDir = contentPagesDir): SiteTree {
  return buildSiteTree(readContentPages(pagesDir), menuGroups);
}

/** The menu groups whose pages describe help one can get; the plain-language check reads these pages. */
const BENEFIT_GROUPS = new Set(['formy-pomocy', 'programy-specjalne']);

/** The routes of every page in the benefit groups, at any depth, sorted. */
export function benefitPages(pagesDir = contentPagesDir): string[] {
  const routes = (entries: NavEntry[]): string[] =>
    entries.flatMap((entry) => [entry.link, ...routes(entry.children ?? [])]);
  const groups = siteTreeOf(pagesDir).groups.filter((group) => BENEFIT_GROUPS.has(group.id));
  return groups.flatMap((group) => routes(group.entries)).sort();
}

/** The routes of the pages that show their children as cards (`<CardGrid />` in their text). */
export function indexPages(pagesDir = contentPagesDir): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && /<CardGrid\b/.test(readFileSync(join(pagesDir, name), 'utf8')))
    .map((name) => `/${name.slice(0, -'.mdx'.length)}`)
    .sort();
}
