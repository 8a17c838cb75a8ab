import { useStore } from '@nanostores/react';
import { useMounted } from '#lib/use-mounted.ts';
import { logout } from './auth-store.ts';
import { $unrequestedSignIn, dismissUnrequestedSignIn, isAbout } from './unrequested-sign-in.ts';
import { useAuth } from './use-auth.ts';

/**
 * "Signed in as {name} ({email}). Not you? Sign out." after a sign-in this
 * browser did not ask for (see `unrequested-sign-in.ts`). The top bar renders
 * it on every page of every tab until it is dismissed in any of them. Its
 * live region is in the pre-rendered page, empty, so the words are announced
 * when they appear.
 */
export function SignInNotice() {
  const auth = useAuth();
  const noted = useStore($unrequestedSignIn);
  const mounted = useMounted();
  const user = mounted && auth.status === 'signedIn' && noted && isAbout(noted, auth.user) ? auth.user : null;

  return (
    <div role="status">
      {user && (
        <div className="border-t border-amber-300 bg-amber-50 text-amber-950 shadow-md">
          <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:px-6">
            <p className="min-w-0 flex-1">
              Signed in as <strong className="font-semibold">{user.name}</strong>
              {user.email && <span className="break-all"> ({user.email})</span>}. Not you?{' '}
              <button
                type="button"
                onClick={() => void logout()}
                className="rounded-sm font-semibold underline underline-offset-2 hover:no-underline"
              >
                Sign out
              </button>
              .
            </p>
            <button
              type="button"
              onClick={dismissUnrequestedSignIn}
              className="-my-1 shrink-0 rounded-md px-2 py-1 text-lg leading-none hover:bg-amber-100"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
