import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file.ts';

describe('_headers', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Content-Type-Options: nosniff',
      "  Content-Security-Policy: default-src 'self'; img-src https:",
      '/aktualnosci/:id',
      '  X-Robots-Tag: noindex',
      '',
    ].join('\n'),
  );

  it('gives every path the headers of the rules that match it, values with colons intact', () => {
    expect(headersFor(rules, '/zasilek-staly')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'; img-src https:"],
    ]);
    expect(headersFor(rules, '/aktualnosci/abc')).toContainEqual(['X-Robots-Tag', 'noindex']);
    expect(headersFor(rules, '/aktualnosci/abc/def')).not.toContainEqual(['X-Robots-Tag', 'noindex']);
  });

  it('refuses a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/_headers/);
  });
});
