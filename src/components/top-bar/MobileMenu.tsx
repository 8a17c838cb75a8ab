import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { isGroup, type NavEntry } from '../nav-links.ts';

interface Props {
  id: string;
  hidden: boolean;
  navigation: NavEntry[];
  /** The account part under the links (sign in, or who is signed in and Logout). */
  account: ReactNode;
  currentPath: string;
  onClose: () => void;
}

export const mobileLinkClass =
  'block rounded-lg px-3 py-2 text-base text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

/** The collapsible menu of small screens: every link, grouped, and the account. */
export function MobileMenu({ id, hidden, navigation, account, currentPath, onClose }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    // Escape anywhere in the open menu closes it: the keyboard's way out, not a control of its own.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <nav
      id={id}
      hidden={hidden}
      aria-label="Main menu"
      onKeyDown={onKeyDown}
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg lg:hidden"
    >
      <ul className="space-y-1">
        {navigation.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <button
                type="button"
                aria-expanded={expanded === entry.label}
                aria-controls={`${id}-${entry.label.replace(/\W+/g, '-')}`}
                onClick={() => setExpanded((current) => (current === entry.label ? null : entry.label))}
                className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-brand-50"
              >
                {entry.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`h-5 w-5 transition-transform ${expanded === entry.label ? 'rotate-180' : ''}`}
                >
                  <path
                    fill="currentColor"
                    d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                  />
                </svg>
              </button>
              <ul
                id={`${id}-${entry.label.replace(/\W+/g, '-')}`}
                hidden={expanded !== entry.label}
                className="ml-3 border-l border-slate-200 pl-2"
              >
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      aria-current={item.href === currentPath ? 'page' : undefined}
                      className={mobileLinkClass}
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.href}>
              <a
                href={entry.href}
                aria-current={entry.href === currentPath ? 'page' : undefined}
                className={`${mobileLinkClass} font-medium`}
              >
                {entry.label}
              </a>
            </li>
          ),
        )}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">{account}</div>
    </nav>
  );
}
