import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../api/local-backend.ts';
import { backendSettings } from './backend-env.ts';

/** A key shaped as Supabase's: the header and claims as base64url JSON, and a signature. */
const key = (claims: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('c2lnbmF0dXJl')
    .join('.');
const ANON = key({ iss: 'supabase', ref: 'abcdefgh', role: 'anon' });
const HOSTED = { PUBLIC_SUPABASE_URL: 'https://abcdefgh.supabase.co', PUBLIC_SUPABASE_ANON_KEY: ANON };

describe('backendSettings', () => {
  it('lets a build that names its project go on, quietly, with those values', () => {
    for (const preview of [false, true]) {
      expect(backendSettings(HOSTED, preview)).toEqual({
        url: 'https://abcdefgh.supabase.co',
        anonKey: ANON,
        refusal: null,
        warning: null,
      });
    }
  });

  it('stops a production build without them, naming each missing variable', () => {
    const { refusal } = backendSettings({}, false);
    expect(refusal).toMatch(/^Nie można zbudować strony:\n {2}Brak PUBLIC_SUPABASE_URL i PUBLIC_SUPABASE_ANON_KEY: /);
    expect(refusal).toContain('PLACEHOLDERS_ALLOWED=1');
    expect(backendSettings({ PUBLIC_SUPABASE_URL: HOSTED.PUBLIC_SUPABASE_URL }, false).refusal).toMatch(
      /Brak PUBLIC_SUPABASE_ANON_KEY: /,
    );
    expect(backendSettings({ PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: ANON }, false).refusal).toMatch(
      /Brak PUBLIC_SUPABASE_URL: /,
    );
  });

  it('lets a preview fall back to the local backend, and say so in one line', () => {
    expect(backendSettings({}, true)).toEqual({
      url: LOCAL_BACKEND_URL,
      anonKey: LOCAL_ANON_KEY,
      refusal: null,
      warning: `Brak PUBLIC_SUPABASE_URL i PUBLIC_SUPABASE_ANON_KEY: ta wersja (PLACEHOLDERS_ALLOWED) używa lokalnego backendu ${LOCAL_BACKEND_URL} i jego klucza demonstracyjnego.`,
    });
    const keyOnly = backendSettings({ PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9' }, true);
    expect(keyOnly).toMatchObject({ url: 'http://127.0.0.1:9', anonKey: LOCAL_ANON_KEY, refusal: null });
    expect(keyOnly.warning).toBe(
      'Brak PUBLIC_SUPABASE_ANON_KEY: ta wersja (PLACEHOLDERS_ALLOWED) używa klucza demonstracyjnego lokalnego backendu.',
    );
    expect(keyOnly.warning).not.toContain('\n');
  });

  it.each(['ftp://abcdefgh.supabase.co', 'abcdefgh.supabase.co', '127.0.0.1:54321', 'javascript:alert(1)', ' '])(
    'refuses the address %j in any build',
    (address) => {
      for (const preview of [false, true]) {
        const { refusal } = backendSettings({ ...HOSTED, PUBLIC_SUPABASE_URL: address }, preview);
        expect(refusal).toContain('PUBLIC_SUPABASE_URL musi być adresem http(s) projektu Supabase');
      }
    },
  );

  it.each([
    ['a word', 'tajny-klucz'],
    ['a trailing line break', `${ANON}\n`],
    ['two parts', ANON.split('.').slice(0, 2).join('.')],
    ['parts that are not JSON', 'eyJub3Q.anNvbg.c2ln'],
  ])('refuses a key that is no JWT (%s) in any build, without printing it', (_, anonKey) => {
    for (const preview of [false, true]) {
      const { refusal } = backendSettings({ ...HOSTED, PUBLIC_SUPABASE_ANON_KEY: anonKey }, preview);
      expect(refusal).toContain('PUBLIC_SUPABASE_ANON_KEY nie wygląda na klucz anon projektu Supabase');
      expect(refusal).not.toContain(anonKey.trim());
    }
  });

  it("accepts Supabase's publishable key, and refuses its secret key in any build without printing it", () => {
    const publishable = 'sb_publishable_abcdefghijklmnop_1234';
    expect(backendSettings({ ...HOSTED, PUBLIC_SUPABASE_ANON_KEY: publishable }, false).refusal).toBeNull();
    const secret = 'sb_secret_abcdefghijklmnop_1234';
    for (const preview of [false, true]) {
      const { refusal } = backendSettings({ ...HOSTED, PUBLIC_SUPABASE_ANON_KEY: secret }, preview);
      expect(refusal).toContain('PUBLIC_SUPABASE_ANON_KEY to klucz tajny (sb_secret_…)');
      expect(refusal).not.toContain(secret);
    }
  });

  it('refuses the service_role key, which must never reach a page', () => {
    const serviceRole = key({ iss: 'supabase', role: 'service_role' });
    expect(backendSettings({ ...HOSTED, PUBLIC_SUPABASE_ANON_KEY: serviceRole }, true).refusal).toContain(
      'PUBLIC_SUPABASE_ANON_KEY to klucz service_role',
    );
  });

  it('gives every reason at once', () => {
    const { refusal } = backendSettings({ PUBLIC_SUPABASE_URL: 'localhost:54321' }, false);
    expect(refusal!.split('\n')).toHaveLength(3);
    expect(refusal).toContain('Brak PUBLIC_SUPABASE_ANON_KEY');
    expect(refusal).toContain('PUBLIC_SUPABASE_URL musi być adresem http(s)');
  });

  it('accepts the local backend’s own demo key', () => {
    expect(
      backendSettings({ PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL, PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }, false)
        .refusal,
    ).toBeNull();
  });
});
