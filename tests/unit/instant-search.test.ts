/**
 * The top bar's search, its pure parts (issue 43): what each key does in the
 * combobox (the WAI-ARIA pattern), and the recent searches kept in this
 * browser, which logout forgets with the drafts.
 */
import { describe, expect, it } from 'vitest';
import { comboboxKey, IN_THE_BOX } from '#features/search/instant/combobox-keys.ts';
import {
  forgetRecentSearches,
  recentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
} from '#features/search/instant/recent-searches.ts';
import { forgetDrafts } from '#features/nominations/forget-drafts.ts';
import { installLocalStorage, MemoryStorage } from './support/memory-storage.ts';

describe('the keys of the search box', () => {
  it('ArrowDown and ArrowUp move through the options and wrap round; from the box, to the first or the last', () => {
    expect(comboboxKey('ArrowDown', IN_THE_BOX, 4)).toEqual({ kind: 'move', active: 0, handled: true });
    expect(comboboxKey('ArrowDown', 0, 4)).toEqual({ kind: 'move', active: 1, handled: true });
    expect(comboboxKey('ArrowDown', 3, 4)).toEqual({ kind: 'move', active: 0, handled: true });
    expect(comboboxKey('ArrowUp', IN_THE_BOX, 4)).toEqual({ kind: 'move', active: 3, handled: true });
    expect(comboboxKey('ArrowUp', 0, 4)).toEqual({ kind: 'move', active: 3, handled: true });
    expect(comboboxKey('ArrowUp', 2, 4)).toEqual({ kind: 'move', active: 1, handled: true });
  });

  it('with no options the arrows are the text box’s own', () => {
    expect(comboboxKey('ArrowDown', IN_THE_BOX, 0)).toEqual({ kind: 'default' });
    expect(comboboxKey('ArrowUp', IN_THE_BOX, 0)).toEqual({ kind: 'default' });
  });

  it('Home, End, ArrowLeft, ArrowRight and Tab go back to the box and keep their own effect', () => {
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight', 'Tab']) {
      expect(comboboxKey(key, 2, 4), key).toEqual({ kind: 'move', active: IN_THE_BOX, handled: false });
      expect(comboboxKey(key, IN_THE_BOX, 4), key).toEqual({ kind: 'default' });
    }
  });

  it('Enter opens the active option, else the form submits; Escape closes', () => {
    expect(comboboxKey('Enter', 1, 4)).toEqual({ kind: 'open-active' });
    expect(comboboxKey('Enter', IN_THE_BOX, 4)).toEqual({ kind: 'default' });
    expect(comboboxKey('Enter', 5, 4)).toEqual({ kind: 'default' });
    expect(comboboxKey('Escape', 1, 4)).toEqual({ kind: 'close' });
    expect(comboboxKey('Escape', IN_THE_BOX, 0)).toEqual({ kind: 'close' });
    expect(comboboxKey('a', 1, 4)).toEqual({ kind: 'default' });
  });
});

describe('recent searches', () => {
  it('keeps the newest first, each once whatever its case, at most a few, words tidied', () => {
    const storage = new MemoryStorage();
    for (const query of ['robot', 'drone', '  Robot  arm ', 'ROBOT', 'a', 'b', 'c']) rememberSearch(query, storage);
    expect(recentSearches(storage)).toEqual(['c', 'b', 'a', 'ROBOT', 'Robot arm']);
    expect(recentSearches(storage)).toHaveLength(RECENT_SEARCHES_MAX);
    rememberSearch('   ', storage);
    rememberSearch('x'.repeat(101), storage);
    expect(recentSearches(storage)[0]).toBe('c');
  });

  it('reads anything unreadable as none, and storage that refuses keeps nothing without failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(recentSearches(storage)).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, null, '']));
    expect(recentSearches(storage)).toEqual(['ok']);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberSearch('robot', refusing)).toEqual([]);
    expect(() => forgetRecentSearches(refusing)).not.toThrow();
    expect(recentSearches(null)).toEqual([]);
  });

  it('are forgotten at logout, by the code that forgets the drafts', async () => {
    const storage = installLocalStorage();
    rememberSearch('robot');
    storage.setItem('wof:draft:project:someone@university.edu', '{}');
    await forgetDrafts({ email: 'someone@university.edu' });
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(storage.getItem('wof:draft:project:someone@university.edu')).toBeNull();
  });
});
