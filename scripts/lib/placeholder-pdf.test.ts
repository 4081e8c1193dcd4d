import { describe, expect, it } from 'vitest';
import { pdfText, pdfUnicode, placeholderPdf } from './placeholder-pdf.ts';

describe('placeholderPdf', () => {
  const bytes = Buffer.from(
    placeholderPdf({ title: 'Wniosek o zasiłek stały', author: 'OPS', body: ['Treść (próbna).'] }),
  );
  const text = bytes.toString('latin1');

  it('is a complete PDF whose cross-reference table points at every object', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(7);
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('keeps the Polish title in the metadata and marks the file as a sample', () => {
    expect(text).toContain(`/Title ${pdfUnicode('Wniosek o zasiłek stały')}`);
    expect(text).toContain('WZOR - DOKUMENT DO ZASTAPIENIA');
    expect(text).toContain('/Lang (pl-PL)');
  });

  it('declares the true length of its content stream', () => {
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });
});

describe('pdfText', () => {
  it('folds Polish letters and escapes parentheses and backslashes', () => {
    expect(pdfText('Zażółć (gęślą) \\ jaźń')).toBe('Zaz\\363lc \\(gesla\\) \\\\ jazn');
  });
});
