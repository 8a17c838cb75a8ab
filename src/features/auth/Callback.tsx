import { useEffect, useState } from 'react';
import { fetchIdentityMe } from '#api/identity.ts';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { Spinner } from '#components/Spinner.tsx';
import { identityMeUrl, signInStateRequired } from '#features/auth/browser-api.ts';
import { keepsDraftsOf } from '../nominations/draft-keys.ts';
import { draftOwner } from '../nominations/draft-owner.ts';
import { refreshAuth } from './auth-store.ts';
import { AUTH_FAILED, settleCallback, type CallbackOutcome, type IdentityLookup } from './callback-flow.ts';
import {
  clearReturnPath,
  clearSession,
  readReturnPath,
  readSession,
  saveToken,
  saveUser,
  type Session,
  type SessionUser,
} from './session.ts';
import { readSignInAgain, takeSignInAgain } from './sign-in-again.ts';
import { recordSignIn, takeSignInStarted } from './unrequested-sign-in.ts';

const lookUpIdentity: IdentityLookup = identityMeUrl ? (token) => fetchIdentityMe(identityMeUrl, token) : null;

/** Reads the query once and removes it from the address bar and history before anything else. */
function takeCallbackParams() {
  const params = new URLSearchParams(window.location.search);
  const result = { token: params.get('token'), userData: params.get('user_data'), state: params.get('state') };
  window.history.replaceState(null, '', window.location.pathname);
  return result;
}

type View =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'ignored'; current: SessionUser; requested: boolean };

/**
 * Stores a checked sign-in and goes on; returns what to show instead when it
 * fails. A failure never signs out a session that was there (a link could
 * otherwise sign anyone out); without one, what is left of a session goes.
 */
function apply(outcome: CallbackOutcome, current: Session | null): View {
  if (outcome.kind !== 'signIn') {
    if (outcome.kind === 'failed' && outcome.message === AUTH_FAILED && !current) clearSession();
    return outcome;
  }
  try {
    saveToken(outcome.session.token);
    saveUser(outcome.session.user);
    recordSignIn(outcome.session.user, outcome.requested);
    takeSignInAgain();
    refreshAuth();
    const destination = readReturnPath('/');
    clearReturnPath();
    window.location.replace(destination);
    return { kind: 'working' };
  } catch (failure) {
    console.error(failure);
    restore(current);
    return { kind: 'failed', message: AUTH_FAILED };
  }
}

/** Puts back the session that was there before a sign-in that could not be stored whole (or none). */
function restore(current: Session | null): void {
  try {
    clearSession();
    if (current) {
      saveToken(current.token);
      saveUser(current.user);
    }
    refreshAuth();
  } catch {
    // Storage refuses writes: what it holds is what it held.
  }
}

function CallbackView() {
  const [view, setView] = useState<View>({ kind: 'working' });

  useEffect(() => {
    const { token, userData, state } = takeCallbackParams();
    // Used up by any arrival here, so a later link in this tab is never covered by them.
    const requested = takeSignInStarted(state, Date.now(), signInStateRequired);
    // A 401 round trip lasts until someone signs in (apply takes its note then).
    const returning = readSignInAgain() ?? undefined;
    const current = readSession();
    const keepsDraftOf = (user: SessionUser) => keepsDraftsOf(draftOwner(user));
    void settleCallback({ token, userData, requested, current, keepsDraftOf, returning }, lookUpIdentity).then(
      (outcome) => setView(apply(outcome, current)),
    );
  }, []);

  if (view.kind === 'working') return <Spinner label="Authenticating..." />;
  if (view.kind === 'ignored') return <LinkIgnored user={view.current} requested={view.requested} />;
  return (
    <div role="alert" className="card mx-auto w-full max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-red-700">Authentication Error</h1>
      <p className="mt-3 text-slate-700">{view.message}</p>
      <a href="/login" className="btn-primary mt-6">
        Return to Login
      </a>
    </div>
  );
}

/**
 * A sign-in link this browser did not ask for, or a sign-in it did ask for that
 * came back as someone else, while someone is signed in: nothing changed, and
 * the page says so.
 */
function LinkIgnored({ user, requested }: { user: SessionUser; requested: boolean }) {
  return (
    <div role="alert" className="card mx-auto w-full max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Sign-in link ignored</h1>
      <p className="mt-3 text-slate-700">
        {requested
          ? 'A sign-in as another account was ignored.'
          : 'A sign-in link from elsewhere was ignored: this browser did not ask for it.'}{' '}
        You are still signed in as <strong className="font-semibold">{user.name}</strong>
        {user.email && <span className="break-all"> ({user.email})</span>}, and nothing was changed.
      </p>
      <p className="mt-3 text-sm text-slate-600">
        To use another account, sign out first, then sign in from this site.
      </p>
      <a href="/" className="btn-primary mt-6">
        Continue
      </a>
    </div>
  );
}

/** /callback (spec 1, sections 2, 4 and 8). */
export default function Callback() {
  return (
    <ErrorBoundary>
      <CallbackView />
    </ErrorBoundary>
  );
}
