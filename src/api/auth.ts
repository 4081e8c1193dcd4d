/**
 * The administrator's sign-in state, shared by every island of the page (React context cannot span islands).
 * Loaded only when needed: when the administrator button is used or a stored session exists.
 */
import type { AuthError, User } from '@supabase/supabase-js';
import { supabase } from './supabase.ts';
import { siteWords } from '../i18n/pl/site.ts';
import { panelWords } from '../i18n/pl/panel.ts';

export interface AuthState {
  /** `signingOut`: from the press of 'Wyloguj się' until the session is gone (see `signOut`). */
  status: 'loading' | 'signedOut' | 'signedIn' | 'signingOut';
  user: User | null;
  /** Whether the account is on the administrators' allowlist; null while unknown. */
  isAdmin: boolean | null;
}

let state: AuthState = { status: 'loading', user: null, isAdmin: null };
const listeners = new Set<() => void>();
let started = false;

function set(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function checkAdmin(user: User) {
  const { data, error } = await supabase().from('admins').select('user_id').eq('user_id', user.id).maybeSingle();
  if (state.user?.id === user.id) set({ ...state, isAdmin: !error && data !== null });
}

function start() {
  if (started) return;
  started = true;
  supabase().auth.onAuthStateChange((_event, session) => {
    const user = session?.user ?? null;
    if (!user) {
      set({ status: 'signedOut', user: null, isAdmin: null });
      return;
    }
    if (state.status === 'signingOut') return;
    const sameUser = state.user?.id === user.id;
    set({ status: 'signedIn', user, isAdmin: sameUser ? state.isAdmin : null });
    // Outside the callback: supabase-js must not be re-entered while it notifies.
    if (!sameUser || state.isAdmin === null) setTimeout(() => void checkAdmin(user), 0);
  });
}

export const auth = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    start();
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AuthState => state,
};

export interface SignInResult {
  ok: boolean;
  /** Polish messages to show, most important first. */
  errors: string[];
}

const t = panelWords.login;

function signInErrors(error: AuthError): string[] {
  if (error.status === 400 || error.code === 'invalid_credentials') return [t.wrongCredentials];
  if (error.status === 429) return [t.tooManyAttempts];
  if (error.status === 0 || error.name === 'AuthRetryableFetchError') return [t.failed, siteWords.errors.network];
  return [t.failed];
}

/**
 * Signs in with e-mail and password. Any session already stored is dropped first, so a failed attempt never
 * leaves the previous account signed in.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  try {
    await supabase().auth.signOut({ scope: 'local' });
    const { error } = await supabase().auth.signInWithPassword({ email: email.trim(), password });
    return error ? { ok: false, errors: signInErrors(error) } : { ok: true, errors: [] };
  } catch {
    return { ok: false, errors: [t.failed, siteWords.errors.network] };
  }
}

/**
 * Ends the session, here and on the server. Until that is through, the dialog shows that it is signing out rather
 * than the panel: a panel opened meanwhile would ask the server about the session being ended, and supabase-js
 * answers a late 'no such session' by dropping whatever session is stored by then, a new sign-in's included.
 */
export async function signOut(): Promise<void> {
  set({ ...state, status: 'signingOut' });
  const { error } = await supabase().auth.signOut();
  // The server could not be told (e.g. offline): forget the session here anyway.
  if (error) await supabase().auth.signOut({ scope: 'local' });
}

/** Whether a session is stored; a write without one would be refused as anonymous. */
export async function hasSession(): Promise<boolean> {
  const { data } = await supabase().auth.getSession();
  return data.session !== null;
}
