/**
 * The auth state every island shares (spec 1, section 4): loading, then signed
 * in or signed out. It follows sign-ins and sign-outs made in other tabs.
 */
import { atom, onMount } from 'nanostores';
import { forgetDrafts } from '../nominations/forget-drafts.ts';
import { clearReturnPath, clearSession, readSession, type SessionUser } from './session.ts';
import { forgetSignInMarks } from './unrequested-sign-in.ts';

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser; token: string };

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

let loggingOut = false;

/** True once logout has started: the page is about to go home, so guards must not send it to /login instead. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * Logout: removes the token and user, and everything this browser kept for
 * the user (drafts, chosen files, the return path, this tab's sign-in
 * notice), clears the user and goes home.
 */
export async function logout(): Promise<void> {
  loggingOut = true;
  const user = readSession()?.user;
  clearSession();
  clearReturnPath();
  forgetSignInMarks();
  try {
    await forgetDrafts(user);
  } finally {
    $auth.set({ status: 'signedOut' });
    window.location.assign('/');
  }
}
