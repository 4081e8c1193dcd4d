import { init, parse } from 'es-module-lexer';
import { hydrationOf, islandEntries } from '../../browser/hydration/astro-output.ts';
import {
  attributeAdded,
  attributeOf,
  elementsIn,
  findElement,
  hasAttribute,
  type HtmlElement,
  type Splice,
} from '../../util/html.ts';
import { islandsIn } from './island-tags.ts';

/**
 * The static import graph of built chunks, for preloading an island's code in one round trip. Dynamic
 * `import()` is left out on purpose: what a component loads later (the administrator dialog) stays lazy.
 */

/** The static imports and re-exports of a built chunk, read by a JavaScript lexer. */
export async function staticImports(source: string): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  return imports.filter((entry) => entry.d === -1 && entry.n !== undefined).map((entry) => entry.n!);
}

/** Every chunk `entry` needs before it can run, `entry` included, as root-relative URLs. */
export async function chunkClosure(entry: string, readChunk: (url: string) => Promise<string>): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = await readChunk(url);
    for (const specifier of await staticImports(source)) await visit(new URL(specifier, `http://site${url}`).pathname);
  };
  await visit(entry);
  return [...seen];
}

/**
 * `chunkClosure` for any entry, each worked out once and each chunk read once, for as long as the chunks stay as
 * they are (after a build, while its pages are rewritten): thousands of pages name the same few entries.
 */
export function chunkClosures(readChunk: (url: string) => Promise<string>): (entry: string) => Promise<string[]> {
  const sources = new Map<string, Promise<string>>();
  const readOnce = (url: string) => {
    if (!sources.has(url)) sources.set(url, readChunk(url));
    return sources.get(url)!;
  };
  const closures = new Map<string, Promise<string[]>>();
  return (entry) => {
    if (!closures.has(entry)) closures.set(entry, chunkClosure(entry, readOnce));
    return closures.get(entry)!;
  };
}

/** Every chunk an island's first render needs: its component's and its renderer's closures. */
async function islandChunks(
  island: HtmlElement,
  closureOf: (entry: string) => Promise<string[]>,
): Promise<Set<string>> {
  const chunks = new Set<string>();
  for (const entry of islandEntries(island)) for (const url of await closureOf(entry)) chunks.add(url);
  return chunks;
}

/** `data-chunks` for every `client:intent` island of a built page; `closureOf` is `chunkClosures`'s. */
export async function chunkLists(
  html: string,
  page: HtmlElement,
  closureOf: (entry: string) => Promise<string[]>,
): Promise<Splice[]> {
  const splices: Splice[] = [];
  for (const island of islandsIn(page)) {
    if (hydrationOf(island) !== 'intent' || hasAttribute(island, 'data-chunks')) continue;
    const chunks = await islandChunks(island, closureOf);
    splices.push(attributeAdded(html, island, 'data-chunks', [...chunks].join(' ')));
  }
  return splices;
}

/**
 * Preloads, from the page's head, every chunk of the islands that hydrate as soon as the page loads (the results
 * page): otherwise each level of imports is found only when the one before has arrived, a round trip each, and
 * React came 0.8 s after the island's own file on slow 4G.
 */
export async function loadIslandPreloads(
  page: HtmlElement,
  closureOf: (entry: string) => Promise<string[]>,
): Promise<Splice[]> {
  const chunks = new Set<string>();
  for (const island of islandsIn(page)) {
    if (hydrationOf(island) === 'load') for (const url of await islandChunks(island, closureOf)) chunks.add(url);
  }
  const linked = new Set(elementsIn(page).map((element) => attributeOf(element, 'href')));
  const links = [...chunks].filter((url) => !linked.has(url));
  const head = findElement(page, (element) => element.name === 'head');
  if (links.length === 0 || !head) return [];
  const text = links.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return [{ start: head.closeStart, end: head.closeStart, text }];
}
