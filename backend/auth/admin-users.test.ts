import { describe, expect, it } from 'vitest';
import { newUserFrom, pageLinks, pageOf } from './admin-users.ts';
import { AuthError } from './errors.ts';

function refusal(body: Record<string, unknown>): { status: number; code: string } | undefined {
  try {
    newUserFrom(body);
    return undefined;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return { status: error.status, code: error.code };
  }
}

describe('newUserFrom', () => {
  it('takes the e-mail trimmed and in lower case, and marks the e-mail provider', () => {
    expect(
      newUserFrom({
        email: ' Jan.Kowalski@Example.com ',
        password: 'hasło-123',
        email_confirm: true,
        user_metadata: { a: 1 },
      }),
    ).toEqual({
      email: 'jan.kowalski@example.com',
      password: 'hasło-123',
      confirmed: true,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { a: 1 },
    });
  });

  it('confirms the e-mail only when asked with true', () => {
    expect(newUserFrom({ email: 'a@example.com', email_confirm: 'yes' }).confirmed).toBe(false);
  });

  it.each([
    ['no e-mail', {}, 400, 'validation_failed'],
    ['an e-mail without a domain', { email: 'jan@kowalski' }, 400, 'validation_failed'],
    ['an e-mail longer than 255 characters', { email: `${'a'.repeat(250)}@example.com` }, 400, 'validation_failed'],
    ['a phone number', { phone: '+48600000000', email: 'a@example.com' }, 400, 'phone_provider_disabled'],
    ['a password of 5 characters', { email: 'a@example.com', password: '12345' }, 422, 'weak_password'],
    ['a password over 72 bytes', { email: 'a@example.com', password: 'ż'.repeat(37) }, 422, 'validation_failed'],
    ['metadata that is not an object', { email: 'a@example.com', user_metadata: [1] }, 400, 'validation_failed'],
    ['metadata with a NUL', { email: 'a@example.com', app_metadata: { 'a\0': 1 } }, 400, 'validation_failed'],
    ['an e-mail that is not a string', { email: 42 }, 400, 'validation_failed'],
  ])('refuses %s', (_name, body, status, code) => {
    expect(refusal(body)).toEqual({ status, code });
  });
});

describe('pages of users', () => {
  it.each([
    ['', { page: 1, perPage: 50 }],
    ['page=3&per_page=20', { page: 3, perPage: 20 }],
    ['page=0&per_page=0', { page: 1, perPage: 50 }],
    ['page=-2&per_page=5000', { page: 1, perPage: 1000 }],
    ['page=abc&per_page=x', { page: 1, perPage: 50 }],
  ])('?%s → %j', (query, expected) => {
    expect(pageOf(new URLSearchParams(query))).toEqual(expected);
  });

  it('links the next page while there is one, and always the last', () => {
    expect(pageLinks(1, 50, 120)).toBe(
      '</admin/users?page=2&per_page=50>; rel="next", </admin/users?page=3&per_page=50>; rel="last"',
    );
    expect(pageLinks(3, 50, 120)).toBe('</admin/users?page=3&per_page=50>; rel="last"');
    expect(pageLinks(1, 50, 0)).toBe('</admin/users?page=1&per_page=50>; rel="last"');
  });
});
