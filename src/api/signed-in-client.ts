/**
 * The signed-in client (supabase-js) for the administrator's writes, imported on first use: the public pages
 * share the table modules to read, and must never download the sign-in code.
 */
export async function signedInClient() {
  return (await import('./supabase.ts')).supabase();
}
