import { describe, expect, it } from 'vitest';
import { documentRules, routeOfFile, type BuiltPage } from './document-rules.ts';

const page = (file: string, scripts: string[], styles: string[] = []): BuiltPage => ({ file, scripts, styles });

describe('routeOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['zasilek-staly.html', '/zasilek-staly'],
    ['404.html', '/404'],
    ['aktualnosci/index.html', '/aktualnosci'],
    ['aktualnosci/strona/2.html', '/aktualnosci/strona/2'],
    ['uk/pomoc-dla-obywateli-ukrainy.html', '/uk/pomoc-dla-obywateli-ukrainy'],
  ])('%s is served at %s', (file, route) => expect(routeOfFile(file)).toBe(route));
});

describe('documentRules', () => {
  const pages = [
    page('index.html', ['a', 'b'], ['s1']),
    page('zasilek-staly.html', ['a'], ['s2']),
    page('aktualnosci/index.html', ['a', 'n'], ['s1']),
    page('aktualnosci/1.html', ['a', 'x']),
    page('aktualnosci/2.html', ['a', 'y']),
    page('aktualnosci/strona/2.html', ['a', 'n']),
    page('documents/print.html', ['p']),
  ];
  const files = [
    ...pages.map((built) => built.file),
    'aktualnosci/rss.xml',
    '_astro/client.js',
    'logo.svg',
    'documents/form.pdf',
    'sitemap.xml',
  ];
  const rules = documentRules(pages, files);

  it('gives a top-level page the hashes of its own inline code only', () => {
    expect(rules).toContainEqual({ pattern: '/zasilek-staly', scripts: ['a'], styles: ['s2'] });
    expect(rules).toContainEqual({ pattern: '/', scripts: ['a', 'b'], styles: ['s1'] });
  });

  it('makes a folder of pages one rule with the hashes of all of them, and its index page one of its own', () => {
    expect(rules).toContainEqual({ pattern: '/aktualnosci/*', scripts: ['a', 'n', 'x', 'y'], styles: [] });
    expect(rules).toContainEqual({ pattern: '/aktualnosci', scripts: ['a', 'n'], styles: ['s1'] });
  });

  it('gives a not-found page’s file the policy of its address, as hosts serve it by that name', () => {
    const withNotFound = documentRules(
      [page('404.html', ['nf']), page('uk/404.html', ['uk'])],
      ['404.html', 'uk/404.html'],
    );
    expect(withNotFound).toContainEqual({ pattern: '/404', scripts: ['nf'], styles: [] });
    expect(withNotFound).toContainEqual({ pattern: '/404.html', scripts: ['nf'], styles: [] });
    expect(withNotFound.map((rule) => rule.pattern)).toEqual(['/404', '/404.html', '/uk/*']);
  });

  it('never covers a folder that holds files other than pages: its pages are named one by one', () => {
    expect(rules.map((rule) => rule.pattern)).not.toContain('/documents/*');
    expect(rules).toContainEqual({ pattern: '/documents/print', scripts: ['p'], styles: [] });
    expect(rules.some((rule) => ['/_astro/*', '/logo.svg', '/*'].includes(rule.pattern))).toBe(false);
  });
});
