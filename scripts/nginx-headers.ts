/**
 * The security headers the build wrote to `dist/_headers`, for nginx. Run both after every build (the hashes of
 * the inline scripts and styles change with them):
 *   npm run --silent headers:nginx -- --map > /etc/nginx/conf.d/ops-csp.conf     (http context)
 *   npm run --silent headers:nginx > /etc/nginx/snippets/ops-security-headers.conf   (server context)
 * nginx cannot pick a header by address pattern the way `_headers` does, so the policy goes with every HTML
 * response (by its content type, through the map), with the hashes of every page; other responses carry none.
 * `--map` also carries the redirects the build wrote to `dist/_redirects` from the other addresses of the pages
 * (`/zasilek-staly.html` → `/zasilek-staly`), so a page has one address on nginx as on the other hosts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from './lib/headers-file.ts';
import { nginxPageAddressMap } from './lib/nginx-page-addresses.ts';
import { parseRedirects } from './lib/redirects.ts';
import { siteDir } from './lib/centre.ts';

const CSP = 'content-security-policy';
const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
const dist = siteDir;
const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));

if (process.argv.includes('--map')) {
  const policies = rules.flatMap((rule) =>
    rule.headers.filter(([name]) => name.toLowerCase() === CSP).map(([, value]) => value),
  );
  const merged = new Map<string, Set<string>>();
  for (const directive of policies.flatMap((policy) => policy.split('; '))) {
    const [name, ...sources] = directive.split(' ');
    merged.set(name!, new Set([...(merged.get(name!) ?? []), ...sources]));
  }
  const policy = [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
  console.log(
    `map $sent_http_content_type $ops_content_security_policy {\n  default "";\n  ~^text/html ${quote(policy)};\n}`,
  );
  console.log(nginxPageAddressMap(parseRedirects(readFileSync(join(dist, '_redirects'), 'utf8'))));
} else {
  const common = rules.find(
    (rule) => rule.pattern.test('/') && rule.headers.every(([name]) => name.toLowerCase() !== CSP),
  );
  for (const [name, value] of common?.headers ?? []) console.log(`add_header ${name} ${quote(value)} always;`);
  // An empty value sends no header: only HTML responses get the policy.
  console.log('add_header Content-Security-Policy $ops_content_security_policy always;');
}
