import { useId } from 'react';
import type { NavGroup } from '../nav-links.ts';
import { DROPDOWN_CLOSE_MS, useMenuButton, type Menus } from './use-menus.ts';

interface Props {
  group: NavGroup;
  menus: Menus;
  currentPath: string;
  /** The closed list is rendered only in the browser: without JavaScript it could never open. */
  mounted: boolean;
}

/**
 * A desktop dropdown: opens on hover, click, Enter, Space or ArrowDown; arrows,
 * Home and End move through its links; Escape closes it and returns focus.
 */
export function Dropdown({ group, menus, currentPath, mounted }: Props) {
  const id = useId();
  const { button, list, isOpen, handlers } = useMenuButton<HTMLUListElement>(menus, id, DROPDOWN_CLOSE_MS);
  const active = group.items.some((item) => item.href === currentPath);

  return (
    <li className="relative" {...handlers}>
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={mounted ? `${id}-menu` : undefined}
        // A mouse has already opened it on hover: a click keeps it open. Keyboard clicks (detail 0) toggle.
        onClick={(event) => (event.detail === 0 ? menus.toggle(id) : menus.openMenu(id))}
        className={`flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
          active ? 'text-brand-700' : 'text-slate-700'
        }`}
      >
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      {mounted && (
        <ul
          ref={list}
          id={`${id}-menu`}
          hidden={!isOpen}
          className="absolute left-0 top-full z-50 mt-1 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          {group.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.href === currentPath ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
