import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkClosures, chunkLists, loadIslandPreloads } from './chunk-graph.ts';
import { lazyRuntime } from './lazy-runtime.ts';
import { sharedProps } from './shared-props.ts';
import { buildAssets, type PageStep } from '../built-pages.ts';
import { parseHtml, spliced } from '../../util/html.ts';

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
 * (the header's menu) move to cached files too (`./shared-props.ts`), found as the pass goes: the few pages that
 * had a prop before another page was found with it are revisited once the pass is over.
 */
export function intentHydrationPages(): PageStep {
  let closureOf: (entry: string) => Promise<string[]>;
  let props: ReturnType<typeof sharedProps>;
  let assets: ReturnType<typeof buildAssets>;
  const fileFor = (name: string, extension: string) => (content: string) => assets.add(name, extension, content);
  return {
    name: 'intent-hydration',
    start: ({ dir }) => {
      const root = fileURLToPath(dir);
      // The chunks never change while the pages are rewritten: each is read, and its imports followed, once.
      closureOf = chunkClosures((url) => readFile(join(root, url), 'utf8'));
      assets = buildAssets(dir);
      props = sharedProps(fileFor('island-props', 'json'));
    },
    changes: async (html, page, file) => [
      ...(await loadIslandPreloads(page, closureOf)),
      // The chunk list comes before the shared props' files at the end of an island's tag.
      ...(await chunkLists(html, page, closureOf)),
      ...props.changes(html, page, file),
      ...lazyRuntime(html, page, fileFor('island-runtime', 'js')),
    ],
    finish: async ({ dir }) => {
      // The other steps read no island's props: what they took from these pages stays true.
      for (const file of props.pagesToRevisit()) {
        const path = join(fileURLToPath(dir), ...file.split('/'));
        const html = readFileSync(path, 'utf8');
        writeFileSync(path, spliced(html, props.revisit(html, parseHtml(html), file)));
      }
      await assets.write();
    },
  };
}
