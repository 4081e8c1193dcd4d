import { describe, expect, it } from 'vitest';
import { findSharedProps, sharedProps } from './shared-props.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const withSharedProps = (html: string, shared: ReadonlySet<string>, fileFor: (serialized: string) => string) =>
  spliced(html, sharedProps(html, parseHtml(html), shared, fileFor));

const menu = [1, [[0, { title: [0, 'Formy pomocy'.repeat(100)] }]]];
const attribute = (props: object) => JSON.stringify(props).replace(/"/g, '&quot;');
const page = (path: string, client = 'intent') =>
  `<astro-island uid="1" component-url="/_astro/Header.js" props="${attribute({ currentPath: [0, path], navigation: menu })}" ssr client="${client}" opts="{}">x</astro-island>`;

describe('shared island props', () => {
  it('moves a long prop that two pages repeat to a file the island names, and keeps the rest', () => {
    const shared = findSharedProps([page('/a'), page('/b')]);
    const files: string[] = [];
    const result = withSharedProps(page('/a'), shared, (serialized) => {
      files.push(serialized);
      return '/_astro/island-props.x.json';
    });
    expect(files).toEqual([JSON.stringify(menu)]);
    expect(result).toContain(`props="${attribute({ currentPath: [0, '/a'] })}"`);
    expect(result).toContain('data-shared-props="navigation /_astro/island-props.x.json">x</astro-island>');
  });

  it('leaves a prop on one page only, a short prop and an island that does not wait for intent', () => {
    expect(findSharedProps([page('/a')]).size).toBe(0);
    expect(findSharedProps([page('/a', 'load'), page('/b', 'load')]).size).toBe(0);
    const short = `<astro-island props="${attribute({ currentPath: [0, '/'] })}" client="intent">`;
    expect(findSharedProps([short, short]).size).toBe(0);
  });

  it('keeps HTML special characters in the props that stay', () => {
    const html = page('/a&b"c');
    const result = withSharedProps(html, findSharedProps([html, page('/x')]), () => '/f.json');
    expect(result).toContain(`props="{&quot;currentPath&quot;:[0,&quot;/a&amp;b\\&quot;c&quot;]}"`);
  });
});
