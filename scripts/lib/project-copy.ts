import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Copies what a build reads into `folder` (and the `extra` files of the project's root), sharing node_modules by a
 * link. A build test, a benchmark or the visual editor's test works on the copy: two builds in one folder would
 * share Astro's work files (.astro), and Astro compiles files by their real paths, so the sources are copied
 * rather than linked.
 */
export function copyProject(folder: string, extra: string[] = []): string {
  for (const name of [
    'src',
    'public',
    'content',
    'centres',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    ...extra,
  ]) {
    cpSync(join(root, name), join(folder, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  return folder;
}
