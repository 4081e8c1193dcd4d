/**
 * The rewrite rules of `public/_redirects` (Netlify / Cloudflare Pages syntax: `from to status`), read by the
 * local static server so that `npm start` behaves like the production host. Supports `:name` placeholders and
 * a trailing `*` splat; only status 200 (rewrite) and 301/302 (redirect) rules are meaningful here.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      if (!from || !to) throw new Error(`Nieprawidłowa reguła w _redirects: "${line}"`);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

/** The first rule matching `pathname`, with its target filled in; null when none matches. */
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
    const to = rule.to.replace(/:([a-z]+)/gi, (whole, name: string) => params.get(name) ?? whole);
    return { to, status: rule.status };
  }
  return null;
}
