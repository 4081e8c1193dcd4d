import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, inlineHashes } from './policy.ts';
import { documentRules, type BuiltPage } from './document-rules.ts';
import { pageAddressRedirects, redirectsFile } from './page-addresses.ts';
import type { PageStep } from '../built-pages.ts';

interface Options {
  backendUrl: string;
  frameOrigin: string;
}

/**
 * Writes `_headers` after the build: the common headers, and each document's policy with its inline code's hashes,
 * taken from each page as the steps before this one left it, and the list of files once they have written theirs.
 * Puts the redirects from the other addresses of the pages it names one by one ahead of `_redirects`.
 */
export default function securityHeadersFile(options: Options): PageStep {
  let pages: BuiltPage[] = [];
  return {
    name: 'security-headers',
    start: () => {
      pages = [];
    },
    // Last of the steps that change pages: the changes of all the others are `before`.
    changes: (html, page, file, before) => {
      pages.push({ file, ...inlineHashes(html, before, page) });
      return [];
    },
    finish: async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
      const rules = documentRules(pages, files);
      await writeFile(join(root, '_headers'), headersFile(rules, options));
      const redirects = pageAddressRedirects(rules, files);
      const handWritten = files.includes('_redirects') ? await readFile(join(root, '_redirects'), 'utf8') : '';
      await writeFile(join(root, '_redirects'), redirectsFile(redirects, handWritten));
      logger.info(
        `_headers: ${pages.length} pages under ${rules.length} address patterns; ` +
          `_redirects: ${redirects.length} other addresses of them`,
      );
    },
  };
}
