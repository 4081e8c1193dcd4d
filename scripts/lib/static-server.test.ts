// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStaticServer } from './static-server.ts';
import { keepAliveHeader } from './keep-alive-header.ts';
import { KEEP_ALIVE_SECONDS } from '../../src/util/keep-alive.ts';

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Nie znaleziono</h1>');
  writeFileSync(join(root, 'zasiłek.html'), '<h1>Zasiłek</h1>');
  writeFileSync(join(root, 'zasilek.html'), '<h1>Zasiłek stały</h1>');
  mkdirSync(join(root, 'aktualnosci'));
  writeFileSync(join(root, 'aktualnosci', 'artykul.html'), '<h1>Artykuł</h1>');
  mkdirSync(join(root, 'uk'));
  writeFileSync(join(root, 'uk', '404.html'), '<h1>Сторінку не знайдено</h1>');
  writeFileSync(join(root, 'uk', 'strona.html'), '<h1>Сторінка</h1>');
  writeFileSync(
    join(root, '_redirects'),
    [
      // What the build writes for a page outside a folder of pages: its other addresses lead to its own.
      '/zasilek.html        /zasilek  301!',
      '/zasilek/index.html  /zasilek  301',
      '/index.html          /         301!',
      '/aktualnosci/:id  /aktualnosci/artykul  200',
      '/pliki/*          /:splat               302',
      '/stare/:name      /:name                301',
      '/zewnetrzne/*     https://example.org/dokumenty/:splat  302',
      '/uk/*             /uk/404               404',
    ].join('\n'),
  );
  writeFileSync(
    join(root, '_headers'),
    ['/*', '  X-Content-Type-Options: nosniff', '/', '  Content-Security-Policy: home']
      .concat(['/zasilek', '  Content-Security-Policy: zasilek', '/uk/*', '  Content-Security-Policy: uk'])
      .concat(['/404', '  Content-Security-Policy: not-found'])
      .join('\n'),
  );
  ({ server, url: origin } = await startStaticServer({ root, port: 0 }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Sends the request target exactly as given (fetch would resolve `//host/` against the origin first). */
function get(target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The status, the redirect's target and the policy of the answer to `target`, sent as given. */
function answer(target: string): Promise<{ status: number; location?: string; policy?: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => {
        const { location, 'content-security-policy': policy } = res.headers;
        resolve({
          status: res.statusCode ?? 0,
          ...(location && { location }),
          ...(policy && { policy: String(policy) }),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSameOrigin(location: string | undefined): void {
  expect(location).toMatch(/^\/[^/\\]/);
  expect(new URL(location!, origin).origin).toBe(origin);
}

test(`an idle connection is kept ${KEEP_ALIVE_SECONDS} s, as the answer says, not Node's 5`, async () => {
  expect(await keepAliveHeader(`${origin}/`)).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
});

describe('trailing-slash redirects stay on the site', () => {
  test.each([
    '/%2Fevil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%09/evil.example/',
    '/%0A/evil.example/',
    '/%2F%09%2Fevil.example/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%2fevil.example/?next=%2F%2Fevil.example',
  ])('%s', async (target) => {
    const { status, location } = await get(target);
    expect(status).toBe(301);
    expectSameOrigin(location);
    expect(location).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  test('a non-ASCII path with a trailing slash redirects to its encoded form', async () => {
    expect(await get('/zasi%C5%82ek/')).toEqual({ status: 301, location: '/zasi%C5%82ek' });
    expect((await get('/zasi%C5%82ek')).status).toBe(200);
  });

  test('the query string is kept', async () => {
    expect(await get('/zasi%C5%82ek/?strona=2')).toEqual({ status: 301, location: '/zasi%C5%82ek?strona=2' });
  });

  test('a path that is only slashes redirects to the home page', async () => {
    expect(await get('/%2F%2F/')).toEqual({ status: 301, location: '/' });
  });
});

describe('_redirects rules cannot send visitors to another site', () => {
  test.each([
    '/pliki//evil.example',
    '/pliki///evil.example',
    '/pliki/%2F%2Fevil.example',
    '/pliki/%5Cevil.example',
    '/pliki/%09/evil.example',
    '/stare/%09%5Cevil.example',
    '/stare/%5C%5Cevil.example',
  ])('%s', async (target) => {
    const { status, location } = await get(target);
    expect([301, 302]).toContain(status);
    expectSameOrigin(location);
  });

  test('a redirect to another site keeps that site, whatever the request adds', async () => {
    expect(await get('/zewnetrzne/wniosek%20o%20zasi%C5%82ek.pdf')).toEqual({
      status: 302,
      location: 'https://example.org/dokumenty/wniosek%20o%20zasi%C5%82ek.pdf',
    });
    const { location } = await get('/zewnetrzne/@evil.example');
    expect(new URL(location!).origin).toBe('https://example.org');
  });

  test('rewrites still serve the page', async () => {
    expect((await get('/aktualnosci/3f1c2b1e-1111-4222-8333-444455556666')).status).toBe(200);
  });
});

describe('client mistakes get 4xx', () => {
  test.each(['/%E0%A4%A', '/%E0%A4%A/', '/a%00b', '/a%00b/'])('%s is not found', async (target) => {
    expect((await get(target)).status).toBe(404);
  });

  test('an unparsable request target is a bad request', async () => {
    expect((await get('http://[')).status).toBe(400);
    expect((await get('//[')).status).toBe(404);
  });
});

describe('a not-found page of its own for a part of the site (a 404 rule)', () => {
  const fetched = async (path: string) => {
    const response = await fetch(new URL(path, origin));
    return { status: response.status, text: await response.text() };
  };

  test('answers an unknown address under /uk/ with the Ukrainian page, status 404', async () => {
    expect(await fetched('/uk/nie-ma-takiej')).toEqual({ status: 404, text: '<h1>Сторінку не знайдено</h1>' });
    expect(await fetched('/uk/a/b')).toEqual({ status: 404, text: '<h1>Сторінку не знайдено</h1>' });
  });

  test('serves the pages that exist there, and the Polish page elsewhere', async () => {
    expect(await fetched('/uk/strona')).toEqual({ status: 200, text: '<h1>Сторінка</h1>' });
    expect(await fetched('/nie-ma-takiej')).toEqual({ status: 404, text: '<h1>Nie znaleziono</h1>' });
  });
});

describe('every address of a page leads to its own address, or carries the same headers', () => {
  test('a forced rule goes before the file, and the query string goes along', async () => {
    expect(await answer('/zasilek')).toEqual({ status: 200, policy: 'zasilek' });
    expect(await answer('/zasilek.html?strona=2')).toEqual({ status: 301, location: '/zasilek?strona=2' });
    expect(await answer('/zasilek/index.html')).toEqual({ status: 301, location: '/zasilek' });
    expect(await answer('/index.html?q=zasilek')).toEqual({ status: 301, location: '/?q=zasilek' });
    expect(await answer('/')).toEqual({ status: 200, policy: 'home' });
  });

  test("a page in a folder of pages answers at its file's name with the folder's policy", async () => {
    expect(await answer('/uk/strona')).toEqual({ status: 200, policy: 'uk' });
    expect(await answer('/uk/strona.html')).toEqual({ status: 200, policy: 'uk' });
  });

  test('an address is matched as decoded, headers and rules alike', async () => {
    expect(await answer('/zasil%65k')).toEqual({ status: 200, policy: 'zasilek' });
    expect(await answer('/zasilek%2Ehtml')).toEqual({ status: 301, location: '/zasilek' });
  });

  test.each(['//zasilek', '/%2Fzasilek', '/uk/..%2Fzasilek', '/uk%2F..%2Fzasilek'])(
    '%s leads to the one spelling of the address, on the site',
    async (target) => {
      const { status, location } = await answer(`${target}?a=1`);
      expect({ status, location }).toEqual({ status: 301, location: '/zasilek?a=1' });
    },
  );

  test('a rule redirect keeps the query string, unless its target has one', async () => {
    expect(await answer('/stare/zasilek?strona=2')).toEqual({ status: 301, location: '/zasilek?strona=2' });
  });

  test('an unknown address keeps its not-found page, status and policy', async () => {
    expect(await answer('/nie-ma.html')).toEqual({ status: 404, policy: 'not-found' });
    expect(await answer('/nie-ma/index.html')).toEqual({ status: 404, policy: 'not-found' });
    expect(await answer('/uk/nie-ma.html')).toEqual({ status: 404, policy: 'uk' });
  });
});
