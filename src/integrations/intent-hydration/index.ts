import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkClosures, chunkLists, loadIslandPreloads } from './chunk-graph.ts';
import { lazyRuntime } from './lazy-runtime.ts';
import { findSharedProps, sharedProps } from './shared-props.ts';
import { buildAssets, eachPage, type PageStep } from '../built-pages.ts';

/** Adds `client:intent` (see src/browser/hydration/directive.ts); `intentHydrationPages` is its step after the build. */
export default function intentHydration(): AstroIntegration {
  return {
    name: 'intent-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../../browser/hydration/directive.ts', import.meta.url)),
        });
      },
    },
  };
}

/**
 * After the build, every island that uses `client:intent` gets the list of chunks its first render needs, so the
 * directive can fetch them all at once, and those of an island that hydrates at load are preloaded from the head; and a page whose islands all wait for intent loses its inline island
 * runtime to a cached file fetched at the first intent (`./lazy-runtime.ts`), and props that many pages repeat
 * (the header's menu) move to cached files too (`./shared-props.ts`), found over all pages before any is changed.
 */
export function intentHydrationPages(): PageStep {
  let closureOf: (entry: string) => Promise<string[]>;
  let shared: ReadonlySet<string>;
  let assets: ReturnType<typeof buildAssets>;
  const fileFor = (name: string, extension: string) => (content: string) => assets.add(name, extension, content);
  return {
    name: 'intent-hydration',
    start: ({ dir, pages }) => {
      const root = fileURLToPath(dir);
      // The chunks never change while the pages are rewritten: each is read, and its imports followed, once.
      closureOf = chunkClosures((url) => readFile(join(root, url), 'utf8'));
      assets = buildAssets(dir);
      shared = findSharedProps(eachPage(pages));
    },
    changes: async (html, page) => [
      ...(await loadIslandPreloads(page, closureOf)),
      // The chunk list comes before the shared props' files at the end of an island's tag.
      ...(await chunkLists(html, page, closureOf)),
      ...sharedProps(html, page, shared, fileFor('island-props', 'json')),
      ...lazyRuntime(html, page, fileFor('island-runtime', 'js')),
    ],
    finish: () => assets.write(),
  };
}
