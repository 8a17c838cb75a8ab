/** The top bar's account corner: 'Sign In' signed out, the user menu signed in. */
import { Avatar } from '#components/top-bar/Avatar.tsx';
import { mobileLinkClass } from '#components/top-bar/MobileMenu.tsx';
import type { Menus } from '#components/top-bar/use-menus.ts';
import { MY_NOMINATIONS } from '#features/navigation.ts';
import { LOGIN_ROUTE } from '#features/routes.ts';
import { logout, type AuthState } from './auth-store.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Before the bar knows the auth state (its server HTML, and while it hydrates) it holds both, and CSS
 * shows the one the page's session mark names (session-mark.ts). The same elements stay once it knows,
 * so a click held while the bar hydrated (lib/client-intent.ts) reaches the one that was clicked.
 */
export function DesktopAccount({ auth, menus }: { auth: AuthState; menus: Menus }) {
  const loading = auth.status === 'loading';
  return (
    <>
      {auth.status !== 'signedOut' && (
        <UserMenu
          user={auth.status === 'signedIn' ? auth.user : null}
          menus={menus}
          className={loading ? 'session-in' : ''}
        />
      )}
      {auth.status !== 'signedIn' && (
        <a href={LOGIN_ROUTE} className={`btn-primary ${loading ? 'session-out' : ''}`}>
          Sign In
        </a>
      )}
    </>
  );
}

/** In the mobile menu: 'Signed in as {name}', My Project Nominations and 'Logout'; or 'Sign In'. */
export function MobileAccount({ auth, onClose }: { auth: AuthState; onClose: () => void }) {
  if (auth.status === 'signedIn') {
    return (
      <div className="space-y-2">
        <p className="flex items-center gap-3 px-3 text-sm text-slate-600">
          <Avatar name={auth.user.name} />
          <span className="min-w-0 break-words">Signed in as {auth.user.name}</span>
        </p>
        <a href={MY_NOMINATIONS.href} className={mobileLinkClass}>
          {MY_NOMINATIONS.label}
        </a>
        <button
          type="button"
          onClick={() => {
            onClose();
            logout();
          }}
          className="block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-red-700 hover:bg-red-50"
        >
          Logout
        </button>
      </div>
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <a href={LOGIN_ROUTE} className="btn-primary w-full">
        Sign In
      </a>
    );
  }
  return null;
}
