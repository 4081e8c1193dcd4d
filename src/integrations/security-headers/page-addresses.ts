/**
 * The other addresses of a page. A host also serves `zasilek-staly.html` at `/zasilek-staly.html` (Netlify without
 * its Pretty URLs setting, nginx, the local server) and `_headers` is matched on the address asked, so that address
 * would come without the page's policy. A page named by a rule of its own therefore gets redirects from `/x.html`
 * and `/x/index.html` (the home page from `/index.html`) to its address; a page in a folder of pages needs none, as
 * `/folder/*` gives every spelling the same policy. The rules go ahead of `public/_redirects` in `dist/_redirects`.
 */
import type { DocumentRule } from './document-rules.ts';

/** A redirect to a page's address. `force`: the address is a file, which would otherwise win (Netlify's `!`). */
export interface AddressRedirect {
  from: string;
  to: string;
  force: boolean;
}

/** The redirects from every other address of the pages that `rules` name one by one; `files`: the whole output. */
export function pageAddressRedirects(rules: DocumentRule[], files: string[]): AddressRedirect[] {
  const patterns = new Set(rules.map((rule) => rule.pattern));
  const existing = new Set(files.map((file) => `/${file}`));
  const redirect = (from: string, to: string): AddressRedirect => ({ from, to, force: existing.has(from) });
  return rules.flatMap(({ pattern }) => {
    if (pattern.endsWith('*') || pattern.endsWith('.html')) return [];
    if (pattern === '/') return [redirect('/index.html', '/')];
    // A not-found page's file carries its own policy instead (`documentRules`): hosts fetch it by that name.
    const html = patterns.has(`${pattern}.html`) ? [] : [redirect(`${pattern}.html`, pattern)];
    return [...html, redirect(`${pattern}/index.html`, pattern)];
  });
}

/**
 * `dist/_redirects`: these redirects, then the hand-written rules. Static rules come first, as Cloudflare Pages
 * counts every rule after the first one with a placeholder or splat among its 100 dynamic ones. Cloudflare Pages
 * refuses `301!` (it skips the line with a warning) and redirects `/x.html` to `/x` itself.
 */
export function redirectsFile(redirects: AddressRedirect[], handWritten: string): string {
  const width = Math.max(0, ...redirects.map(({ from }) => from.length));
  return [
    '# Written by the build (src/integrations/security-headers): every other address of a page leads to its own,',
    '# which carries its headers. `!` applies a rule where a file exists (Netlify). Then public/_redirects.',
    ...redirects.map(({ from, to, force }) => `${from.padEnd(width)}  ${to}  301${force ? '!' : ''}`),
    handWritten,
  ].join('\n');
}
