import { useSyncExternalStore } from 'react';
import type { DateStyle } from './dates.ts';

const never = () => () => {};

/**
 * The style a component writes dates in: the site's while React renders on
 * the server (pages built ahead) and while an island hydrates (so the first
 * render matches the pre-rendered HTML), the reader's in the browser. React
 * renders a hydrated island again with the reader's right after; a component
 * first rendered in the browser (after a fetch) starts with the reader's.
 */
export function useDateStyle(): DateStyle {
  return useSyncExternalStore(
    never,
    () => 'reader',
    () => 'site',
  );
}
