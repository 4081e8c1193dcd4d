import { describe, expect, it } from 'vitest';
import { contactMailto } from './mailto.ts';

describe('contactMailto', () => {
  const href = contactMailto('sekretariat@ops.example.pl', {
    name: ' Jan Kowalski ',
    email: 'jan@example.pl',
    subject: 'Pytanie o zasiłek & dokumenty?',
    message: 'Dzień dobry,\nczy mogę złożyć wniosek?',
  });
  const url = new URL(href);

  it('is addressed to the centre', () => {
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('sekretariat@ops.example.pl');
  });

  it('carries the subject and a body with name, e-mail and message', () => {
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Pytanie o zasiłek & dokumenty?');
    expect(params.get('body')).toBe(
      'Imię i nazwisko: Jan Kowalski\r\nE-mail: jan@example.pl\r\n\r\nDzień dobry,\nczy mogę złożyć wniosek?',
    );
  });

  it('encodes spaces as %20, not +, so mail programs show them', () => {
    expect(href).not.toContain('+');
    expect(href).toContain('Pytanie%20o%20zasi%C5%82ek');
  });
});
