import { describe, expect, it } from 'vitest';
import { RequestBodyError } from '../http.ts';
import { errorAnswer, NotSingleRow, RestError, statusForSqlState } from './errors.ts';

const pgError = (code: string) => Object.assign(new Error('database says no'), { code, detail: 'd', hint: 'h' });

describe('statusForSqlState', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['23505', 'authenticated', 409],
    ['23503', 'authenticated', 409],
    ['23514', 'authenticated', 400],
    ['22P02', 'anon', 400],
    ['42P01', 'anon', 404],
    ['25006', 'anon', 405],
    ['53300', 'anon', 503],
    ['28000', 'anon', 403],
    ['XX000', 'anon', 500],
    ['40001', 'anon', 500],
    ['PT409', 'authenticated', 409],
    ['PT404', 'anon', 404],
    ['PT999', 'anon', 400],
  ] as const)('%s for %s → %i', (code, role, status) => {
    expect(statusForSqlState(code, role)).toBe(status);
  });
});

describe('errorAnswer', () => {
  it("answers a client's mistake with PostgREST's body, and a bad token with WWW-Authenticate", () => {
    expect(errorAnswer(new RestError(401, 'PGRST303', 'JWT expired'), 'anon')).toEqual({
      status: 401,
      body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
    });
  });

  it('answers a .single() that found several rows with 406 PGRST116', () => {
    expect(errorAnswer(new NotSingleRow(2), 'anon')).toMatchObject({
      status: 406,
      body: { code: 'PGRST116', details: 'The result contains 2 rows' },
    });
  });

  it('closes the connection after a body that is too large', () => {
    expect(errorAnswer(new RequestBodyError(413, 'too large'), 'anon')?.headers).toEqual({ Connection: 'close' });
  });

  it('answers a refused write by the role that made it', () => {
    expect(errorAnswer(pgError('42501'), 'anon')).toEqual({
      status: 401,
      body: { code: '42501', details: 'd', hint: 'h', message: 'database says no' },
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(errorAnswer(pgError('42501'), 'authenticated')).toMatchObject({ status: 403, headers: {} });
  });

  it("leaves the server's own failures to the gateway's 500", () => {
    expect(errorAnswer(pgError('XX000'), 'anon')).toBeUndefined();
    expect(errorAnswer(new TypeError('bug'), 'anon')).toBeUndefined();
    expect(errorAnswer(Object.assign(new Error('x'), { code: 'ECONNRESET' }), 'anon')).toBeUndefined();
  });
});
