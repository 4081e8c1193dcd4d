import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages } from '../built-pages.ts';
import { withoutArticleWhitespace } from './article-whitespace.ts';

/** After the build, each page's article loses the whitespace between its blocks (`./article-whitespace.ts`). */
export default function blockWhitespace(): AstroIntegration {
  return {
    name: 'block-whitespace',
    hooks: {
      'astro:build:done': async ({ dir }) => rewriteBuiltPages(dir, withoutArticleWhitespace),
    },
  };
}
