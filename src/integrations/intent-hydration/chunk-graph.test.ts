import { describe, expect, it } from 'vitest';
import { chunkClosure, chunkClosures, chunkLists, loadIslandPreloads, staticImports } from './chunk-graph.ts';
import { parseHtml, spliced } from '../../util/html.ts';

const addChunkLists = async (html: string, closureOf: (entry: string) => Promise<string[]>) =>
  spliced(html, await chunkLists(html, parseHtml(html), closureOf));
const addLoadIslandPreloads = async (html: string, closureOf: (entry: string) => Promise<string[]>) =>
  spliced(html, await loadIslandPreloads(parseHtml(html), closureOf));

describe('staticImports', () => {
  it('finds the static imports and re-exports of minified build output', async () => {
    const source =
      'import{a as b,c}from"./react.C1.js";import*as d from"./jsx.D2.js";import"./side.E3.js";export{x}from"./x.F4.js";const l=()=>import("./AdminDialog.G5.js");';
    expect(await staticImports(source)).toEqual(['./react.C1.js', './jsx.D2.js', './side.E3.js', './x.F4.js']);
  });
});

const chunks: Record<string, string> = {
  '/_astro/Header.js': 'import{a}from"./react.js";import{b}from"./strings.js";const d=()=>import("./AdminDialog.js");',
  '/_astro/client.js': 'import{a}from"./react.js";',
  '/_astro/react.js': 'export const a=1;',
  '/_astro/strings.js': 'import{a}from"./react.js";export const b=2;',
  '/_astro/AdminDialog.js': 'import"./supabase.js";',
};
const read = async (url: string) => {
  const source = chunks[url];
  if (source === undefined) throw new Error(`no chunk ${url}`);
  return source;
};

describe('chunkClosure', () => {
  it('follows static imports once each and leaves lazy imports for later', async () => {
    expect(await chunkClosure('/_astro/Header.js', read)).toEqual([
      '/_astro/Header.js',
      '/_astro/react.js',
      '/_astro/strings.js',
    ]);
  });
});

describe('chunkClosures', () => {
  it('reads each chunk once, whichever entries and however many pages ask', async () => {
    const reads: string[] = [];
    const closureOf = chunkClosures((url) => {
      reads.push(url);
      return read(url);
    });
    for (let page = 0; page < 3; page += 1) {
      expect(await closureOf('/_astro/Header.js')).toEqual([
        '/_astro/Header.js',
        '/_astro/react.js',
        '/_astro/strings.js',
      ]);
      expect(await closureOf('/_astro/client.js')).toEqual(['/_astro/client.js', '/_astro/react.js']);
    }
    expect(reads.sort()).toEqual(['/_astro/Header.js', '/_astro/client.js', '/_astro/react.js', '/_astro/strings.js']);
  });
});

describe('addChunkLists', () => {
  it('lists the chunks of component and renderer on every client:intent island, and only there', async () => {
    const html =
      '<astro-island uid="1" component-url="/_astro/Header.js" renderer-url="/_astro/client.js" ssr client="intent" opts="{}">x</astro-island>' +
      '<astro-island uid="2" component-url="/_astro/Header.js" renderer-url="/_astro/client.js" ssr client="load" opts="{}">y</astro-island>';
    const result = await addChunkLists(html, chunkClosures(read));
    expect(result).toContain(
      'client="intent" opts="{}" data-chunks="/_astro/Header.js /_astro/react.js /_astro/strings.js /_astro/client.js">x',
    );
    expect(result).toContain('client="load" opts="{}">y');
  });
});

describe('addLoadIslandPreloads', () => {
  const island = (client: string) =>
    `<astro-island uid="1" component-url="/_astro/Header.js" renderer-url="/_astro/client.js" ssr client="${client}">x</astro-island>`;

  it('preloads from the head every chunk of an island that hydrates at load, each once', async () => {
    const html = `<html><head><title>t</title></head><body>${island('load')}</body></html>`;
    const result = await addLoadIslandPreloads(html, chunkClosures(read));
    expect(result).toContain(
      '<link rel="modulepreload" href="/_astro/Header.js"><link rel="modulepreload" href="/_astro/react.js">' +
        '<link rel="modulepreload" href="/_astro/strings.js"><link rel="modulepreload" href="/_astro/client.js"></head>',
    );
  });

  it('leaves a page whose islands wait for intent as it is: nothing is fetched before the visitor reaches for it', async () => {
    const html = `<html><head></head><body>${island('intent')}</body></html>`;
    expect(await addLoadIslandPreloads(html, chunkClosures(read))).toBe(html);
  });
});
