/**
 * `npm run --silent headers:nginx > /etc/nginx/snippets/ops-security-headers.conf`: the security headers the
 * build wrote to `dist/_headers`, as nginx `add_header` lines. Run it after every build (the hashes of the inline
 * scripts and styles change with them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeadersFile } from './lib/headers-file.ts';

const rules = parseHeadersFile(readFileSync(join(import.meta.dirname, '..', 'dist', '_headers'), 'utf8'));
for (const [name, value] of headersFor(rules, '/')) {
  console.log(`add_header ${name} "${value.replace(/(["\\])/g, '\\$1')}" always;`);
}
