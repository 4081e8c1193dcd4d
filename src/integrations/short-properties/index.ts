import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredProperties, shortNames, withShortNames } from './short-properties.ts';

/** The Sass and Astro files under `dir`, where the site declares its custom properties. */
function styleSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(scss|astro)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * Renames the custom properties the site declares to short names in all the CSS Vite writes (./short-properties.ts),
 * as a PostCSS step after Sass: the pages' inline styles, the whole stylesheet and the islands' stylesheets alike.
 */
export default function shortProperties(): AstroIntegration {
  return {
    name: 'short-properties',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const names = shortNames(declaredProperties(styleSources(fileURLToPath(config.srcDir))));
        const plugin = {
          postcssPlugin: 'short-properties',
          Declaration(declaration: { prop: string; value: string }) {
            declaration.prop = withShortNames(declaration.prop, names);
            declaration.value = withShortNames(declaration.value, names);
          },
        };
        updateConfig({ vite: { css: { postcss: { plugins: [plugin] } } } });
      },
    },
  };
}
