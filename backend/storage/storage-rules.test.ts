import { describe, expect, test } from 'vitest';
import { isValidKey } from './keys.ts';
import { parseRange } from './range.ts';
import { contentMatchesType } from '../../src/util/file-signatures.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('object keys', () => {
  test.each(['wnioski/2026/wniosek-o-zasilek.pdf', 'a.pdf', 'news/0c6f/600.webp'])('%s is accepted', (key) => {
    expect(isValidKey(key)).toBe(true);
  });
  test.each([
    '',
    '../etc/passwd',
    'a/../b.pdf',
    'a//b.pdf',
    '/a.pdf',
    'a/',
    './a.pdf',
    'a\\b.pdf',
    'zażółć.pdf',
    'a\u0000.pdf',
    'x'.repeat(1025),
  ])('%j is refused', (key) => expect(isValidKey(key)).toBe(false));
});

describe('content signatures', () => {
  test('a PDF, a JPEG, a PNG and a WebP are what they say', () => {
    expect(contentMatchesType('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesType('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesType('image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      true,
    );
    expect(contentMatchesType('image/webp', bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
  });
  test('a page named .pdf, a script as a picture and an unknown type are not', () => {
    expect(contentMatchesType('application/pdf', bytes('<html><script>'))).toBe(false);
    expect(contentMatchesType('image/png', bytes('<svg onload="x">'))).toBe(false);
    expect(contentMatchesType('image/webp', bytes('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBe(false);
    expect(contentMatchesType('image/svg+xml', bytes('<svg/>'))).toBe(false);
    expect(contentMatchesType('application/pdf', new Uint8Array())).toBe(false);
  });
});

describe('byte ranges', () => {
  test('one range, an open end and a suffix', () => {
    expect(parseRange('bytes=0-4', 100)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });
  test('beyond the end cannot be satisfied; anything else gets the whole file', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=9-2', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
