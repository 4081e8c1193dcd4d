import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startedByImport } from './started-by-import.ts';

/**
 * Page scripts run in the background: after the build, each page's external module scripts (Astro's processed
 * `<script>`, here the watchers of the live lists, src/lib/list-watch.ts) are started by a dynamic import, so
 * that the page is loaded as soon as its HTML is, as it was when only islands loaded code. A watcher has
 * nothing to do before the page is shown, and nothing on a page waits for one.
 */
export default function backgroundScripts(): AstroIntegration {
  return {
    name: 'background-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          const updated = startedByImport(html);
          if (updated !== html) await writeFile(file, updated);
        }
      },
    },
  };
}
