// Removes an administrator's two-step sign-in (every TOTP factor of the account) through the admin API with the
// service-role key, and ends every session of the account: the way back in after a lost phone. Nobody can do it
// from the panel.
//
//   npm run admin:reset-mfa -- --email jan.kowalski@example.com
//
// Local backend by default (port BACKEND_PORT or 54321, key from SERVICE_ROLE_KEY / JWT_SECRET or the demo key);
// a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { CliError, commandLine, findUserId, runScript, serviceTarget } from './lib/service-target.ts';

const USAGE = 'Użycie: npm run admin:reset-mfa -- --email adres@example.com';

async function removeFactors(client: SupabaseClient, userId: string, address: string): Promise<number> {
  const listed = await client.auth.admin.mfa.listFactors({ userId });
  if (listed.error)
    throw new CliError(`Nie udało się odczytać weryfikacji dwuetapowej konta ${address}: ${listed.error.message}`);
  for (const factor of listed.data.factors) {
    const deleted = await client.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (deleted.error) throw new CliError(`Nie udało się usunąć weryfikacji dwuetapowej: ${deleted.error.message}`);
  }
  return listed.data.factors.length;
}

/**
 * Ends every session of the account in the database (public.end_sessions_of), so no token issued before the
 * reset acts as an administrator any more, and no refresh token makes a new one.
 */
async function endSessions(client: SupabaseClient, userId: string): Promise<number> {
  const ended = await client.rpc('end_sessions_of', { account: userId });
  if (ended.error) throw new CliError(`Nie udało się zakończyć sesji konta: ${ended.error.message}`);
  return ended.data as number;
}

async function main(): Promise<void> {
  const { email: address } = commandLine(USAGE);
  const { url, serviceRoleKey, hosted } = serviceTarget();
  const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  console.log(`Serwer: ${url}${hosted ? '' : ' (lokalny backend)'}`);
  const userId = await findUserId(client, address, { url, hosted });
  if (!userId) throw new CliError(`Nie ma konta ${address}.`);
  const removed = await removeFactors(client, userId, address);
  const sessions = await endSessions(client, userId);
  console.log(
    removed === 0
      ? `Konto ${address} nie miało włączonej weryfikacji dwuetapowej — nie było czego usuwać.`
      : `Usunięto weryfikację dwuetapową konta ${address} (aplikacje uwierzytelniające: ${removed}). ` +
          'Przy następnym logowaniu wystarczy hasło; weryfikację można włączyć ponownie w panelu administratora.',
  );
  console.log(
    `Zakończono wszystkie sesje tego konta (${sessions}): każde urządzenie musi zalogować się od nowa. ` +
      'Zmień też hasło tego konta: kto znał hasło i miał zgubiony telefon, mógłby teraz zalogować się samym hasłem.',
  );
  const setting = await client.from('admin_settings').select('two_step_required').maybeSingle();
  if (setting.data?.two_step_required) {
    console.log('Weryfikacja dwuetapowa jest obowiązkowa: panel poprosi o jej ponowne włączenie przy logowaniu.');
  }
}

await runScript(main);
