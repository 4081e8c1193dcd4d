/**
 * The rules of `_redirects` (Netlify / Cloudflare Pages syntax: `from to status`, `!` after the status to apply the
 * rule where a file exists too), read by the local static server so that `npm start` behaves like the production
 * host. Supports `:name` placeholders and a trailing `*` splat; only status 200 (rewrite), 404 (a not-found page of
 * its own for the addresses it matches, served with status 404) and 301/302 (redirect) rules are meaningful here.
 */
import { encodePathSegments, singleLeadingSlash } from './same-origin-location.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** Applied even where a file exists (Netlify's `301!`); otherwise a file at the address wins. */
  force: boolean;
}

/** A rule that serves another file at the address asked (200) or as its not-found page (404), not a redirect. */
export function isRewrite(status: number): boolean {
  return status === 200 || status === 404;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      const code = /^(\d{3})(!?)$/.exec(status);
      if (!from || !to || !code) throw new Error(`Nieprawidłowa reguła w _redirects: "${line}"`);
      return { from, to, status: Number(code[1]), force: code[2] === '!' };
    });
}

/**
 * Where a redirect rule sends the browser. The parts taken from the request are percent-encoded, so they cannot
 * start a new host or scheme; a target on this site keeps a single leading slash, and a target on another site
 * (written by the site's owner) is followed only when the request's parts leave its origin unchanged.
 */
function redirectLocation(target: string, filledTarget: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) return singleLeadingSlash(filledTarget);
  const origin = URL.parse(target)?.origin;
  return origin && origin !== 'null' && URL.parse(filledTarget)?.origin === origin ? filledTarget : null;
}

/**
 * The first rule matching the decoded `pathname`, with its target filled in; null when none matches. A rewrite's
 * target is a decoded path for finding the file; a redirect's target is a `Location` header.
 */
export function matchRedirect(rules: RedirectRule[], pathname: string): { to: string; status: number } | null {
  for (const rule of rules) {
    const params = new Map<string, string>();
    const fromParts = rule.from.split('/');
    const pathParts = pathname.split('/');
    let matched = true;
    for (let i = 0; i < fromParts.length; i++) {
      const part = fromParts[i]!;
      if (part === '*') {
        params.set('splat', pathParts.slice(i).join('/'));
        break;
      }
      const value = pathParts[i];
      if (value === undefined || (part.startsWith(':') ? value === '' : part !== value)) {
        matched = false;
        break;
      }
      if (part.startsWith(':')) params.set(part.slice(1), value);
      if (i === fromParts.length - 1 && pathParts.length !== fromParts.length) matched = false;
    }
    if (!matched) continue;
    const fill = (encode: (value: string) => string) =>
      rule.to.replace(/:([a-z]+)/gi, (whole, name: string) => {
        const value = params.get(name);
        return value === undefined ? whole : encode(value);
      });
    if (isRewrite(rule.status)) return { to: fill((value) => value), status: rule.status };
    const location = redirectLocation(rule.to, fill(encodePathSegments));
    return location === null ? null : { to: location, status: rule.status };
  }
  return null;
}
