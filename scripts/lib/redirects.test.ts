import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects } from './redirects.ts';

const rules = parseRedirects(`
# comment
/aktualnosci/:id   /aktualnosci/artykul   200
/stara-strona      /nowa-strona
/pliki/*           /documents/:splat      302
/uk/*              /uk/404                404
/strona.html       /strona                301!
`);

describe('parseRedirects', () => {
  it('reads rules, skipping comments and defaulting to 301, and a status with `!` as forced', () => {
    expect(rules).toEqual([
      { from: '/aktualnosci/:id', to: '/aktualnosci/artykul', status: 200, force: false },
      { from: '/stara-strona', to: '/nowa-strona', status: 301, force: false },
      { from: '/pliki/*', to: '/documents/:splat', status: 302, force: false },
      { from: '/uk/*', to: '/uk/404', status: 404, force: false },
      { from: '/strona.html', to: '/strona', status: 301, force: true },
    ]);
  });

  it('rejects a rule without a target, or with a status that is not one', () => {
    expect(() => parseRedirects('/samotna')).toThrow(/_redirects/);
    expect(() => parseRedirects('/a  /b  301?')).toThrow(/_redirects/);
  });
});

describe('matchRedirect', () => {
  it('rewrites any news id to the one article page', () => {
    expect(matchRedirect(rules, '/aktualnosci/3f1c2b1e-1111-4222-8333-444455556666')).toEqual({
      to: '/aktualnosci/artykul',
      status: 200,
    });
  });

  it('does not match the list page, deeper paths or an empty id', () => {
    expect(matchRedirect(rules, '/aktualnosci')).toBeNull();
    expect(matchRedirect(rules, '/aktualnosci/')).toBeNull();
    expect(matchRedirect(rules, '/aktualnosci/a/b')).toBeNull();
  });

  it('gives the addresses of a part of the site a not-found page of their own, kept as a path', () => {
    expect(matchRedirect(rules, '/uk/nieznana')).toEqual({ to: '/uk/404', status: 404 });
  });

  it('fills a splat', () => {
    expect(matchRedirect(rules, '/pliki/PS/wniosek.pdf')).toEqual({ to: '/documents/PS/wniosek.pdf', status: 302 });
  });
});

describe('redirect targets', () => {
  it('percent-encode what comes from the request and keep one leading slash', () => {
    const onSite = parseRedirects('/stare/*  /:splat  301');
    expect(matchRedirect(onSite, '/stare/zasiłek stały')).toEqual({ to: '/zasi%C5%82ek%20sta%C5%82y', status: 301 });
    expect(matchRedirect(onSite, '/stare//evil.example')).toEqual({ to: '/evil.example', status: 301 });
    expect(matchRedirect(onSite, '/stare/\\evil.example')).toEqual({ to: '/%5Cevil.example', status: 301 });
  });

  it('leave the origin of a redirect to another site unchanged, or do not redirect', () => {
    const offSite = parseRedirects('/a/*  https://example.org/:splat  302\n/b/:host  https://:host/  302');
    expect(matchRedirect(offSite, '/a/@evil.example')).toEqual({
      to: 'https://example.org/%40evil.example',
      status: 302,
    });
    expect(matchRedirect(offSite, '/b/evil.example')).toBeNull();
  });

  it('fill a rewrite with the decoded path, which only finds a file', () => {
    expect(matchRedirect(parseRedirects('/x/:name  /pliki/:name  200'), '/x/zasiłek')).toEqual({
      to: '/pliki/zasiłek',
      status: 200,
    });
  });
});
