import { describe, expect, it } from 'vitest';
import { fileFormat, formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('rounds to whole kilobytes, never showing 0', () => {
    expect(formatFileSize(86_016)).toBe('84\u00a0KB');
    expect(formatFileSize(200)).toBe('1\u00a0KB');
  });

  it('uses megabytes with a Polish decimal comma above 1 MB', () => {
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3\u00a0MB');
  });
});

describe('fileFormat', () => {
  it('reads the extension, ignoring query and hash', () => {
    expect(fileFormat('/documents/PS/wniosek.pdf')).toBe('PDF');
    expect(fileFormat('https://example.pl/a/b.docx?x=1#y')).toBe('DOCX');
    expect(fileFormat('/documents/bez-rozszerzenia')).toBe('plik');
  });
});
