/**
 * The auth state every island shares (spec 1, section 4): loading, then signed
 * in or signed out. It follows sign-ins and sign-outs made in other tabs.
 */
import { atom, onMount } from 'nanostores';
import { clearSession, readSession, type SessionUser } from './session.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; token: string };

export const $auth = atom<AuthState>({ status: 'loading' });

/** Re-reads browser storage into the store. */
export function refreshAuth(): void {
  const session = readSession();
  $auth.set(session ? { status: 'signedIn', ...session } : { status: 'signedOut' });
}

onMount($auth, () => {
  // Pre-rendering knows nobody: the static HTML keeps 'loading' until the browser reads storage.
  if (typeof window === 'undefined') return;
  refreshAuth();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'auth_token' || event.key === 'user_info') refreshAuth();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** Logout: removes the token and user, clears the user and goes home. */
export function logout(): void {
  clearSession();
  $auth.set({ status: 'signedOut' });
  window.location.assign('/');
}
