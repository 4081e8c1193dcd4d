import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './urls.ts';

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
