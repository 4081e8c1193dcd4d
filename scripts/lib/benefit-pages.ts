/**
 * The benefit pages: every page under the menu groups "Formy pomocy" and "Programy specjalne", read from the
 * pages' frontmatter (`parent`), for checks that run outside the site's build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BENEFIT_GROUPS = new Set(['formy-pomocy', 'programy-specjalne']);

export function benefitPages(pagesDir: string): string[] {
  const parents = new Map<string, string | undefined>();
  for (const file of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mdx'))) {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(pagesDir, file), 'utf8'))?.[1] ?? '';
    parents.set(`/${file.slice(0, -4)}`, /^parent:\s*(\S+)/m.exec(frontmatter)?.[1]);
  }
  const underBenefitGroup = (route: string): boolean => {
    for (let parent = parents.get(route), seen = 0; parent && seen < 10; parent = parents.get(parent), seen++) {
      if (BENEFIT_GROUPS.has(parent)) return true;
    }
    return false;
  };
  return [...parents.keys()].filter(underBenefitGroup).sort();
}
