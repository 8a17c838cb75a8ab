/**
 * What a key does in the top bar's search box, a combobox with a listbox
 * popup (WAI-ARIA Authoring Practices, "Editable Combobox With List
 * Autocomplete", with automatic selection: the first result is active as the
 * results arrive, ./SiteSearch.tsx). Focus stays in the box; the active
 * option is shown with `aria-activedescendant` ("visual focus"):
 *
 *   ArrowDown / ArrowUp   the next / previous option, wrapping round; from the
 *                         box, the first / last
 *   Home, End, ArrowLeft, ArrowRight
 *                         back to the box, where the key moves the caret
 *   Enter                 opens the active option; with none, the form
 *                         submits (/search?q=…)
 *   Escape                closes the popup (the panel), focus back on its button
 *   Tab                   leaves (the panel closes when focus has left it)
 *
 * Typing changes the words: a new search, whose first result becomes active.
 */

/** No option active: visual focus is on the box. */
export const IN_THE_BOX = -1;

export type KeyAction =
  /** Make option `active` the active one (IN_THE_BOX for none); `handled`: the key's default is prevented. */
  | { kind: 'move'; active: number; handled: boolean }
  | { kind: 'open-active' }
  | { kind: 'close' }
  /** Nothing of ours: the key does what it does in a text box. */
  | { kind: 'default' };

const CARET_KEYS = new Set(['Home', 'End', 'ArrowLeft', 'ArrowRight']);

/** The action of `key` with option `active` of `count` options active (IN_THE_BOX for none). */
export function comboboxKey(key: string, active: number, count: number): KeyAction {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { kind: 'default' };
      return { kind: 'move', active: active < 0 ? 0 : (active + 1) % count, handled: true };
    case 'ArrowUp':
      if (count === 0) return { kind: 'default' };
      return { kind: 'move', active: active <= 0 ? count - 1 : active - 1, handled: true };
    case 'Enter':
      return active >= 0 && active < count ? { kind: 'open-active' } : { kind: 'default' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return active >= 0 && (CARET_KEYS.has(key) || key === 'Tab')
        ? { kind: 'move', active: IN_THE_BOX, handled: false }
        : { kind: 'default' };
  }
}
