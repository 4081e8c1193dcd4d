import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { siteWords } from '../i18n/pl/site.ts';
import { fill } from '../i18n/message.ts';
import { twoStepWords } from '../i18n/pl/two-step.ts';
import { describeCodeError, secretGroups, spelledGroups, svgAddress } from './two-step.ts';
import { describeWriteError } from './write-refusals.ts';

const t = twoStepWords.errors;

describe('a refused code in Polish', () => {
  it.each([
    [new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'), t.wrongCode],
    [new AuthApiError('expired', 422, 'mfa_challenge_expired'), t.expired],
    [new AuthApiError('Too many requests', 429, 'over_request_rate_limit'), t.tooMany],
    [new AuthRetryableFetchError('Failed to fetch', 0), siteWords.errors.network],
    [new AuthApiError('boom', 400, 'validation_failed'), t.failed],
  ])('%s', (error, message) => {
    expect(describeCodeError(error)).toBe(message);
  });
});

describe('the setup’s QR code and key', () => {
  it('turns the SVG supabase-js hands over into an address that no character can break', () => {
    const address = svgAddress('data:image/svg+xml;utf-8,<svg fill="#000"><path d="M0 0h1%"/></svg>');
    expect(address.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(address).not.toMatch(/[#<>"]/);
    expect(decodeURIComponent(address.slice(address.indexOf(',') + 1))).toBe(
      '<svg fill="#000"><path d="M0 0h1%"/></svg>',
    );
  });

  it('groups the key in fours for typing by hand', () => {
    expect(secretGroups('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toEqual([
      'ABCD',
      'EFGH',
      'IJKL',
      'MNOP',
      'QRST',
      'UVWX',
      'YZ23',
      '4567',
    ]);
    expect(secretGroups('ABCDEF')).toEqual(['ABCD', 'EF']);
  });

  it('reads the key out character by character, group by group', () => {
    expect(fill.pl(twoStepWords.setup.secretSpoken, { groups: spelledGroups(['AB2C', 'D7']) })).toBe(
      'Klucz: A B 2 C, D 7',
    );
  });
});

describe('a write the database refused for want of the second step', () => {
  it('has its own sentence, never the save’s general failure', () => {
    expect(describeWriteError({ code: 'PT403', hint: 'aal2_required', message: 'Zapis wymaga…' }, 'x')).toBe(
      t.writeNeedsCode,
    );
  });
});
