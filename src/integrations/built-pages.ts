import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every HTML page of a finished build, by file path. */
export async function builtPages(dir: URL): Promise<string[]> {
  const entries = await readdir(fileURLToPath(dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Passes each page of a finished build through `transform`, one at a time (a build of thousands of news pages is
 * never in memory at once), and writes back the pages it changed.
 */
export async function rewriteBuiltPages(
  dir: URL,
  transform: (html: string) => string | Promise<string>,
): Promise<void> {
  for (const file of await builtPages(dir)) {
    const html = await readFile(file, 'utf8');
    const updated = await transform(html);
    if (updated !== html) await writeFile(file, updated);
  }
}

/**
 * Files a build step adds beside the bundles, each named by its content (`/_astro/{name}.{hash}.{extension}`), so
 * that browsers keep them for good: `add` gives a file's address, `write` writes them all once the pages are done.
 */
export function buildAssets(dir: URL) {
  const files = new Map<string, string>();
  return {
    add(name: string, extension: string, content: string): string {
      const url = `/_astro/${name}.${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${extension}`;
      files.set(url, content);
      return url;
    },
    async write(): Promise<void> {
      for (const [url, content] of files) await writeFile(join(fileURLToPath(dir), url), content);
    },
  };
}
