import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addChunkLists } from './chunk-graph.ts';

/**
 * Adds `client:intent` (see `./directive.ts`). After the build, every island that uses it gets the list of
 * chunks its first render needs, so the directive can fetch them all at once.
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
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const updated = await addChunkLists(html, readChunk);
          if (updated !== html) await writeFile(file, updated);
        }
      },
    },
  };
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}
