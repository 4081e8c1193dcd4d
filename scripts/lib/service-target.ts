// The project a maintenance script talks to with the service-role key: a hosted one (SUPABASE_URL,
// SUPABASE_SERVICE_ROLE_KEY) or the local backend (BACKEND_PORT, SERVICE_ROLE_KEY or JWT_SECRET, the demo key).
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiKeyFor, DEMO_JWT_SECRET } from '../../backend/jwt.ts';

/** A problem the script explains in Polish and ends with status 1. */
export class CliError extends Error {}

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

/** The id of the account with this e-mail address, looked up page by page; undefined when there is none. */
export async function findUserId(
  client: SupabaseClient,
  email: string,
  where: { url: string; hosted: boolean },
): Promise<string | undefined> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) {
      if (error.status === 0 || error.name === 'AuthRetryableFetchError') {
        throw new CliError(
          `Nie można połączyć się z ${where.url}. ${where.hosted ? 'Sprawdź SUPABASE_URL.' : 'Czy backend działa (npm run backend)?'}`,
        );
      }
      throw new CliError(`Nie udało się odczytać listy kont: ${error.message}`);
    }
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (data.users.length < 1000) return undefined;
  }
}
