import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { addChunkLists } from './chunk-graph.ts';
import { withLazyRuntime } from './lazy-runtime.ts';

/**
 * Adds `client:intent` (see `./directive.ts`). After the build, every island that uses it gets the list of
 * chunks its first render needs, so the directive can fetch them all at once; and a page whose islands all wait
 * for intent loses its inline island runtime to a cached file fetched at the first intent (`./lazy-runtime.ts`).
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
        const runtimes = new Map<string, string>();
        const runtimeUrl = (code: string) => {
          const url = `/_astro/island-runtime.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
          runtimes.set(url, code);
          return url;
        };
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const updated = withLazyRuntime(await addChunkLists(html, readChunk), runtimeUrl);
          if (updated !== html) await writeFile(file, updated);
        }
        for (const [url, code] of runtimes) await writeFile(join(root, url), code);
      },
    },
  };
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}
