import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Editors change pages in Markdown and a few named components (content/README.md): no code in the pages, so an
 * editor never meets it and every behaviour lives in one component.
 */
const pagesDir = join(import.meta.dirname, '..', '..', 'content', 'pages');
const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));

const forbidden: [string, RegExp][] = [
  ['an import', /^import\s/m],
  ['an export', /^export\s/m],
  ['a loop (.map)', /\.map\(/],
  ['a CSS class name', /\bclass(Name)?=/],
  ['a path into src/', /\.\.\/src\//],
  // A value the centre has yet to supply belongs in src/data as placeholder(…), where the production build sees it.
  ['a note left for the centre to fill in', /do uzupełnienia|PLACEHOLDER|TODO/i],
];

describe('content pages', () => {
  it('exist', () => expect(pages.length).toBeGreaterThan(40));

  it.each(forbidden)('hold no %s', (_what, pattern) => {
    expect(pages.filter((page) => pattern.test(readFileSync(join(pagesDir, page), 'utf8')))).toEqual([]);
  });
});
