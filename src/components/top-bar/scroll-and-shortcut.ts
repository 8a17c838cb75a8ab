/**
 * What the top bar does without its island (which hydrates on intent, so
 * these must work before and without it), as a plain script of every page:
 *
 *   - the bar turns solid after 10 px of scroll (spec 1, section 9):
 *     `data-scrolled` on the `header[data-top-bar]`, which its classes follow;
 *   - `/` (not while typing in a field) and Ctrl/Cmd+K (anywhere) open the
 *     bar's search panel (`data-search-panel`, a popover), whose box takes
 *     the focus (`autofocus`). Focus in the box is itself intent: the bar
 *     hydrates, and its search loads. The search page, whose bar has no
 *     search, takes the same keys to its own box (features/search/SearchApp.tsx).
 */

/** Spec 1, section 9: the bar turns solid after 10 px of scroll. */
export const SCROLL_THRESHOLD_PX = 10;

/** `/` outside any field and without modifiers, or Ctrl+K (⌘K on a Mac) anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  if (event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return !event.shiftKey && (event.key === 'k' || event.key === 'K');
  return event.key === '/' && !(target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function startTopBar(): void {
  const bar = document.querySelector<HTMLElement>('header[data-top-bar]');
  if (!bar) return;
  const update = () => {
    const scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
    if (bar.dataset.scrolled !== scrolled) bar.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  const panel = bar.querySelector<HTMLElement>('[data-search-panel]');
  document.addEventListener('keydown', (event) => {
    if (!panel || !isSearchShortcut(event)) return;
    event.preventDefault();
    panel.togglePopover(true);
  });
}
