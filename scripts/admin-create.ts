// Creates an administrator account: a confirmed user (admin API, service-role key) put on the
// allowlist public.admins. The only way accounts come to exist; nobody can register on the site.
//
//   npm run admin:create -- --email jan.kowalski@example.com [--password '…']
//
// Local backend by default (port BACKEND_PORT or 54321, key from SERVICE_ROLE_KEY / JWT_SECRET or the demo key);
// a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { apiKeyFor, DEMO_JWT_SECRET } from '../backend/jwt.ts';

const MIN_PASSWORD_LENGTH = 12;
const USAGE = 'Użycie: npm run admin:create -- --email adres@example.com [--password "hasło"]';

class CliError extends Error {}

function options(): { email: string; password: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = parsed.values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`Podaj poprawny adres e-mail.\n${USAGE}`);
  const password = parsed.values.password;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(
      `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków (albo pomiń --password, a skrypt je wygeneruje).`,
    );
  }
  return { email, password };
}

function target(): { url: string; serviceRoleKey: string; hosted: boolean } {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (SUPABASE_URL && !SUPABASE_SERVICE_ROLE_KEY)
    throw new CliError('Ustawiono SUPABASE_URL, ale brakuje SUPABASE_SERVICE_ROLE_KEY.');
  return {
    url: (SUPABASE_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT || 54321}`).replace(/\/+$/, ''),
    serviceRoleKey:
      SUPABASE_SERVICE_ROLE_KEY ??
      process.env.SERVICE_ROLE_KEY ??
      apiKeyFor('service_role', process.env.JWT_SECRET || DEMO_JWT_SECRET),
    hosted: Boolean(SUPABASE_URL),
  };
}

/** 24 random bytes: 32 URL-safe characters, far beyond guessing and safe to paste. */
function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

async function findUserId(client: SupabaseClient, email: string): Promise<string> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw new CliError(`Nie udało się odczytać listy kont: ${error.message}`);
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (data.users.length < 1000)
      throw new CliError(`Konto ${email} istnieje, ale nie udało się go odnaleźć na liście kont.`);
  }
}

async function main(): Promise<void> {
  const { email, password: givenPassword } = options();
  const { url, serviceRoleKey, hosted } = target();
  const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const password = givenPassword ?? generatePassword();
  console.log(`Serwer: ${url}${hosted ? '' : ' (lokalny backend)'}`);

  const created = await client.auth.admin.createUser({ email, password, email_confirm: true });
  let userId: string;
  let accountIsNew = true;
  if (created.error) {
    if (created.error.status === 0 || created.error.name === 'AuthRetryableFetchError') {
      throw new CliError(
        `Nie można połączyć się z ${url}. ${hosted ? 'Sprawdź SUPABASE_URL.' : 'Czy backend działa (npm run backend)?'}`,
      );
    }
    if (created.error.code !== 'email_exists') {
      throw new CliError(
        `Nie udało się utworzyć konta: ${created.error.message} (${created.error.code ?? created.error.status})`,
      );
    }
    accountIsNew = false;
    userId = await findUserId(client, email);
    console.log(`Konto ${email} już istnieje — jego hasło pozostaje bez zmian; dodaję je do listy administratorów.`);
  } else {
    userId = created.data.user!.id;
    console.log(`Utworzono potwierdzone konto ${email}.`);
  }

  const allowed = await client.from('admins').upsert({ user_id: userId }, { ignoreDuplicates: true }).select('user_id');
  if (allowed.error)
    throw new CliError(
      `Nie udało się dodać konta do listy administratorów: ${allowed.error.message} (${allowed.error.code})`,
    );
  console.log(
    allowed.data.length > 0 ? 'Dodano konto do listy administratorów.' : 'Konto było już na liście administratorów.',
  );

  if (accountIsNew) {
    if (givenPassword) console.log('Hasło: podane w poleceniu.');
    else console.log(`Wygenerowane hasło (zapisz je teraz, nie będzie pokazane ponownie):\n\n  ${password}\n`);
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof CliError) {
    console.error(`Błąd: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
