import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';
import { siteWords } from '../i18n/pl/site.ts';

describe('describeError', () => {
  const fallback = 'Nie udało się wczytać aktualności.';

  it('explains a failed connection in Polish', () => {
    expect(describeError({ message: 'TypeError: Failed to fetch' }, fallback)).toBe(siteWords.errors.network);
    expect(describeError({ message: 'TypeError: fetch failed' }, fallback)).toBe(siteWords.errors.network);
  });

  it('maps permission, session and constraint errors', () => {
    expect(describeError({ code: '42501', message: 'permission denied for table news_items' }, fallback)).toMatch(
      /Brak uprawnień/,
    );
    expect(describeError({ code: 'PGRST303', message: 'JWT expired' }, fallback)).toBe(siteWords.errors.sessionExpired);
    expect(describeError({ code: 'PT401', message: 'Sesja została zakończona.' }, fallback)).toBe(
      siteWords.errors.sessionExpired,
    );
    expect(describeError({ code: '23514', message: 'violates check constraint' }, fallback)).toMatch(/http:\/\//);
  });

  it('never shows the English message of anything else', () => {
    expect(describeError({ code: 'XX000', message: 'internal error' }, fallback)).toBe(fallback);
    expect(describeError(null, fallback)).toBe(fallback);
  });

  it('passes on an explanation the code that met the error already gave', () => {
    expect(
      describeError({ code: 'storage/413', message: 'too large', explanation: 'Plik jest za duży.' }, fallback),
    ).toBe('Plik jest za duży.');
  });
});
