/**
 * The site's Content-Security-Policy and the security headers beside it, in one place. The build fills in the
 * hashes of the inline scripts and styles it wrote (the pre-paint script, the island loader, the page's CSS),
 * page by page, writes the result to `_headers`, and the local static server sends the same file, so the tests
 * exercise the policy production gets.
 */
import { createHash } from 'node:crypto';
import type { DocumentRule } from './document-rules.ts';
import {
  attributeOf,
  elementsIn,
  hasAttribute,
  innerSource,
  parseHtml,
  spliced,
  type HtmlElement,
  type Splice,
} from '../../util/html.ts';
import { ASSETS } from '../../browser/hydration/astro-output.ts';

export interface PolicyInputs {
  /** Base64 SHA-256 hashes of the inline `<script>` and `<style>` contents, with their `sha256-` prefix. */
  scriptHashes: string[];
  styleHashes: string[];
  /** The Supabase project the pages read from and the administrator writes to. */
  backendUrl: string;
  /** The one host whose frame the page may show (the social timeline, after consent). */
  frameOrigin: string;
}

function backendSources(backendUrl: string): string[] {
  const url = new URL(backendUrl);
  const socket = new URL(url.href);
  socket.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, socket.origin];
}

const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);

export function contentSecurityPolicy({ scriptHashes, styleHashes, backendUrl, frameOrigin }: PolicyInputs): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...quoted(scriptHashes)],
    ['style-src', "'self'", ...quoted(styleHashes)],
    // News pictures may be on any https host (the database refuses other schemes), and uploaded ones are served by
    // the project's Storage, which is plain http on the local backend.
    ['img-src', "'self'", 'https:', 'data:', new URL(backendUrl).origin],
    ['connect-src', "'self'", ...backendSources(backendUrl)],
    ['frame-src', frameOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The contact form opens the visitor's mail program.
    ['form-action', "'self'", 'mailto:'],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The headers every response carries, whatever it holds. Strict-Transport-Security only means something over
 * HTTPS. The policy itself goes with documents only (`documentRules`).
 */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * The `_headers` file of Netlify and Cloudflare Pages: the common headers for every path, and each document
 * pattern's policy with the hashes of its own inline code.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function headersFile(
  documents: DocumentRule[],
  site: Omit<PolicyInputs, 'scriptHashes' | 'styleHashes'>,
): string {
  const block = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    '# Written by the build (src/integrations/security-headers); do not edit.',
    ...block('/*', commonHeaders),
    // Bundles and the files the build names by their content (the island runtime, shared props, whole stylesheets)
    // never change under their name: a second page finds them in the cache without asking.
    ...block(`${ASSETS}*`, { 'Cache-Control': IMMUTABLE }),
    ...documents.flatMap((rule) =>
      block(rule.pattern, {
        'Content-Security-Policy': contentSecurityPolicy({
          ...site,
          scriptHashes: rule.scripts,
          styleHashes: rule.styles,
        }),
      }),
    ),
    '',
  ].join('\n');
}

export function sha256(content: string): string {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
}

/** A data block (JSON, JSON-LD), which is not code: the policy does not apply to it. */
const DATA_BLOCK = /^application\/(ld\+)?json\b/i;

/** Hashes of the inline scripts and styles of a page. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const isInlineCode = (element: HtmlElement) => element.name === 'script' || element.name === 'style';

/** The inline scripts (not data blocks) and inline styles among `elements`, hashed as their text is written. */
function hashesOf(html: string, elements: HtmlElement[]): InlineHashes {
  const scripts = elements
    .filter((element) => element.name === 'script' && !hasAttribute(element, 'src'))
    .filter((script) => !DATA_BLOCK.test(attributeOf(script, 'type') ?? ''))
    .map((script) => sha256(innerSource(html, script)));
  const styles = elements
    .filter((element) => element.name === 'style')
    .map((style) => sha256(innerSource(html, style)));
  return { scripts, styles };
}

/**
 * Hashes of the inline scripts (not data blocks) and inline styles of a built page once `changes` are made, their
 * text as written. Read from the page as it was and the changes' own texts: an element a change replaces whole
 * is the change's, any other is as it was; the page is parsed again, changed, only when a change reaches into an
 * element (into a script's text or its attributes) without replacing it. Parsing each page a second time, changed,
 * was some 15 % of what the pass over the built pages cost at 5 000 news items, and more of its garbage.
 */
export function inlineHashes(
  html: string,
  changes: readonly Splice[] = [],
  document: HtmlElement = parseHtml(html),
): InlineHashes {
  const inside = (change: Splice, element: HtmlElement) =>
    change.start === change.end
      ? element.start < change.start && change.start < element.end
      : change.start < element.end && element.start < change.end;
  const replaces = (change: Splice, element: HtmlElement) =>
    change.start < change.end && change.start <= element.start && element.end <= change.end;
  const kept: HtmlElement[] = [];
  for (const element of elementsIn(document).filter(isInlineCode)) {
    const touching = changes.filter((change) => inside(change, element));
    if (touching.length === 0) kept.push(element);
    else if (!touching.every((change) => replaces(change, element))) {
      const changed = spliced(html, [...changes]);
      return hashesOf(changed, elementsIn(parseHtml(changed)).filter(isInlineCode));
    }
  }
  const hashes = hashesOf(html, kept);
  for (const { text } of changes) {
    if (!/<(script|style)/i.test(text)) continue;
    const added = hashesOf(text, elementsIn(parseHtml(text)).filter(isInlineCode));
    hashes.scripts.push(...added.scripts);
    hashes.styles.push(...added.styles);
  }
  return hashes;
}
