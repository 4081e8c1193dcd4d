import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes.ts';
import { AUTH_ROUTES } from './service.ts';

describe("Auth's route table", () => {
  it.each([
    ['POST', '/token'],
    ['POST', '/logout'],
    ['GET', '/user'],
    ['POST', '/signup'],
    ['GET', '/settings'],
    ['GET', '/health'],
    ['POST', '/admin/users'],
    ['GET', '/admin/users'],
    ['GET', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61'],
    ['DELETE', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61'],
    ['POST', '/factors'],
    ['POST', '/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61/challenge'],
    ['POST', '/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61/verify'],
    ['DELETE', '/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61'],
    ['GET', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61/factors'],
    ['DELETE', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61'],
  ])('answers %s %s', (method, path) => {
    expect(matchRoute(AUTH_ROUTES, method, path)).toBeDefined();
  });

  it.each([
    ['GET', '/token'],
    ['PUT', '/user'],
    ['POST', '/otp'],
    ['POST', '/recover'],
    ['GET', '/authorize'],
    ['PUT', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61'],
    ['GET', '/factors'],
    ['PUT', '/admin/users/0b5c6f1e-2b8a-4d3e-9a51-3f7c0d2e4b61/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61'],
    ['POST', '/factors/6f1e0b5c-2b8a-4d3e-9a51-3f7c0d2e4b61/challenge_and_verify'],
  ])('leaves %s %s to the 404 of what is not implemented', (method, path) => {
    expect(matchRoute(AUTH_ROUTES, method, path)).toBeUndefined();
  });

  it('hands the admin endpoints the id still percent-encoded, for them to decode', () => {
    expect(matchRoute(AUTH_ROUTES, 'GET', '/admin/users/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });
});
