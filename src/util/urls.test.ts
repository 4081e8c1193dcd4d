import { describe, expect, it } from 'vitest';
import { safeHttpUrl, sitePath } from './urls.ts';

describe('safeHttpUrl', () => {
  it('passes http and https addresses', () => {
    expect(safeHttpUrl('https://example.pl/a.jpg')).toBe('https://example.pl/a.jpg');
    expect(safeHttpUrl(' http://localhost:4321/x.svg ')).toBe('http://localhost:4321/x.svg');
  });

  it('blocks every other scheme and garbage', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'vbscript:x',
      'file:///etc/passwd',
      '//example.pl/a.jpg',
      'obrazek.jpg',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(value)).toBeNull();
    }
  });
});

describe('sitePath', () => {
  it('keeps a path of this site', () => {
    for (const value of ['/', '/zasilek-staly', '/uk/pomoc-dla-obywateli-ukrainy', '/a/%2F/b']) {
      expect(sitePath(value)).toBe(value);
    }
  });

  it('refuses what a browser would take to another host or scheme', () => {
    for (const value of [
      '//16909060/login',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://example.pl/',
      'javascript:alert(1)',
      'zasilek-staly',
      '',
      null,
      undefined,
    ]) {
      expect(sitePath(value)).toBeNull();
    }
  });
});
