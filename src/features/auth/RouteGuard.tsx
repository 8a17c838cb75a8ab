import { useEffect, type ReactNode } from 'react';
import { Spinner } from '#components/Spinner.tsx';
import { isLoggingOut, type AuthState } from './auth-store.ts';
import { useAuth } from './use-auth.ts';
import { saveReturnPath, type SessionUser } from './session.ts';

interface Props {
  /** Rendered once a user is signed in. */
  children: (user: SessionUser, token: string) => ReactNode;
}

/**
 * Protects a page (spec 1, section 2): 'Loading...' while auth loads; without a
 * user, remembers the current path and query and replaces history with /login.
 */
export function RouteGuard({ children }: Props) {
  const auth: AuthState = useAuth();

  useEffect(() => {
    // Logging out goes home, not to /login.
    if (auth.status !== 'signedOut' || isLoggingOut()) return;
    saveReturnPath(window.location.pathname + window.location.search);
    window.location.replace('/login');
  }, [auth.status]);

  // As tall as the screen: the form that replaces it then moves nothing the visitor can see (no layout shift).
  if (auth.status !== 'signedIn') return <Spinner label="Loading..." className="min-h-[100svh] justify-start" />;
  return <>{children(auth.user, auth.token)}</>;
}
