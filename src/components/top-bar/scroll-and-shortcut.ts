/**
 * What the top bar does without its island (which hydrates on intent, so
 * these must work before and without it), as a plain script of every page
 * (kept small: it runs before the visitor does anything):
 *
 *   - the bar turns solid after 10 px of scroll (spec 1, section 9):
 *     `data-scrolled` on the `header[data-top-bar]`, which its classes follow;
 *   - `/` (not while typing in a field) and Ctrl/Cmd+K (anywhere) put the
 *     cursor in the page's search box (`data-search-box`): the bar's, in its
 *     panel (`data-search-panel`, a popover, opened first), or the search
 *     page's own (its bar has none). Focus in the bar's box is itself intent:
 *     the bar hydrates, and its search loads.
 */

/** Spec 1, section 9: the bar turns solid after 10 px of scroll. */
const SCROLL_THRESHOLD_PX = 10;

/** `/` outside any field and without modifiers, or Ctrl+K (⌘K on a Mac) anywhere. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return !event.altKey && !event.shiftKey && event.key === 'k';
  return (
    event.key === '/' &&
    !event.altKey &&
    !(event.target as HTMLElement).matches('input,textarea,select,[contenteditable]')
  );
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
    const box = document.querySelector<HTMLInputElement>('[data-search-box]');
    if (!box || !isSearchShortcut(event)) return;
    event.preventDefault();
    panel?.togglePopover(true);
    box.focus();
    box.select();
  });
}
