/**
 * The backend a build's pages read the news and files from, and whether that build may be published. A site for
 * the public names its Supabase project (PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY, from the environment or
 * `.env`): without them the pages read from 127.0.0.1 with the demo key, on every visitor's own computer. A preview
 * (PLACEHOLDERS_ALLOWED, which also allows the example data) may use the local backend instead, and says so; the
 * development server (`npm run dev`, `npm run edit`) uses it without a word, as it publishes nothing. A value that
 * is set is checked in every build: an address that is not http(s), a key that is neither a JWT nor a publishable
 * key, or a key that bypasses row-level security (the service_role JWT, a secret `sb_secret_…` key).
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../api/local-backend.ts';
import { parseHttpUrl } from '../../util/urls.ts';

export interface BackendEnv {
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
}

export interface BackendSettings {
  /** What the pages and their policy use: the value set, or the local backend's. */
  url: string;
  anonKey: string;
  /** Why the build must stop, in Polish, every reason at once; null when it may go on. */
  refusal: string | null;
  /** The one line a preview says when it falls back to the local backend; null when it does not. */
  warning: string | null;
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The claims of a key shaped like a JWT whose first two parts are JSON objects; null for anything else. */
function jwtClaims(key: string): Record<string, unknown> | null {
  if (!JWT.test(key)) return null;
  try {
    const [header, claims] = key
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown);
    const isObject = (value: unknown) => typeof value === 'object' && value !== null;
    return isObject(header) && 'alg' in (header as object) && isObject(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function urlProblem(url: string): string | null {
  if (parseHttpUrl(url)) return null;
  return `PUBLIC_SUPABASE_URL musi być adresem http(s) projektu Supabase, np. https://abcdefgh.supabase.co (jest: „${url}”).`;
}

/** Supabase's newer API keys: a publishable one is for pages, a secret one bypasses row-level security. */
const PUBLISHABLE_KEY = /^sb_publishable_[\w-]+$/;
const SECRET_KEY = /^sb_secret_/;

/** The key itself is never printed: a wrong one may be a secret. */
function keyProblem(key: string): string | null {
  if (PUBLISHABLE_KEY.test(key)) return null;
  if (SECRET_KEY.test(key))
    return (
      'PUBLIC_SUPABASE_ANON_KEY to klucz tajny (sb_secret_…): omija zabezpieczenia bazy i nie może trafić na ' +
      'stronę. Użyj klucza publicznego (sb_publishable_…) albo klucza anon (Project Settings → API Keys).'
    );
  const claims = jwtClaims(key);
  if (!claims)
    return (
      'PUBLIC_SUPABASE_ANON_KEY nie wygląda na klucz anon projektu Supabase: to JWT, trzy części rozdzielone ' +
      'kropkami, zaczyna się od „eyJ”, albo klucz publiczny „sb_publishable_…” (sprawdź, czy nie skopiowano spacji ' +
      'lub końca wiersza).'
    );
  if (claims['role'] === 'service_role')
    return (
      'PUBLIC_SUPABASE_ANON_KEY to klucz service_role: omija zabezpieczenia bazy i nie może trafić na stronę. ' +
      'Użyj klucza anon (w panelu Supabase: Project Settings → API).'
    );
  return null;
}

const listed = (names: string[]) => names.join(' i ');

export function backendSettings(env: BackendEnv, previewAllowed: boolean): BackendSettings {
  const url = env.PUBLIC_SUPABASE_URL || null;
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY || null;
  const missing = [!url && 'PUBLIC_SUPABASE_URL', !anonKey && 'PUBLIC_SUPABASE_ANON_KEY'].filter(
    (name) => typeof name === 'string',
  );
  const problems = [url && urlProblem(url), anonKey && keyProblem(anonKey)].filter(
    (problem) => typeof problem === 'string',
  );
  if (missing.length && !previewAllowed) {
    problems.unshift(
      `Brak ${listed(missing)}: strona do publikacji musi znać projekt Supabase, z którego czyta aktualności i ` +
        'pliki. Ustaw adres projektu i jego klucz anon, np. PUBLIC_SUPABASE_URL=https://abcdefgh.supabase.co ' +
        'PUBLIC_SUPABASE_ANON_KEY=eyJ… npm run build (docs/production.md). Podgląd z lokalnym backendem: ' +
        'PLACEHOLDERS_ALLOWED=1 (robią to npm start i npm test).',
    );
  }
  const local = `lokalnego backendu ${LOCAL_BACKEND_URL}`;
  const uses = !url
    ? anonKey
      ? local
      : `${local} i jego klucza demonstracyjnego`
    : 'klucza demonstracyjnego lokalnego backendu';
  return {
    url: url ?? LOCAL_BACKEND_URL,
    anonKey: anonKey ?? LOCAL_ANON_KEY,
    refusal: problems.length ? ['Nie można zbudować strony:', ...problems.map((line) => `  ${line}`)].join('\n') : null,
    warning:
      missing.length && previewAllowed
        ? `Brak ${listed(missing)}: ta wersja (PLACEHOLDERS_ALLOWED) używa ${uses}.`
        : null,
  };
}
