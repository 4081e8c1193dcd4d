// Creates an administrator account: a confirmed user (admin API, service-role key) put on the
// allowlist public.admins. The only way accounts come to exist; nobody can register on the site.
//
//   npm run admin:create -- --email jan.kowalski@example.com [--password '…']
//
// Local backend by default (port BACKEND_PORT or 54321, key from SERVICE_ROLE_KEY / JWT_SECRET or the demo key);
// a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import {
  authUnreachable,
  cannotConnect,
  CliError,
  commandLine,
  findUserId,
  runScript,
  serviceTarget,
} from './lib/service-target.ts';

const MIN_PASSWORD_LENGTH = 12;
const USAGE = 'Użycie: npm run admin:create -- --email adres@example.com [--password "hasło"]';

function options(): { email: string; password: string | undefined } {
  const { email, password } = commandLine(USAGE, { withPassword: true });
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(
      `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków (albo pomiń --password, a skrypt je wygeneruje).`,
    );
  }
  return { email, password };
}

/** 24 random bytes: 32 URL-safe characters, far beyond guessing and safe to paste. */
function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

async function main(): Promise<void> {
  const { email, password: givenPassword } = options();
  const { url, serviceRoleKey, hosted } = serviceTarget();
  const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const password = givenPassword ?? generatePassword();
  console.log(`Serwer: ${url}${hosted ? '' : ' (lokalny backend)'}`);

  const created = await client.auth.admin.createUser({ email, password, email_confirm: true });
  let userId: string;
  let accountIsNew = true;
  if (created.error) {
    if (authUnreachable(created.error)) throw cannotConnect({ url, hosted });
    if (created.error.code !== 'email_exists') {
      throw new CliError(
        `Nie udało się utworzyć konta: ${created.error.message} (${created.error.code ?? created.error.status})`,
      );
    }
    accountIsNew = false;
    const found = await findUserId(client, email, { url, hosted });
    if (!found) throw new CliError(`Konto ${email} istnieje, ale nie udało się go odnaleźć na liście kont.`);
    userId = found;
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

await runScript(main);
