/**
 * What the top bar does without its island (which hydrates on intent, so
 * these must work before and without it), as a plain script of every page:
 *
 *   - the bar turns solid after 10 px of scroll (spec 1, section 9):
 *     `data-scrolled` on the `header[data-top-bar]`, which its classes follow;
 *   - `/` focuses the page's own search box when it has one (the search
 *     page), else the bar's. Focusing the bar's box is itself intent: the bar
 *     hydrates.
 */

/** Spec 1, section 9: the bar turns solid after 10 px of scroll. */
export const SCROLL_THRESHOLD_PX = 10;

/** Typing in a field, or a key with modifiers, is never taken as the shortcut. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  return !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function startTopBar(): void {
  const bar = document.querySelector<HTMLElement>('header[data-top-bar]');
  if (bar) {
    const update = () => {
      const scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
      if (bar.dataset.scrolled !== scrolled) bar.dataset.scrolled = scrolled;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
  }
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    const box =
      document.querySelector<HTMLInputElement>('input[type="search"][data-search-box]') ??
      document.querySelector<HTMLInputElement>('header[data-top-bar] input[type="search"]');
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  });
}
