import { describe, expect, it } from 'vitest';
import { commonHeaders, contentSecurityPolicy, headersFile, inlineHashes, sha256, IMMUTABLE } from './policy.ts';
import { spliced, type Splice } from '../../util/html.ts';
import { parseHeadersFile, headersFor } from '../../../scripts/lib/headers-file.ts';

const inputs = {
  scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'],
  styleHashes: ['sha256-s'],
  backendUrl: 'https://abc.supabase.co',
  frameOrigin: 'https://www.facebook.com',
};

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(inputs);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows scripts from the site and the hashed inline ones only, never unsafe-inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('reaches the Supabase project over https and wss, frames one host, and is framed by none', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(directive('frame-src')).toBe('frame-src https://www.facebook.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('img-src')).toBe("img-src 'self' https: data: https://abc.supabase.co");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('form-action')).toBe("form-action 'self' mailto:");
    expect(policy.startsWith("default-src 'self'; ")).toBe(true);
  });

  it('uses ws for a local backend on http', () => {
    expect(contentSecurityPolicy({ ...inputs, backendUrl: 'http://127.0.0.1:54321' })).toContain(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321",
    );
  });

  it('shows pictures from the local backend’s Storage, and from no other http host', () => {
    const local = contentSecurityPolicy({ ...inputs, backendUrl: 'http://127.0.0.1:54321' });
    expect(local).toContain("img-src 'self' https: data: http://127.0.0.1:54321;");
    expect(local).not.toMatch(/img-src[^;]* http:[;\s]/);
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles exactly as written, and leaves out external scripts and JSON data', () => {
    const html =
      '<script>var a=1;</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<style>.a{color:red}</style><script type="module">import "./y.js";</script>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('var a=1;'), sha256('import "./y.js";')],
      styles: [sha256('.a{color:red}')],
    });
    expect(sha256('var a=1;')).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  describe('of a page once changes are made, from the page as it was', () => {
    const html = '<head><style>.a{color:red}</style><script>var a=1;</script></head><body><script>go()</script></body>';
    const at = (text: string) => html.indexOf(text);
    const sorted = ({ scripts, styles }: { scripts: string[]; styles: string[] }) => ({
      scripts: [...scripts].sort(),
      styles: [...styles].sort(),
    });
    const cases: [string, Splice[]][] = [
      [
        'a script and a style replaced whole, a script added',
        [
          { start: at('<style>'), end: at('<script>'), text: '<style data-x="1">.b{}</style>' },
          { start: at('<script>var'), end: at('</head>'), text: '<script type="module">import("/w.js")</script>' },
          { start: at('</body>'), end: at('</body>'), text: '<script>late()</script>' },
        ],
      ],
      ['a script removed', [{ start: at('<script>go'), end: at('</body>'), text: '' }]],
      ['text inserted into a script', [{ start: at('go()'), end: at('go()'), text: 'ready();' }]],
      [
        'a script made a data block',
        [{ start: at('<script>go') + 7, end: at('<script>go') + 7, text: ' type="application/json"' }],
      ],
    ];
    it.each(cases)('%s: the hashes of the changed page', (_, changes) => {
      expect(sorted(inlineHashes(html, changes))).toEqual(sorted(inlineHashes(spliced(html, changes))));
    });

    it('names the replacements’ code, not the code they replaced', () => {
      const [, changes] = cases[0]!;
      expect(sorted(inlineHashes(html, changes))).toEqual(
        sorted({
          scripts: [sha256('import("/w.js")'), sha256('go()'), sha256('late()')],
          styles: [sha256('.b{}')],
        }),
      );
    });
  });
});

describe('headersFile', () => {
  const site = { backendUrl: 'https://abc.supabase.co', frameOrigin: 'https://www.facebook.com' };
  const file = headersFile(
    [
      { pattern: '/', scripts: ['sha256-home'], styles: ['sha256-s'] },
      { pattern: '/aktualnosci/*', scripts: ['sha256-news'], styles: [] },
    ],
    site,
  );
  const rules = parseHeadersFile(file);
  const policyOf = (path: string) => headersFor(rules, path).find(([name]) => name === 'Content-Security-Policy')?.[1];

  it('sends the common headers with every response, the policy with documents only', () => {
    for (const path of ['/', '/logo.svg', '/_astro/client.js', '/documents/form.pdf']) {
      expect(headersFor(rules, path).filter(([name]) => name in commonHeaders)).toHaveLength(
        Object.keys(commonHeaders).length,
      );
    }
    expect(policyOf('/logo.svg')).toBeUndefined();
    expect(policyOf('/_astro/client.js')).toBeUndefined();
    expect(policyOf('/documents/form.pdf')).toBeUndefined();
  });

  it("gives each document pattern a policy with its own pages' hashes", () => {
    expect(policyOf('/')).toContain("script-src 'self' 'sha256-home'");
    expect(policyOf('/aktualnosci/123')).toContain("script-src 'self' 'sha256-news'");
    expect(policyOf('/aktualnosci/123')).not.toContain('sha256-home');
  });

  it('lets browsers keep the bundles and content-named files for good, and nothing else', () => {
    const cacheOf = (path: string) => headersFor(rules, path).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cacheOf('/_astro/island-runtime.abc.js')).toBe(IMMUTABLE);
    expect(cacheOf('/_astro/page-styles.abc.css')).toBe(IMMUTABLE);
    expect(cacheOf('/zasilek-staly')).toBeUndefined();
    expect(cacheOf('/logo.svg')).toBeUndefined();
  });
});
