import { describe, expect, it } from 'vitest';
import { identify } from './identity.ts';
import { apiKeyFor, DEMO_JWT_SECRET, signJwt } from './jwt.ts';

/** Before the demo keys expire (2032). */
const NOW = 1_900_000_000;
const token = (claims: Record<string, unknown>) => signJwt(claims, DEMO_JWT_SECRET);

describe('identify', () => {
  it.each([
    ['the anon key', 'anon', apiKeyFor('anon', DEMO_JWT_SECRET)],
    ['the service-role key', 'service_role', apiKeyFor('service_role', DEMO_JWT_SECRET)],
    ['a signed-in user', 'authenticated', token({ sub: 'u1', role: 'authenticated', exp: NOW + 60 })],
    ['a token without a role', 'anon', token({ sub: 'u1' })],
  ])('%s acts as %s', (_name, role, jwt) => {
    const result = identify(jwt, DEMO_JWT_SECRET, NOW);
    expect(result).toMatchObject({ ok: true, identity: { role } });
  });

  it('keeps every claim, for row-level security to read', () => {
    const result = identify(token({ sub: 'u1', role: 'authenticated', email: 'a@example.com' }), DEMO_JWT_SECRET);
    expect(result.ok && result.identity.claims).toEqual({ sub: 'u1', role: 'authenticated', email: 'a@example.com' });
  });

  it.each([
    ['a database role the API does not hand out', { role: 'postgres' }, 'postgres'],
    ['a role that is not a string', { role: ['anon'] }, 'anon'],
  ])('refuses %s and names it', (_name, claims, named) => {
    expect(identify(token(claims), DEMO_JWT_SECRET, NOW)).toEqual({ ok: false, reason: 'role', role: named });
  });

  it('tells an expired token apart from a bad one', () => {
    expect(identify(token({ role: 'anon', exp: NOW - 1 }), DEMO_JWT_SECRET, NOW)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    });
    expect(identify(token({ role: 'anon' }), `${DEMO_JWT_SECRET}-other`, NOW)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(identify('not.a.jwt', DEMO_JWT_SECRET, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
