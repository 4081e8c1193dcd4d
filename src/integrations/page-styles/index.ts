import { usedStyles } from './used-styles.ts';
import { buildAssets, type PageStep } from '../built-pages.ts';
import { DARK_CLASS, PRE_PAINT_ATTRIBUTES } from '../../browser/preferences.ts';
import { COMPACT_CLASS } from '../../browser/compact-header.ts';
import type { ScriptAdditions } from './used-rules.ts';

/** What the inline scripts of every page put on elements before any island hydrates (tested against them). */
export const ADDED_BY_INLINE_SCRIPTS: ScriptAdditions = {
  classes: [DARK_CLASS, COMPACT_CLASS],
  attributes: PRE_PAINT_ATTRIBUTES,
};

/**
 * After the build, each page that qualifies keeps inline only the style rules its markup uses, and its whole
 * stylesheet is written once, as a cached file, for its islands (see `./used-styles.ts`).
 */
export default function pageStyles(): PageStep {
  let assets: ReturnType<typeof buildAssets>;
  const stylesheetUrl = (css: string) => assets.add('page-styles', 'css', css);
  return {
    name: 'page-styles',
    start: ({ dir }) => {
      assets = buildAssets(dir);
    },
    changes: (html, page) => usedStyles(html, page, stylesheetUrl, ADDED_BY_INLINE_SCRIPTS),
    finish: () => assets.write(),
  };
}
