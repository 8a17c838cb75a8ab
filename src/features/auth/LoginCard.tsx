import { useEffect, useState } from 'react';
import { SESSION_REFUSED } from '#api/api-error.ts';
import { loginUrl } from '#api/login-url.ts';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { Banner } from '#components/form/Banner.tsx';
import { browserApi } from '#features/auth/browser-api.ts';
import { useAuth } from './use-auth.ts';
import { clearReturnPath, readReturnPath } from './session.ts';
import { readSignInAgain } from './sign-in-again.ts';
import { markSignInStarted, newSignInState } from './unrequested-sign-in.ts';

/** Spec 1, section 9: the login page's default destination. */
const LOGIN_DEFAULT_DESTINATION = '/projects/nominateprojects';

function Login() {
  const auth = useAuth();
  // Read after hydration: the pre-rendered card knows nothing of this tab.
  const [refused, setRefused] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, by design (see above)
  useEffect(() => setRefused(readSignInAgain() !== null), []);

  useEffect(() => {
    if (auth.status !== 'signedIn') return;
    const destination = readReturnPath(LOGIN_DEFAULT_DESTINATION);
    clearReturnPath();
    window.location.replace(destination);
  }, [auth.status]);

  // The card is in the pre-rendered page (it is what most visitors see first); only its action waits for the
  // auth state: 'Loading...' while it loads, then the button, or 'Redirecting...' for someone signed in.
  return (
    <div className="card mx-auto w-full max-w-md p-8 text-center">
      <img src="/logo.svg" alt="Wall of Fame logo" width="64" height="64" className="mx-auto h-16 w-16" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Sign in to nominate</h1>
      <p className="mt-2 text-slate-600">Use your university credentials to continue</p>
      {/* After a 401 round trip (sign-in-again.ts): why the visitor is here. */}
      {refused && auth.status !== 'signedIn' && (
        <Banner kind="error" className="mt-6 text-left">
          {SESSION_REFUSED}
        </Banner>
      )}
      {auth.status === 'signedOut' ? (
        <SignInButton />
      ) : (
        <Waiting label={auth.status === 'loading' ? 'Loading...' : 'Redirecting...'} />
      )}
    </div>
  );
}

/** Where the button will be, as tall as it: nothing moves when it appears. */
function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="mt-8 flex h-12 items-center justify-center gap-3 text-sm font-medium text-slate-600">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      {label}
    </p>
  );
}

function SignInButton() {
  const [state] = useState(newSignInState);
  return (
    <a
      href={loginUrl(browserApi.host, state)}
      onClick={() => markSignInStarted(state)}
      className="btn-primary mt-8 h-12 w-full text-base"
    >
      <svg aria-hidden="true" viewBox="0 0 21 21" className="h-5 w-5">
        <path fill="#f25022" d="M0 0h10v10H0z" />
        <path fill="#7fba00" d="M11 0h10v10H11z" />
        <path fill="#00a4ef" d="M0 11h10v10H0z" />
        <path fill="#ffb900" d="M11 11h10v10H11z" />
      </svg>
      Sign in with Microsoft
    </a>
  );
}

/** /login (spec 1, section 2). */
export default function LoginCard() {
  return (
    <ErrorBoundary>
      <Login />
    </ErrorBoundary>
  );
}
