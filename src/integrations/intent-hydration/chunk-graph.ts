import { INTENT_ISLAND } from './island-tags.ts';

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

/** Adds `data-chunks` to every `client:intent` island in a built page; `closureOf` is `chunkClosures`'s. */
export async function addChunkLists(html: string, closureOf: (entry: string) => Promise<string[]>): Promise<string> {
  let result = html;
  for (const [tag] of html.matchAll(INTENT_ISLAND)) {
    if (tag.includes('data-chunks=')) continue;
    const entries = ['component-url', 'renderer-url']
      .map((name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1])
      .filter((url): url is string => Boolean(url));
    const chunks = new Set<string>();
    for (const entry of entries) for (const url of await closureOf(entry)) chunks.add(url);
    result = result.replace(tag, tag.replace(/>$/, ` data-chunks="${[...chunks].join(' ')}">`));
  }
  return result;
}
