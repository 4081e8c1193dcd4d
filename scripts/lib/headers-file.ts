/**
 * The `_headers` file of Netlify and Cloudflare Pages (a path pattern on its own line, then indented
 * `Name: value` lines), read by the local static server so that it sends what the production host sends.
 */

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]\w*/gi, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`Nieprawidłowy wiersz w _headers: "${line.trim()}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers for `pathname`, from every rule that matches it. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
