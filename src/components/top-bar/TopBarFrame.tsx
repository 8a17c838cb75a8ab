import { useRef, type ReactNode } from 'react';
import { useMounted } from '#lib/use-mounted.ts';
import { SITE } from '#site';
import { isGroup, type NavEntry } from '../nav-links.ts';
import { Dropdown } from './Dropdown.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { useMenus, type Menus } from './use-menus.ts';

interface Props {
  currentPath: string;
  navigation: NavEntry[];
  /** The account corner on wide screens (a sign-in link, a user menu), given the bar's menus. */
  account: (menus: Menus) => ReactNode;
  /** The account part of the mobile menu, given a way to close it. */
  mobileAccount: (close: () => void) => ReactNode;
  /** The search, beside the account corner (none on the search page, which has its own box). */
  search?: ReactNode;
  /** Shown under the bar (the sign-in notice). */
  notice?: ReactNode;
}

/**
 * The fixed top bar (spec 1, section 2): logo, menus, and whatever search and
 * account corner the page gives it. Knows no feature. Its island hydrates on
 * intent (`client:intent`): until then its links and search work as they
 * are, and scroll-and-shortcut.ts turns it solid on scroll (`data-scrolled`,
 * which React leaves alone) and opens its search on `/` or Ctrl/Cmd+K.
 */
export function TopBarFrame({ currentPath, navigation, account, mobileAccount, search, notice }: Props) {
  const root = useRef<HTMLElement>(null);
  const menus = useMenus(root);
  // Menus that start closed are pre-rendered without their lists (less HTML on every page).
  const mounted = useMounted();
  const mobileOpen = menus.open === 'mobile';

  return (
    <header
      ref={root}
      data-top-bar
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md ${
        mobileOpen ? 'bg-white shadow-md' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <a href="/" className="flex items-center gap-2 rounded-md font-bold text-brand-900">
          <img src="/logo.svg" alt="" width="36" height="36" className="h-9 w-9" />
          <span className="leading-tight lg:sr-only xl:not-sr-only">
            <span className="block text-base">{SITE.name}</span>
            <span className="block text-[11px] font-medium text-slate-500">{SITE.school}</span>
          </span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 whitespace-nowrap">
            {navigation.map((entry) =>
              isGroup(entry) ? (
                <Dropdown key={entry.label} group={entry} menus={menus} currentPath={currentPath} mounted={mounted} />
              ) : (
                <li key={entry.href}>
                  <a
                    href={entry.href}
                    aria-current={entry.href === currentPath ? 'page' : undefined}
                    className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700"
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {search}
          <div className="hidden min-w-24 justify-end lg:flex">{account(menus)}</div>
          <button
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={mounted ? 'mobile-menu' : undefined}
            onClick={() => menus.toggle('mobile')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 lg:hidden"
          >
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {notice}
      {mounted && (
        <MobileMenu
          id="mobile-menu"
          hidden={!mobileOpen}
          navigation={navigation}
          account={mobileAccount(menus.closeAll)}
          currentPath={currentPath}
          onClose={menus.closeAll}
        />
      )}
    </header>
  );
}
