import { describe, expect, it } from 'vitest';
import { assetMeta, validateAsset } from './asset-rules.ts';

const draft = (url: string, name = '', description = '') =>
  validateAsset({ url, name, description, category: 'general' });

describe('validateAsset', () => {
  it('refuses anything that is not an http or https URL, in Polish', () => {
    for (const url of [
      '',
      'plik.pdf',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.pl/a.pdf',
      'http//brak',
    ]) {
      expect(draft(url)).toEqual({ ok: false, error: 'Nieprawidłowy format adresu URL' });
    }
  });

  it('takes the name from the last path segment, without query or hash, when none is given', () => {
    const result = draft('https://example.pl/pliki/wniosek%20o%20zasi%C5%82ek.pdf?v=2#strona');
    expect(result.ok && result.value.name).toBe('wniosek o zasiłek.pdf');
  });

  it("falls back to 'Plik bez nazwy' for an address without a path", () => {
    const result = draft('https://example.pl/?plik=1');
    expect(result.ok && result.value.name).toBe('Plik bez nazwy');
  });

  it('keeps a given name and trims it; an empty description becomes null', () => {
    const result = draft('https://example.pl/a.pdf', '  Regulamin  ', '   ');
    expect(result.ok && result.value).toMatchObject({ name: 'Regulamin', description: null, category: 'general' });
  });

  it('recognises images by extension, case-insensitively; everything else is a PDF', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif', 'webp', 'svg']) {
      const result = draft(`https://example.pl/zdjecie.${ext}?x=1`);
      expect(result.ok && result.value.type).toBe('image');
    }
    for (const url of [
      'https://example.pl/a.pdf',
      'https://example.pl/a.docx',
      'https://example.pl/jpg',
      'https://example.pl/',
    ]) {
      const result = draft(url);
      expect(result.ok && result.value.type).toBe('pdf');
    }
  });
});

describe('assetMeta', () => {
  const pdf = { type: 'pdf' as const, url: 'https://x.supabase.co/storage/v1/object/public/documents/a/wniosek.pdf' };
  it('names the format and, for an uploaded file, its size', () => {
    expect(assetMeta({ ...pdf, size_bytes: 86_016 })).toBe('PDF, 84\u00a0KB');
    expect(assetMeta({ ...pdf, size_bytes: 1_258_291 })).toBe('PDF, 1,2\u00a0MB');
    expect(assetMeta({ ...pdf, size_bytes: null })).toBe('PDF');
  });
  it('names a picture by its extension, or as a picture when the address has none', () => {
    expect(assetMeta({ type: 'image', url: 'https://example.pl/plakat.webp', size_bytes: 2048 })).toBe(
      'WEBP, 2\u00a0KB',
    );
    expect(assetMeta({ type: 'image', url: 'https://example.pl/obraz?id=3', size_bytes: null })).toBe('obraz');
  });
});
