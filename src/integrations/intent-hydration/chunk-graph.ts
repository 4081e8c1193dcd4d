import { INTENT_ISLAND, LOAD_ISLAND } from './island-tags.ts';

/**
 * The static import graph of built chunks, for preloading an island's code in one round trip. Dynamic
 * `import()` is left out on purpose: what a component loads later (the administrator dialog) stays lazy.
 */

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in minified build output. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"'()]+\.js)["']/g;

export function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** Every chunk `entry` needs before it can run, `entry` included, as root-relative URLs. */
export async function chunkClosure(entry: string, readChunk: (url: string) => Promise<string>): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = await readChunk(url);
    for (const specifier of staticImports(source)) await visit(new URL(specifier, `http://site${url}`).pathname);
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
async function islandChunks(tag: string, closureOf: (entry: string) => Promise<string[]>): Promise<Set<string>> {
  const entries = ['component-url', 'renderer-url']
    .map((name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1])
    .filter((url): url is string => Boolean(url));
  const chunks = new Set<string>();
  for (const entry of entries) for (const url of await closureOf(entry)) chunks.add(url);
  return chunks;
}

/** Adds `data-chunks` to every `client:intent` island in a built page; `closureOf` is `chunkClosures`'s. */
export async function addChunkLists(html: string, closureOf: (entry: string) => Promise<string[]>): Promise<string> {
  let result = html;
  for (const [tag] of html.matchAll(INTENT_ISLAND)) {
    if (tag.includes('data-chunks=')) continue;
    const chunks = await islandChunks(tag, closureOf);
    result = result.replace(tag, tag.replace(/>$/, ` data-chunks="${[...chunks].join(' ')}">`));
  }
  return result;
}

/**
 * Preloads, from the page's head, every chunk of the islands that hydrate as soon as the page loads (the results
 * page): otherwise each level of imports is found only when the one before has arrived, a round trip each, and
 * React came 0.8 s after the island's own file on slow 4G.
 */
export async function addLoadIslandPreloads(
  html: string,
  closureOf: (entry: string) => Promise<string[]>,
): Promise<string> {
  const chunks = new Set<string>();
  for (const [tag] of html.matchAll(LOAD_ISLAND)) for (const url of await islandChunks(tag, closureOf)) chunks.add(url);
  const links = [...chunks].filter((url) => !html.includes(`href="${url}"`));
  if (links.length === 0) return html;
  return html.replace('</head>', `${links.map((url) => `<link rel="modulepreload" href="${url}">`).join('')}</head>`);
}
