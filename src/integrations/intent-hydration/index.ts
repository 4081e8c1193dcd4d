import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { addChunkLists } from './chunk-graph.ts';
import { withLazyRuntime } from './lazy-runtime.ts';
import { findSharedProps, withSharedProps } from './shared-props.ts';
import { buildAssets, builtPages, rewriteBuiltPages } from '../built-pages.ts';

/**
 * Adds `client:intent` (see src/browser/hydration/directive.ts). After the build, every island that uses it gets the list of
 * chunks its first render needs, so the directive can fetch them all at once; and a page whose islands all wait
 * for intent loses its inline island runtime to a cached file fetched at the first intent (`./lazy-runtime.ts`),
 * and props that many pages repeat (the header's menu) move to cached files too (`./shared-props.ts`).
 */
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
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const readChunk = (url: string) => readFile(join(root, url), 'utf8');
        const assets = buildAssets(dir);
        const fileFor = (name: string, extension: string) => (content: string) => assets.add(name, extension, content);
        const shared = findSharedProps(readEach(await builtPages(dir)));
        await rewriteBuiltPages(dir, async (html) => {
          const withChunks = await addChunkLists(html, readChunk);
          return withLazyRuntime(
            withSharedProps(withChunks, shared, fileFor('island-props', 'json')),
            fileFor('island-runtime', 'js'),
          );
        });
        await assets.write();
      },
    },
  };
}

/** The pages one at a time, so that a build of thousands of news pages is never in memory at once. */
function* readEach(files: string[]): Generator<string> {
  for (const file of files) yield readFileSync(file, 'utf8');
}
