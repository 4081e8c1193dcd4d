import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withUsedStyles } from './used-styles.ts';
import { DARK_CLASS, PRE_PAINT_ATTRIBUTES } from '../../lib/preferences.ts';
import { COMPACT_CLASS } from '../../islands/Header/compact-header.ts';
import type { ScriptAdditions } from './used-rules.ts';

/** What the inline scripts of every page put on elements before any island hydrates (tested against them). */
export const ADDED_BY_INLINE_SCRIPTS: ScriptAdditions = { classes: [DARK_CLASS, COMPACT_CLASS], attributes: PRE_PAINT_ATTRIBUTES };

/**
 * After the build, each page that qualifies keeps inline only the style rules its markup uses, and its whole
 * stylesheet is written once, as a cached file, for its islands (see `./used-styles.ts`).
 */
export default function pageStyles(): AstroIntegration {
  return {
    name: 'page-styles',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const stylesheets = new Map<string, string>();
        const stylesheetUrl = (css: string) => {
          const url = `/_astro/page-styles.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
          stylesheets.set(url, css);
          return url;
        };
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries.filter((item) => item.isFile() && item.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          const updated = withUsedStyles(html, stylesheetUrl, ADDED_BY_INLINE_SCRIPTS);
          if (updated !== html) await writeFile(file, updated);
        }
        for (const [url, css] of stylesheets) await writeFile(join(root, url), css);
      },
    },
  };
}
