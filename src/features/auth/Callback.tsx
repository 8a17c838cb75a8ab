import { useEffect, useState } from 'react';
import { fetchIdentityMe } from '#api/identity.ts';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { Spinner } from '#components/Spinner.tsx';
import { identityMeUrl } from '#features/auth/browser-api.ts';
import { refreshAuth } from './auth-store.ts';
import {
  clearReturnPath,
  clearSession,
  FALLBACK_USER,
  parseUser,
  readReturnPath,
  saveToken,
  saveUser,
  type SessionUser,
} from './session.ts';
import { recordSignIn, takeSignInStarted } from './unrequested-sign-in.ts';

export const NO_TOKEN = 'No authentication token received';
export const AUTH_FAILED = 'Authentication failed. Please try again.';

/** Reads the query once and removes it from the address bar and history before anything else. */
function takeCallbackParams(): { token: string | null; userData: string | null } {
  const params = new URLSearchParams(window.location.search);
  const result = { token: params.get('token'), userData: params.get('user_data') };
  window.history.replaceState(null, '', window.location.pathname);
  return result;
}

async function resolveUser(token: string, userData: string | null): Promise<SessionUser> {
  if (userData !== null) {
    const user = parseUser(userData);
    if (!user) throw new Error('user_data is not a valid user');
    return user;
  }
  try {
    return await fetchIdentityMe(identityMeUrl, token);
  } catch (error) {
    console.warn('Identity lookup failed; using the fallback user', error);
    return FALLBACK_USER;
  }
}

function CallbackView() {
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const { token, userData } = takeCallbackParams();
    // Used up by any arrival here, so a later link in this tab is never covered by it.
    const requested = takeSignInStarted();
    if (!token) {
      setError(NO_TOKEN);
      return;
    }
    (async () => {
      try {
        saveToken(token);
        const user = await resolveUser(token, userData);
        saveUser(user);
        // Not started from /login in this tab (a link from someone else?): the landing page says who is signed in.
        recordSignIn(user, requested);
        refreshAuth();
        const destination = readReturnPath('/');
        clearReturnPath();
        window.location.replace(destination);
      } catch (failure) {
        console.error(failure);
        clearSession();
        setError(AUTH_FAILED);
      }
    })();
  }, []);

  if (!error) return <Spinner label="Authenticating..." />;
  return (
    <div role="alert" className="card mx-auto w-full max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-red-700">Authentication Error</h1>
      <p className="mt-3 text-slate-700">{error}</p>
      <a href="/login" className="btn-primary mt-6">
        Return to Login
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
