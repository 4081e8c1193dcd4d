import { describe, expect, it } from 'vitest';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { siteWords } from '../../../i18n/pl/site.ts';
import { firstInvalid } from '../../shared/form/first-invalid.ts';
import { ASSET_FIELDS, checkAddress, emptyAssetDraft, uploadDetails, type AddressCheck } from './asset-form.ts';

/** The field the form moves focus to after the check. */
const focused = (check: AddressCheck) => (check.ok ? undefined : firstInvalid(ASSET_FIELDS, check.errors));

describe('checkAddress', () => {
  it('asks for a file or an address at the file field when the address is empty, which takes focus', () => {
    for (const url of ['', '   ']) {
      const check = checkAddress({ ...emptyAssetDraft, url });
      expect(check).toEqual({ ok: false, errors: { file: panelWords.files.fileOrUrlMissing } });
      expect(focused(check)).toBe('file');
    }
  });

  it('puts a wrong address at the address field, which takes focus', () => {
    const check = checkAddress({ ...emptyAssetDraft, url: 'javascript:alert(1)' });
    expect(check).toEqual({ ok: false, errors: { url: siteWords.files.invalidUrl } });
    expect(focused(check)).toBe('url');
  });

  it('passes a web address on as the file to add', () => {
    const check = checkAddress({ ...emptyAssetDraft, url: 'https://example.pl/dokumenty/wniosek.pdf', name: ' ' });
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'wniosek.pdf',
        url: 'https://example.pl/dokumenty/wniosek.pdf',
        type: 'pdf',
        category: 'general',
        description: null,
      },
    });
  });
});

describe('uploadDetails', () => {
  it('names an upload after its file when no name is given, and leaves out an empty description', () => {
    expect(uploadDetails({ ...emptyAssetDraft, name: '  ', description: ' ' }, 'wniosek_o_zasilek.pdf')).toEqual({
      name: 'wniosek o zasilek',
      category: 'general',
      description: null,
    });
  });

  it('keeps the name, category and description given, trimmed', () => {
    const draft = { url: '', name: ' Wniosek ', description: ' Do wydruku ', category: 'rodo' as const };
    expect(uploadDetails(draft, 'a.pdf')).toEqual({ name: 'Wniosek', category: 'rodo', description: 'Do wydruku' });
  });
});
