import { useSyncExternalStore } from 'react';
import { auth, type AuthState } from '../../api/auth.ts';

const loading: AuthState = { status: 'loading', user: null, isAdmin: null };

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, () => loading);
}
