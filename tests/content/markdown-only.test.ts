import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitePageFiles } from '../../scripts/lib/content-pages.ts';

/**
 * Editors change pages in Markdown and a few named components (content/README.md): no code in the pages, so an
 * editor never meets it and every behaviour lives in one component.
 */
const pages = sitePageFiles();

const forbidden: [string, RegExp][] = [
  ['an import', /^import\s/m],
  ['an export', /^export\s/m],
  ['a loop (.map)', /\.map\(/],
  ['a CSS class name', /\bclass(Name)?=/],
  ['a path into src/', /\.\.\/src\//],
  // A value the centre has yet to supply belongs in src/domain/centre as placeholder(…), where the production build sees it.
  ['a note left for the centre to fill in', /do uzupełnienia|PLACEHOLDER|TODO/i],
  // The visual editor opens Markdown and the named components only (issue 21): a table is a Markdown table in
  // <Table>, a foreign phrase <Lang>, an address <CentreAddress>, a definition list <Definitions> or <CentreFacts>.
  ['raw HTML', /<[a-z][a-z0-9]*[\s>/]/],
];

/** Bold or italic spans, paired from the left as Markdown pairs them. */
const emphasis = (text: string) =>
  [...text.matchAll(/(\*\*|__|\*|_)((?:(?!\1).)+?)\1/g)].map((match) => match[2] ?? '');
const inlineComponent = /<[A-Z][A-Za-z]*\b[^>]*\/>/;

describe('content pages', () => {
  it('exist', () => expect(pages.length).toBeGreaterThan(40));

  it.each(forbidden)('hold no %s', (_what, pattern) => {
    expect(pages.filter((page) => pattern.test(readFileSync(page.file, 'utf8'))).map((page) => page.name)).toEqual([]);
  });

  // The editor drops the bold around an inline component when it saves: the emphasis goes into the component.
  it('put no bold or italic around an inline component (use its strong prop)', () => {
    const wrapped = pages.flatMap((page) =>
      readFileSync(page.file, 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('---'))
        // A list item's marker (`* `) is not emphasis.
        .map((line) => line.replace(/^\s*[*+-] /, ''))
        .flatMap((line) =>
          emphasis(line)
            .filter((span) => inlineComponent.test(span))
            .map((span) => `${page.name}: ${span}`),
        ),
    );
    expect(wrapped).toEqual([]);
  });
});
