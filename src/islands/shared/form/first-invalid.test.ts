import { describe, expect, it } from 'vitest';
import { firstInvalid } from './first-invalid.ts';

describe('firstInvalid', () => {
  const order = ['email', 'password'] as const;

  it('is the first field in error in the order of the form, whatever the order of the errors', () => {
    expect(firstInvalid(order, { password: 'Podaj hasło.', email: 'Podaj adres e-mail.' })).toBe('email');
    expect(firstInvalid(order, { password: 'Podaj hasło.' })).toBe('password');
  });

  it('is none when nothing is in error', () => {
    expect(firstInvalid(order, {})).toBeUndefined();
    expect(firstInvalid(order, { email: undefined, password: null })).toBeUndefined();
    expect(firstInvalid(order, { email: '' })).toBeUndefined();
  });
});
