/**
 * The redirects between addresses of `_redirects` for nginx (`npm run headers:nginx -- --map`), as a map for the
 * http context from the address asked (`$uri`: decoded, slashes merged) to the one the rule names; the server's
 * `if ($ops_page_address) { return 301 $ops_page_address$is_args$args; }` sends it there with its query string. A
 * map's value is worked out once per request, so nginx's own internal redirects (the not-found and article pages)
 * never meet it again. Only plain redirect rules (no placeholder or splat) are carried over: those are the build's.
 * Each address is a regular expression, matched as written (case included): as plain strings, the longer addresses
 * overflow nginx's default hash bucket, and raising `map_hash_bucket_size` fails once any other map came before.
 */
import type { RedirectRule } from './redirects.ts';

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
const PLAIN = /^\/[^:*]*$/;
const exactly = (path: string) => `~^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

export function nginxPageAddressMap(rules: RedirectRule[]): string {
  const redirects = rules.filter((rule) => [301, 308].includes(rule.status) && PLAIN.test(rule.from));
  return [
    'map $uri $ops_page_address {',
    '  default "";',
    ...redirects.map(({ from, to }) => `  ${quote(exactly(from))} ${quote(to)};`),
    '}',
  ].join('\n');
}
