import { describe, expect, it } from 'vitest';
import { sharedProps } from './shared-props.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const menu = [1, [[0, { title: [0, 'Formy pomocy'.repeat(100)] }]]];
const news = [1, [[0, { title: [0, 'Komunikat'.repeat(200)] }]]];
const attribute = (props: object) => JSON.stringify(props).replace(/"/g, '&quot;');
const island = (props: object, client = 'intent') =>
  `<astro-island uid="1" component-url="/_astro/Header.js" props="${attribute(props)}" ssr client="${client}" opts="{}">x</astro-island>`;
const page = (path: string, client = 'intent') => island({ currentPath: [0, path], navigation: menu }, client);

/**
 * The pass's way: each page changed as it comes, in this order, then the pages to revisit changed again. Returns
 * every page as written, and the content of each prop file.
 */
function passed(pages: Record<string, string>) {
  // One file for each content, as the build's files are named by it.
  const files: string[] = [];
  const props = sharedProps((serialized) => {
    if (!files.includes(serialized)) files.push(serialized);
    return `/_astro/island-props.${files.indexOf(serialized)}.json`;
  });
  const written: Record<string, string> = {};
  for (const [file, html] of Object.entries(pages))
    written[file] = spliced(html, props.changes(html, parseHtml(html), file));
  for (const file of props.pagesToRevisit()) {
    const html = written[file]!;
    written[file] = spliced(html, props.revisit(html, parseHtml(html), file));
  }
  return { written, files };
}

describe('shared island props', () => {
  it('moves a long prop that two pages repeat to a file each island names, the first page’s too, and keeps the rest', () => {
    const { written, files } = passed({ 'a.html': page('/a'), 'b.html': page('/b') });
    expect(files).toEqual([JSON.stringify(menu)]);
    for (const path of ['/a', '/b']) {
      expect(written[`${path.slice(1)}.html`]).toBe(
        `<astro-island uid="1" component-url="/_astro/Header.js" props="${attribute({ currentPath: [0, path] })}" ssr client="intent" opts="{}" data-shared-props="navigation /_astro/island-props.0.json">x</astro-island>`,
      );
    }
  });

  it('leaves a prop on one page only (twice in it too), a short prop and an island that does not wait for intent', () => {
    const twice = page('/a') + page('/a');
    expect(passed({ 'a.html': twice }).written['a.html']).toBe(twice);
    const atLoad = { 'a.html': page('/a', 'load'), 'b.html': page('/b', 'load') };
    expect(passed(atLoad).written).toEqual(atLoad);
    const short = island({ currentPath: [0, '/'] });
    expect(passed({ 'a.html': short, 'b.html': short }).written).toEqual({ 'a.html': short, 'b.html': short });
  });

  it('keeps HTML special characters in the props that stay', () => {
    const { written } = passed({ 'a.html': page('/a&b"c'), 'x.html': page('/x') });
    expect(written['a.html']).toContain(`props="{&quot;currentPath&quot;:[0,&quot;/a&amp;b\\&quot;c&quot;]}"`);
  });

  it('gives a revisited page what it would have had with every page read first, props moved before kept in order', () => {
    // c.html's island has the menu, shared since b.html, and the news, found on a later page only.
    const mixed = island({ news, currentPath: [0, '/c'], navigation: menu });
    const { written } = passed({
      'a.html': page('/a'),
      'b.html': page('/b'),
      'c.html': mixed,
      'd.html': island({ news }),
      // The same page once both props are known to be shared.
      'e.html': mixed,
    });
    expect(written['c.html']).toBe(written['e.html']);
    expect(written['c.html']).toContain(
      `props="${attribute({ currentPath: [0, '/c'] })}" ssr client="intent" opts="{}" data-shared-props="news /_astro/island-props.1.json navigation /_astro/island-props.0.json"`,
    );
  });
});
