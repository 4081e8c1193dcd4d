import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleText } from './html-to-text.ts';
import type { PageStep } from '../built-pages.ts';

interface Copy {
  /** The built page, e.g. "tekst-latwy-do-czytania.html". */
  page: string;
  /** Where its text goes, e.g. "documents/informacje-o-osrodku.txt". */
  file: string;
}

/**
 * Writes a plain-text copy of built pages once they are rewritten: the same words, from the same source, so the
 * machine-readable file can never say something the page does not.
 */
export default function plainTextCopy(copies: Copy[], site: string): PageStep {
  return {
    name: 'plain-text-copy',
    finish: async ({ dir }) => {
      const root = fileURLToPath(dir);
      for (const { page, file } of copies) {
        const html = await readFile(join(root, page), 'utf8');
        const address = new URL(page.replace(/\.html$/, ''), site).href;
        const [title, ...rest] = articleText(html, new URL(site)).split('\n');
        const target = join(root, file);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, [title, '', `Ten tekst jest też na stronie: ${address}`, ...rest].join('\n'), 'utf8');
      }
    },
  };
}
