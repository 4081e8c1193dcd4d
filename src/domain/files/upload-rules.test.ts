import { describe, expect, test } from 'vitest';
import { checkAgainstUploadRules, displayName, objectName } from './upload-rules.ts';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

describe('checkAgainstUploadRules', () => {
  test('a PDF up to 20 MB and a picture up to 10 MB are accepted, each for its bucket', () => {
    expect(
      checkAgainstUploadRules({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB }, PDF_HEAD, ['pdf', 'image']),
    ).toMatchObject({ ok: true, kind: 'pdf', rule: { bucket: 'documents' } });
    expect(
      checkAgainstUploadRules({ name: 'a.png', type: 'image/png', size: 10 * MB }, PNG_HEAD, ['pdf', 'image']),
    ).toMatchObject({ ok: true, kind: 'image', rule: { bucket: 'pictures' } });
  });

  test('too large, the wrong type, empty, or content that is not its type: the reason, for the panel to say', () => {
    const refusal = (
      file: { name: string; type: string; size: number },
      head: Uint8Array,
      accepted: ('pdf' | 'image')[],
    ) => {
      const check = checkAgainstUploadRules(file, head, accepted);
      return check.ok ? null : check.refusal;
    };
    expect(refusal({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB + 1 }, PDF_HEAD, ['pdf'])).toEqual({
      reason: 'tooLarge',
      size: 20 * MB + 1,
      limit: 20 * MB,
    });
    expect(refusal({ name: 'a.png', type: 'image/png', size: 11 * MB }, PNG_HEAD, ['image'])).toEqual({
      reason: 'tooLarge',
      size: 11 * MB,
      limit: 10 * MB,
    });
    expect(refusal({ name: 'a.docx', type: 'application/msword', size: 10 }, PDF_HEAD, ['pdf', 'image'])).toEqual({
      reason: 'wrongType',
    });
    expect(refusal({ name: 'a.pdf', type: 'application/pdf', size: 10 }, PDF_HEAD, ['image'])).toEqual({
      reason: 'wrongPictureType',
    });
    expect(refusal({ name: 'a.pdf', type: 'application/pdf', size: 0 }, PDF_HEAD, ['pdf'])).toEqual({
      reason: 'empty',
    });
    expect(
      refusal({ name: 'a.pdf', type: 'application/pdf', size: 30 }, new TextEncoder().encode('<html>'), ['pdf']),
    ).toEqual({ reason: 'contentMismatch' });
  });
});

describe('objectName', () => {
  test('a folder of its own and the name in plain ASCII', () => {
    expect(objectName('Wniosek o zasiłek (2026).PDF', 'f1')).toBe('f1/wniosek-o-zasilek-2026.pdf');
    expect(objectName('Łódź_żółw.jpg', 'f1')).toBe('f1/lodz-zolw.jpg');
  });
  test('no slash or .. from the name survives', () => {
    expect(objectName('../../etc/passwd', 'f1')).toBe('f1/passwd');
    expect(objectName('..\\..\\x.pdf', 'f1')).toBe('f1/x.pdf');
    expect(objectName('.pdf', 'f1')).toBe('f1/plik.pdf');
    expect(objectName('!!!.pdf', 'f1')).toBe('f1/plik.pdf');
  });
});

test('displayName: the file name without its extension', () => {
  expect(displayName('Regulamin_klubu_seniora.pdf')).toBe('Regulamin klubu seniora');
  expect(displayName('.pdf')).toBe('.pdf');
});
