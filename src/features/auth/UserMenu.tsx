import { useId } from 'react';
import { Avatar } from '#components/top-bar/Avatar.tsx';
import { USER_MENU_CLOSE_MS, useMenuButton, type Menus } from '#components/top-bar/use-menus.ts';
import { MY_NOMINATIONS } from '#features/navigation.ts';
import { logout } from './auth-store.ts';
import type { SessionUser } from './session.ts';

export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

interface Props {
  /** Null before the top bar knows the auth state: the button then shows the user the page's session mark names (session-mark.ts). */
  user: SessionUser | null;
  menus: Menus;
  className?: string;
}

/** The desktop user menu: the avatar and first name, with 'Logout'. Closes 500 ms after the pointer leaves. */
export function UserMenu({ user, menus, className = '' }: Props) {
  const id = useId();
  const { button, list, isOpen, handlers } = useMenuButton<HTMLDivElement>(menus, 'user', USER_MENU_CLOSE_MS);

  return (
    <div className={`relative ${className}`} {...handlers}>
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={user ? `${id}-user` : undefined}
        onClick={(event) => (event.detail === 0 ? menus.toggle('user') : menus.openMenu('user'))}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-slate-700 hover:bg-brand-50"
      >
        <Avatar name={user?.name ?? null} className={`h-9 w-9 text-sm ${user ? '' : 'session-initial'}`} />
        <span className={user ? undefined : 'session-first-name'}>{user && firstWord(user.name)}</span>
        <span className="sr-only">, account menu for {user ? user.name : <span className="session-name" />}</span>
      </button>
      {user && (
        <div
          ref={list}
          id={`${id}-user`}
          hidden={!isOpen}
          className="absolute right-0 top-full z-50 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">Signed in as {user.name}</p>
          <a href={MY_NOMINATIONS.href} className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50">
            {MY_NOMINATIONS.label}
          </a>
          <button
            type="button"
            onClick={() => {
              menus.closeAll();
              logout();
            }}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
