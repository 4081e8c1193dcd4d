/**
 * A small static file server for the built site, behaving like a production static host: clean URLs
 * (`/zasilek-staly` → `zasilek-staly.html`), the rules of `_redirects` (a forced one, `301!`, before the files), the
 * headers of `_headers` (the security policy) on every response, gzip for text, long caching for fingerprinted
 * assets, and the 404 page with status 404. Addresses are matched decoded, and a file is served at one spelling of
 * its address (`//a` and `/b/../a` lead to `/a`), so a page always gets the headers `_headers` names for it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, posix, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { IMMUTABLE } from '../../src/integrations/security-headers/policy.ts';
import { isRewrite, matchRedirect, parseRedirects, type RedirectRule } from './redirects.ts';
import { sameOriginLocation } from './same-origin-location.ts';
import { keepIdleConnections } from '../../src/util/keep-alive.ts';
import { ASSETS } from '../../src/browser/hydration/astro-output.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** Sent over HTTPS only; this server speaks plain HTTP on the machine it runs on. */
const HTTPS_ONLY_HEADERS = new Set(['strict-transport-security']);

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The request's path decoded, or null when it cannot be (a broken escape) or holds a NUL. */
function decodedPath(url: URL): string | null {
  try {
    const pathname = decodeURIComponent(url.pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

export interface StaticServerOptions {
  root: string;
  host?: string;
  port?: number;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** What a host reads of the build besides its files: the rules of `_redirects` and `_headers`. */
interface Site {
  root: string;
  rules: RedirectRule[];
  forcedRules: RedirectRule[];
  headerRules: HeaderRule[];
}

async function readSite(root: string): Promise<Site> {
  const redirectsFile = await readOptional(join(root, '_redirects'));
  const rules: RedirectRule[] = redirectsFile ? parseRedirects(redirectsFile) : [];
  const headersFile = await readOptional(join(root, '_headers'));
  const headerRules: HeaderRule[] = headersFile ? parseHeadersFile(headersFile) : [];
  return { root, rules, forcedRules: rules.filter((rule) => rule.force), headerRules };
}

/** The file for a clean URL, or null. Never leaves the site's root. */
async function resolveFile({ root }: Site, pathname: string): Promise<string | null> {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  if (relative.startsWith('..')) return null;
  const base = join(root, relative);
  if (!base.startsWith(root + sep) && base !== root) return null;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Astro's bundles, named by their content: kept for good. */
const BUNDLES = ASSETS.split('/').join(sep);

async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): Promise<void> {
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  let body = await readFile(file);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': file.includes(BUNDLES) ? IMMUTABLE : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function setHeaders(site: Site, res: ServerResponse, path: string): void {
  for (const [name, value] of headersFor(site.headerRules, path)) {
    if (!HTTPS_ONLY_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
  }
}

async function notFound(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = join(site.root, '404.html');
  if (await isFile(page)) {
    // The not-found page answers any address; it is a document all the same, with its own policy.
    setHeaders(site, res, '/404');
    return send(req, res, page, 404);
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nie znaleziono');
}

/** Serves a rewrite's file, or sends the browser on with the query string it came with, as the hosts do. */
async function follow(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  redirect: { to: string; status: number },
  search: string,
): Promise<void> {
  if (isRewrite(redirect.status)) {
    const rewritten = await resolveFile(site, redirect.to);
    return rewritten ? send(req, res, rewritten, redirect.status) : notFound(site, req, res);
  }
  res.writeHead(redirect.status, { Location: redirect.to.includes('?') ? redirect.to : redirect.to + search }).end();
}

async function handle(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL | null,
  pathname: string | null,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (!url) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nieprawidłowy adres');
    return;
  }
  if (pathname === null) return notFound(site, req, res);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(301, { Location: sameOriginLocation(pathname.replace(/\/+$/, '')) + url.search }).end();
    return;
  }
  const forced = matchRedirect(site.forcedRules, pathname);
  if (forced) return follow(site, req, res, forced, url.search);
  const file = await resolveFile(site, pathname);
  // A file is served at one spelling of its address, the one its headers name: `//a` and `/b/../a` lead to `/a`.
  const single = posix.normalize(pathname);
  if (file && single !== pathname) {
    res.writeHead(301, { Location: sameOriginLocation(single) + url.search }).end();
    return;
  }
  if (file) return send(req, res, file, 200);
  const redirect = matchRedirect(site.rules, pathname);
  if (redirect) return follow(site, req, res, redirect, url.search);
  return notFound(site, req, res);
}

export async function startStaticServer({
  root,
  host = '127.0.0.1',
  port = 4321,
}: StaticServerOptions): Promise<{ server: Server; url: string }> {
  const site = await readSite(root);
  const server = createServer((req, res) => {
    // A target such as `//evil.example/` is a path on this site, not a link to another host.
    const target = req.url ?? '/';
    const url = URL.parse(target.startsWith('/') ? `http://localhost${target}` : target, 'http://localhost');
    const pathname = url && decodedPath(url);
    // By the address as decoded, the way its file is found: `/zasilek%2Dstaly` is `/zasilek-staly`, headers included.
    setHeaders(site, res, pathname ?? url?.pathname ?? '/');
    handle(site, req, res, url, pathname).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Błąd serwera');
    });
  });
  keepIdleConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}` };
}
