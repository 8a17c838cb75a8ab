import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** Spec 1, section 9: dropdowns close 300 ms after the pointer leaves, the user menu 500 ms. */
export const DROPDOWN_CLOSE_MS = 300;
export const USER_MENU_CLOSE_MS = 500;

/**
 * Which one menu of the top bar is open (a dropdown's id, 'user' or 'mobile'),
 * with delayed closing for pointer leaves and closing on a click outside `root`.
 */
export function useMenus(root: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelClose = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const openMenu = useCallback(
    (id: string) => {
      cancelClose();
      setOpen(id);
    },
    [cancelClose],
  );

  const closeAll = useCallback(() => {
    cancelClose();
    setOpen(null);
  }, [cancelClose]);

  const closeLater = useCallback(
    (id: string, delay: number) => {
      cancelClose();
      timer.current = window.setTimeout(() => setOpen((current) => (current === id ? null : current)), delay);
    },
    [cancelClose],
  );

  const toggle = useCallback(
    (id: string) => {
      cancelClose();
      setOpen((current) => (current === id ? null : id));
    },
    [cancelClose],
  );

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.clearTimeout(timer.current);
    };
  }, [root, closeAll]);

  return { open, openMenu, closeAll, closeLater, cancelClose, toggle };
}

export type Menus = ReturnType<typeof useMenus>;

/**
 * Focuses the first item of an open menu's `list` once it is there, when asked to
 * (ArrowDown on its button). The list may come a render later than the opening:
 * menus are rendered once the bar has mounted, which a key held while it
 * hydrated (lib/client-intent.ts) can come before.
 */
function useFocusFirstItem(list: RefObject<HTMLElement | null>, isOpen: boolean): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    if (!isOpen) wanted.current = false;
    else if (wanted.current && list.current) {
      wanted.current = false;
      focusSibling(list.current, 'Home');
    }
  });
  return useCallback(() => {
    wanted.current = true;
  }, []);
}

/** Moves focus among the links of a list with the arrow keys, Home and End. */
function focusSibling(container: HTMLElement | null, key: string): boolean {
  if (!container) return false;
  const items = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}

/**
 * A menu button and its list (a dropdown or the user menu), as spec 1, section 9
 * has them: hover opens it and leaving closes it after `closeMs`; ArrowDown on the
 * button opens it and focuses its first item; arrows, Home and End move through
 * it; Escape closes it and returns focus to the button; focus leaving closes it.
 * `handlers` go on the element around the button and the list.
 */
export function useMenuButton<L extends HTMLElement>(menus: Menus, key: string, closeMs: number) {
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<L>(null);
  const isOpen = menus.open === key;
  const focusFirstItem = useFocusFirstItem(list, isOpen);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      menus.closeAll();
      button.current?.focus();
    } else if (event.target === button.current && event.key === 'ArrowDown') {
      event.preventDefault();
      menus.openMenu(key);
      focusFirstItem();
    } else if (isOpen && list.current?.contains(event.target as Node) && focusSibling(list.current, event.key)) {
      event.preventDefault();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.closeAll();
  };
  const handlers = {
    onMouseEnter: () => menus.openMenu(key),
    onMouseLeave: () => menus.closeLater(key, closeMs),
    onKeyDown,
    onBlur,
  };
  return { button, list, isOpen, handlers };
}
