// What the maintenance scripts (admin:create, admin:reset-mfa) share: the project they talk to with the service-role
// key, a hosted one (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY) or the local backend (BACKEND_PORT, SERVICE_ROLE_KEY or
// JWT_SECRET, the demo key), their command line, finding an account, and their Polish messages for what went wrong.
import { parseArgs } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiKeyFor, DEMO_JWT_SECRET } from '../../backend/jwt.ts';

/** A problem the script explains in Polish and ends with status 1. */
export class CliError extends Error {}

/**
 * A script's command line: `--email` (required, checked, in lower case) and, when the script takes one,
 * `--password`; `--help` prints `usage` and ends. Anything else is refused with `usage`.
 */
export function commandLine(
  usage: string,
  { withPassword = false } = {},
): { email: string; password: string | undefined } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        help: { type: 'boolean' },
        ...(withPassword ? { password: { type: 'string' as const } } : {}),
      },
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`Podaj poprawny adres e-mail.\n${usage}`);
  return { email, password: typeof values.password === 'string' ? values.password : undefined };
}

export function serviceTarget(env: NodeJS.ProcessEnv = process.env): {
  url: string;
  serviceRoleKey: string;
  hosted: boolean;
} {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = env;
  if (SUPABASE_URL && !SUPABASE_SERVICE_ROLE_KEY) {
    throw new CliError('Ustawiono SUPABASE_URL, ale brakuje SUPABASE_SERVICE_ROLE_KEY.');
  }
  return {
    url: (SUPABASE_URL ?? `http://127.0.0.1:${env.BACKEND_PORT || 54321}`).replace(/\/+$/, ''),
    serviceRoleKey:
      SUPABASE_SERVICE_ROLE_KEY ?? env.SERVICE_ROLE_KEY ?? apiKeyFor('service_role', env.JWT_SECRET || DEMO_JWT_SECRET),
    hosted: Boolean(SUPABASE_URL),
  };
}

/** True for a failed connection, as fetch reports it. */
export function unreachable(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

/** True for an Auth admin call that never reached the server. */
export function authUnreachable(error: { status?: number; name?: string }): boolean {
  return error.status === 0 || error.name === 'AuthRetryableFetchError';
}

/** The Polish explanation of a server out of reach: which setting to check, or that the local backend is not running. */
export function cannotConnect(where: { url: string; hosted: boolean }): CliError {
  return new CliError(
    `Nie można połączyć się z ${where.url}. ${where.hosted ? 'Sprawdź SUPABASE_URL.' : 'Czy backend działa (npm run backend)?'}`,
  );
}

/** Runs a maintenance script: a `CliError` or a server out of reach ends it with its Polish message and status 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof CliError) {
      console.error(`Błąd: ${error.message}`);
      process.exit(1);
    }
    if (unreachable(error)) {
      console.error('Błąd: nie można połączyć się z serwerem. Czy backend działa (npm run backend)?');
      process.exit(1);
    }
    throw error;
  }
}

/** The id of the account with this e-mail address, looked up page by page; undefined when there is none. */
export async function findUserId(
  client: SupabaseClient,
  email: string,
  where: { url: string; hosted: boolean },
): Promise<string | undefined> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) {
      if (authUnreachable(error)) throw cannotConnect(where);
      throw new CliError(`Nie udało się odczytać listy kont: ${error.message}`);
    }
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (data.users.length < 1000) return undefined;
  }
}
