import { describe, expect, test } from 'vitest';
import { checkUpload } from './upload-check.ts';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

describe('checkUpload', () => {
  test('an accepted file keeps its kind and rule', () => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB }, PNG_HEAD, ['image'])).toMatchObject({
      ok: true,
      kind: 'image',
      rule: { bucket: 'pictures' },
    });
  });

  test('too large, the wrong type, empty, or content that is not its type: a Polish reason', () => {
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB + 1 }, PDF_HEAD, ['pdf'])).toEqual({
      ok: false,
      error: 'Plik jest za duży (20,0\u00a0MB). Największy dozwolony rozmiar to 20,0\u00a0MB.',
    });
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 11 * MB }, PNG_HEAD, ['image'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('10,0\u00a0MB'),
    });
    expect(
      checkUpload({ name: 'a.docx', type: 'application/msword', size: 10 }, PDF_HEAD, ['pdf', 'image']),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^Ten rodzaj pliku nie jest dozwolony/) });
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 }, PDF_HEAD, ['image'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('Wybierz obraz'),
    });
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 0 }, PDF_HEAD, ['pdf'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('pusty'),
    });
    expect(
      checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 30 }, new TextEncoder().encode('<html>'), ['pdf']),
    ).toMatchObject({ ok: false, error: expect.stringContaining('nie zgadza się') });
  });
});
