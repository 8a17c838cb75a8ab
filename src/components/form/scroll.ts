/** Scrolls to the top of the page (smoothly unless the user prefers reduced motion). */
export function scrollToTop(): void {
  if (typeof window === 'undefined') return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
