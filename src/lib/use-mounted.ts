import { startTransition, useEffect, useState } from 'react';

/**
 * False while pre-rendering and hydrating, true once the island runs in the browser.
 * What mounting shows (a whole nomination form once the auth state is known, the
 * top bar's menus) renders in a transition: React renders it in slices between
 * which the page can answer a tap, not in one long task.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
