/**
 * The search page's state machine. The URL is the truth: it is read on load
 * and on Back/Forward, and every change writes it (typing replaces the
 * history entry, a submitted query or a filter adds one). Each change runs
 * one search; an answer that arrives after a newer search started is dropped.
 * The facet counts follow the results (they take longer: ./pagefind-client.ts).
 *
 *   idle (nothing to search) ──change──▶ loading ──▶ ready
 *                                          │  └──▶ unavailable (no index in this build) / failed (could not load)
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FACET_KEYS, type FacetCounts, type FacetKey } from './facets.ts';
import { countFacets, runSearch, type SearchOutcome } from './pagefind-client.ts';
import { loadCountingPagefind, loadPagefind, whyUnavailable } from './pagefind-loader.ts';
import { EMPTY_SEARCH, hasSearch, parseSearchParams, searchHref, toggleFilter, type SearchState } from './url-state.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/**
 * Typing searches at once (an answer that arrives after a newer search started is dropped), as the
 * top bar does; the address follows once the keys pause this long, so a burst of keys, a paste or a
 * held key rewrites the history entry once (browsers limit how often a page may rewrite it).
 */
const URL_PAUSE_MS = 300;

/**
 * What waits for the keys to pause this long, so that it does not hold up the next keystroke's
 * results: the facet counts after typing (counting every facet's values takes longer than the
 * search itself), and the rest of a page's results (./SearchResults.tsx).
 */
export const KEY_PAUSE_MS = 200;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const isFacetKey = (name: string): name is FacetKey => (FACET_KEYS as string[]).includes(name);

/**
 * What the visitor did in `root` before the island hydrated, over the address's search `url`: the words
 * typed in the box and the filters ticked (null when nothing). React takes the controls as it finds them
 * for its own and never hears of those changes; the server rendered no search, so each is the visitor's.
 */
function doneBeforeHydration(root: HTMLElement, url: SearchState): { state: SearchState; text: string } | null {
  const text = root.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '';
  let state = text ? { ...url, q: clean(text) } : url;
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')) {
    if (isFacetKey(box.name) && !state.filters[box.name]?.includes(box.value))
      state = toggleFilter(state, box.name, box.value);
  }
  return state === url ? null : { state, text };
}

/** `root`: the island's element, holding the box and the filters (what was done there before it hydrated counts). */
export function useSearch(root: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  // The search last shown, before React renders it: a key that comes first (right after the island
  // hydrated and read the address) types over it, not over the render's `state`.
  const shown = useRef(EMPTY_SEARCH);
  const [draft, setDraftState] = useState('');
  // What the box holds right now: every change (a filter too) searches for it.
  const draftRef = useRef('');
  const setDraft = (text: string) => {
    draftRef.current = text;
    setDraftState(text);
  };
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  // The counts of the search `of` (undefined: they could not be had, the build's totals show).
  const [counted, setCounted] = useState<{ of: SearchState; counts: FacetCounts | undefined } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last change was typed (not a filter, a submit or Back/Forward): its counts wait for a pause.
  const typed = useRef(false);

  /** Shows `next` as the search: loading in the same render, so no frame says the last answer's count with the new words. */
  const show = (next: SearchState) => {
    shown.current = next;
    setState(next);
    if (hasSearch(next)) setStatus('loading');
  };

  /** Counts the facets of `searched` after `pause` ms, unless a newer search has started by then. */
  const countAfter = (searched: SearchState, current: () => boolean, pause: number) => {
    setTimeout(() => {
      if (!current()) return;
      loadCountingPagefind()
        .then((counting) => countFacets(counting, searched, current))
        .then(
          (counts) => counts && setCounted({ of: searched, counts }),
          () => current() && setCounted({ of: searched, counts: undefined }),
        );
    }, pause);
  };

  useEffect(() => {
    const read = () => {
      typed.current = false;
      clearTimeout(typing.current);
      const next = parseSearchParams(window.location.search);
      show(next);
      setDraft(next.q);
    };
    // Astro hands the island to React in a transition, so a key or a click can come first.
    const early = root.current && doneBeforeHydration(root.current, parseSearchParams(window.location.search));
    if (!early) read();
    else if (early.text) typeOver(early.state, early.text);
    else {
      setDraft(early.state.q);
      commit(early.state, 'push');
    }
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    if (!hasSearch(state)) {
      latest.current++;
      setStatus('idle');
      setOutcome(null);
      setCounted(null);
      return;
    }
    const run = ++latest.current;
    setStatus('loading');
    const current = () => run === latest.current;
    loadPagefind()
      .then((pagefind) => runSearch(pagefind, state, current))
      .then(
        (result) => {
          if (!result || !current()) return;
          setOutcome(result);
          setStatus('ready');
          countAfter(state, current, typed.current ? KEY_PAUSE_MS : 0);
        },
        async () => {
          const why = await whyUnavailable();
          if (current()) setStatus(why);
        },
      );
  }, [state, attempt]);

  /** Writes `next` into the address: `push` adds a history entry, `replace` rewrites this one. */
  const writeUrl = (next: SearchState, history: 'push' | 'replace') => {
    const href = searchHref(next);
    if (href === window.location.pathname + window.location.search) return;
    if (history === 'push') window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
  };

  /** Searches for `change` with the words in the box, written into the address at once. */
  const commit = useCallback((change: SearchState, history: 'push' | 'replace') => {
    typed.current = false;
    clearTimeout(typing.current);
    const next = { ...change, q: clean(draftRef.current) };
    writeUrl(next, history);
    show(next);
  }, []);

  /** The visitor typed `text` over the search `base`: search now; the address follows when the keys pause, in one history entry. */
  const typeOver = (base: SearchState, text: string) => {
    typed.current = true;
    setDraft(text);
    clearTimeout(typing.current);
    const next = { ...base, q: clean(text) };
    show(next);
    typing.current = setTimeout(() => writeUrl(next, 'replace'), URL_PAUSE_MS);
  };

  const type = useCallback((text: string) => typeOver(shown.current, text), []);

  /** Enter, or the Search button: search now and add a history entry. */
  const submit = useCallback(() => commit(shown.current, 'push'), [commit]);

  /** Load Pagefind before the first search is asked for (the box got focus). */
  const warmUp = useCallback(() => void loadPagefind().catch(() => undefined), []);

  /** The facet counts to show: the last search's while this one's are counted (`counting`), none before a search. */
  const counts = hasSearch(state) ? counted?.counts : undefined;
  const counting = hasSearch(state) && counted?.of !== state;

  return {
    state,
    draft,
    status,
    outcome,
    counts,
    counting,
    type,
    submit,
    commit,
    warmUp,
    retry: () => setAttempt((n) => n + 1),
  };
}
