import type { PageStep } from '../built-pages.ts';
import { articleWhitespace } from './article-whitespace.ts';

/** After the build, each page's article loses the whitespace between its blocks (`./article-whitespace.ts`). */
export default function blockWhitespace(): PageStep {
  return { name: 'block-whitespace', changes: (_html, page) => articleWhitespace(page) };
}
