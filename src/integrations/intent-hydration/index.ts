import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addChunkLists } from './chunk-graph.ts';
import { withLazyRuntime } from './lazy-runtime.ts';
import { findSharedProps, withSharedProps } from './shared-props.ts';

/**
 * Adds `client:intent` (see `./directive.ts`). After the build, every island that uses it gets the list of
 * chunks its first render needs, so the directive can fetch them all at once; and a page whose islands all wait
 * for intent loses its inline island runtime to a cached file fetched at the first intent (`./lazy-runtime.ts`),
 * and props that many pages repeat (the header's menu) move to cached files too (`./shared-props.ts`).
 */
export default function intentHydration(): AstroIntegration {
  return {
    name: 'intent-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const readChunk = (url: string) => readFile(join(root, url), 'utf8');
        const files = new Map<string, string>();
        const fileFor = (name: string, extension: string) => (content: string) => {
          const url = `/_astro/${name}.${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${extension}`;
          files.set(url, content);
          return url;
        };
        const pages = await htmlFiles(root);
        const shared = findSharedProps(readEach(pages));
        for (const file of pages) {
          const html = await readFile(file, 'utf8');
          const withChunks = await addChunkLists(html, readChunk);
          const updated = withLazyRuntime(withSharedProps(withChunks, shared, fileFor('island-props', 'json')), fileFor('island-runtime', 'js'));
          if (updated !== html) await writeFile(file, updated);
        }
        for (const [url, content] of files) await writeFile(join(root, url), content);
      },
    },
  };
}

/** The pages one at a time, so that a build of thousands of news pages is never in memory at once. */
function* readEach(files: string[]): Generator<string> {
  for (const file of files) yield readFileSync(file, 'utf8');
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}
