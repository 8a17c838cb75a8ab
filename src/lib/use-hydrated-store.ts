import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useMounted } from './use-mounted.ts';

/**
 * A store's value, but `serverValue` until the island has mounted. An island
 * must first render exactly what the pre-rendered HTML shows: React keeps the
 * server's attributes when hydration differs, so a store that already changed
 * (auth read from storage, a carousel refreshed by another island) would
 * otherwise leave stale attributes in the page.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useMounted() ? value : serverValue;
}
