import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, inlineHashes, securityHeaders } from './policy.ts';

interface Options {
  backendUrl: string;
  frameOrigin: string;
}

/** Writes `_headers` after the build, with the hashes of every inline script and style the pages hold. */
export default function securityHeadersFile(options: Options): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const scriptHashes: string[] = [];
        const styleHashes: string[] = [];
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const { scripts, styles } = inlineHashes(await readFile(join(entry.parentPath, entry.name), 'utf8'));
          scriptHashes.push(...scripts);
          styleHashes.push(...styles);
        }
        const headers = securityHeaders({ ...options, scriptHashes, styleHashes });
        await writeFile(join(root, '_headers'), headersFile(headers));
        logger.info(`_headers: ${new Set(scriptHashes).size} inline scripts, ${new Set(styleHashes).size} inline styles`);
      },
    },
  };
}
