import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, inlineHashes } from './policy.ts';
import { documentRules, type BuiltPage } from './document-rules.ts';

interface Options {
  backendUrl: string;
  frameOrigin: string;
}

/** Writes `_headers` after the build: the common headers, and each document's policy with its inline code's hashes. */
export default function securityHeadersFile(options: Options): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
        const pages: BuiltPage[] = [];
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          pages.push({ file, ...inlineHashes(await readFile(join(root, file), 'utf8')) });
        }
        const rules = documentRules(pages, files);
        await writeFile(join(root, '_headers'), headersFile(rules, options));
        logger.info(`_headers: ${pages.length} pages under ${rules.length} address patterns`);
      },
    },
  };
}
