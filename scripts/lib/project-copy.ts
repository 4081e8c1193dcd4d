import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Copies what a build reads into `folder`, sharing node_modules by a link. A build test or benchmark builds the
 * copy: two builds in one folder would share Astro's work files (.astro), and Astro compiles files by their real
 * paths, so the sources are copied rather than linked.
 */
export function copyProject(folder: string): string {
  // backend/: the panel checks an upload's first bytes with the local Storage's own signatures.
  for (const name of ['src', 'public', 'content', 'backend', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, name), join(folder, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  return folder;
}
