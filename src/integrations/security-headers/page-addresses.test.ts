import { describe, expect, it } from 'vitest';
import { documentRules, type BuiltPage } from './document-rules.ts';
import { pageAddressRedirects, redirectsFile } from './page-addresses.ts';
import { parseRedirects } from '../../../scripts/lib/redirects.ts';

const page = (file: string): BuiltPage => ({ file, scripts: [file], styles: [] });

describe('pageAddressRedirects', () => {
  const pages = [
    'index.html',
    '404.html',
    'zasilek-staly.html',
    'aktualnosci.html',
    'aktualnosci/123.html',
    'aktualnosci/strona/2.html',
    'uk/404.html',
    'uk/strona.html',
    'documents/print.html',
  ].map(page);
  const files = [...pages.map((built) => built.file), 'documents/form.pdf', 'logo.svg'];
  const redirects = pageAddressRedirects(documentRules(pages, files), files);
  const from = (address: string) => redirects.find((redirect) => redirect.from === address);

  it('leads /x.html and /x/index.html to /x, forcing the rule where the address is a file', () => {
    expect(from('/zasilek-staly.html')).toEqual({ from: '/zasilek-staly.html', to: '/zasilek-staly', force: true });
    expect(from('/zasilek-staly/index.html')).toEqual({
      from: '/zasilek-staly/index.html',
      to: '/zasilek-staly',
      force: false,
    });
    expect(from('/index.html')).toEqual({ from: '/index.html', to: '/', force: true });
  });

  it('covers a folder’s index page and a page in a folder that holds other files', () => {
    expect(from('/aktualnosci.html')).toMatchObject({ to: '/aktualnosci', force: true });
    expect(from('/aktualnosci/index.html')).toMatchObject({ to: '/aktualnosci', force: false });
    expect(from('/documents/print.html')).toMatchObject({ to: '/documents/print', force: true });
  });

  it('leaves the pages of a folder of pages to its rule, and a not-found page’s file to its own policy', () => {
    expect(redirects.filter(({ to }) => to.startsWith('/aktualnosci/') || to.startsWith('/uk'))).toEqual([]);
    expect(from('/404.html')).toBeUndefined();
    expect(documentRules(pages, files).map((rule) => rule.pattern)).toContain('/404.html');
  });

  it('redirects nothing else', () => {
    expect(redirects.map((redirect) => redirect.from).sort()).toEqual(
      [
        '/404/index.html',
        '/aktualnosci.html',
        '/aktualnosci/index.html',
        '/documents/print.html',
        '/documents/print/index.html',
        '/index.html',
        '/zasilek-staly.html',
        '/zasilek-staly/index.html',
      ].sort(),
    );
  });
});

describe('redirectsFile', () => {
  const text = redirectsFile(
    [
      { from: '/zasilek-staly.html', to: '/zasilek-staly', force: true },
      { from: '/zasilek-staly/index.html', to: '/zasilek-staly', force: false },
    ],
    '/aktualnosci/:id   /aktualnosci/artykul   200\n',
  );

  it('puts the static redirects before the hand-written rules, each as the hosts (and the local server) read it', () => {
    expect(parseRedirects(text)).toEqual([
      { from: '/zasilek-staly.html', to: '/zasilek-staly', status: 301, force: true },
      { from: '/zasilek-staly/index.html', to: '/zasilek-staly', status: 301, force: false },
      { from: '/aktualnosci/:id', to: '/aktualnosci/artykul', status: 200, force: false },
    ]);
  });
});
