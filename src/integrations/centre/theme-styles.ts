/**
 * The centre's colours for the stylesheet: a Sass importer that answers `@use 'centre:theme'` (src/styles/_theme.scss)
 * with the selected centre's theme.yaml, checked (WCAG AA included) when it is read: a variable for each colour, which
 * the stylesheet declares under its custom property (so short-properties finds every name in the sources).
 */
import { readCentreFile } from './centre-files.ts';
import { COLOUR_TOKENS, propertyOf } from '../../domain/centre/theme.ts';

export const THEME_MODULE = 'centre:theme';

/** The Sass module: `$light-bg: "#ffffff"`, `$dark-surface-strong: …`, one variable for each colour of each theme. */
export function themeModule(root: string, id: string): string {
  const theme = readCentreFile(root, id, 'theme.yaml').data as Record<'light' | 'dark', Record<string, string>>;
  return (['light', 'dark'] as const)
    .flatMap((name) =>
      COLOUR_TOKENS.filter((token) => token in theme[name]).map(
        (token) => `$${name}-${propertyOf(token).slice('--color-'.length)}: "${theme[name][token]}";`,
      ),
    )
    .join('\n');
}

/** The importer, for Vite's Sass options (astro.config.mjs). */
export function themeImporter(root: string, id: string) {
  return {
    canonicalize: (url: string) => (url === THEME_MODULE ? new URL(THEME_MODULE) : null),
    load: () => ({ contents: themeModule(root, id), syntax: 'scss' as const }),
  };
}
