/**
 * Which page files a centre's site is made of: the shared pages of content/pages, without those its centre.yaml
 * hides, and the centre's own pages in centres/<id>/pages. A page's route is its path in either folder, so a centre's
 * page may not take a shared page's route, and a hidden page must exist: both stop the build, naming the file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CentreError, centreFolder } from './centre-files.ts';

export const SHARED_PAGES = 'content/pages';
export const centrePagesFolder = (id: string) => `${centreFolder(id)}/pages`;

/** The page ids (paths without `.mdx`, e.g. `uk/pomoc-dla-obywateli-ukrainy`) of the `.mdx` files under `folder`. */
function pageIdsIn(root: string, folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.slice(0, -'.mdx'.length).split('\\').join('/'))
    .sort();
}

export interface CentrePages {
  /** Shared pages the centre shows. */
  shared: string[];
  /** The centre's own pages. */
  own: string[];
  /** The pages collection's patterns, relative to the project. */
  patterns: string[];
}

export function centrePages(root: string, id: string, hiddenPages: readonly string[]): CentrePages {
  const allShared = pageIdsIn(root, SHARED_PAGES);
  const own = pageIdsIn(root, centrePagesFolder(id));
  const problems = [
    ...own
      .filter((page) => allShared.includes(page))
      .map(
        (page) =>
          `${centrePagesFolder(id)}/${page}.mdx: ma ten sam adres /${page} co strona wspólna ${SHARED_PAGES}/${page}.mdx – ` +
          'zmień nazwę pliku ośrodka albo ukryj stronę wspólną (hiddenPages w centre.yaml).',
      ),
    ...hiddenPages
      .filter((page) => !allShared.includes(page))
      .map(
        (page) =>
          `${centreFolder(id)}/centre.yaml: pole „hiddenPages”: nie ma strony wspólnej „${page}” (${SHARED_PAGES}/${page}.mdx) – popraw adres albo usuń go z listy.`,
      ),
  ];
  if (problems.length) throw new CentreError(problems.join('\n'));
  return {
    shared: allShared.filter((page) => !hiddenPages.includes(page)),
    own,
    patterns: [
      `${SHARED_PAGES}/**/*.mdx`,
      ...hiddenPages.map((page) => `!${SHARED_PAGES}/${page}.mdx`),
      `${centrePagesFolder(id)}/**/*.mdx`,
    ],
  };
}

/** A page file's id in the collection: its path inside the shared folder or the centre's, without `.mdx`. */
export function pageIdOf(entry: string): string {
  return entry.replace(/^(content\/pages|centres\/[^/]+\/pages)\//, '').replace(/\.mdx$/, '');
}
