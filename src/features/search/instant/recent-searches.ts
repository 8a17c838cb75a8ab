/**
 * The last few searches made in the top bar, offered when its box is empty.
 * Kept in this browser only (localStorage), never sent anywhere, and
 * forgotten at logout by the code that forgets the drafts (its key is theirs:
 * features/nominations/draft-keys.ts), so a shared computer does not show the
 * next visitor what the last one looked for. Storage that cannot be read or written keeps nothing.
 */
import { RECENT_SEARCHES_KEY } from '../../nominations/draft-keys.ts';

export { RECENT_SEARCHES_KEY };

/** How many are kept and offered. */
export const RECENT_SEARCHES_MAX = 5;

/** Longer words are not a search to offer again. */
const MAX_LENGTH = 100;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const clean = (query: string) => query.replace(/\s+/g, ' ').trim();

/** The kept searches, newest first; anything unreadable reads as none. */
export function recentSearches(storage: Store | null = browserStorage()): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is string => typeof item === 'string' && clean(item) !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Keeps `query` as the newest search (once, whatever its case), and returns what is kept. */
export function rememberSearch(query: string, storage: Store | null = browserStorage()): string[] {
  const words = clean(query);
  if (!words || words.length > MAX_LENGTH) return recentSearches(storage);
  const next = [
    words,
    ...recentSearches(storage).filter((item) => item.toLocaleLowerCase() !== words.toLocaleLowerCase()),
  ].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    return storage ? next : [];
  } catch {
    // Storage full or blocked: the search is simply not offered again.
    return recentSearches(storage);
  }
}

/** Forgets every kept search (logout, or the visitor's "Clear"). Never throws. */
export function forgetRecentSearches(storage: Store | null = browserStorage()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage blocked: there is nothing in it to forget.
  }
}
