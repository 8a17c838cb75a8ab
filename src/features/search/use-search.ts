/**
 * The search page's state machine. The URL is the truth: it is read on load
 * and on Back/Forward, and every change writes it (typing replaces the
 * history entry, a submitted query or a filter adds one). Each change runs
 * one search; an answer that arrives after a newer search started is dropped.
 *
 *   idle (nothing to search) ──change──▶ loading ──▶ ready
 *                                          │  └──▶ unavailable (no index in this build) / failed (could not load)
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { runSearch, type SearchOutcome } from './pagefind-client.ts';
import { loadPagefind, whyUnavailable } from './pagefind-loader.ts';
import { EMPTY_SEARCH, hasSearch, parseSearchParams, searchHref, type SearchState } from './url-state.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/**
 * Typing searches at once (an answer that arrives after a newer search started is dropped), as the
 * top bar does; the address follows once the keys pause this long, so a burst of keys, a paste or a
 * held key rewrites the history entry once (browsers limit how often a page may rewrite it).
 */
const URL_PAUSE_MS = 300;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function useSearch() {
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  const [draft, setDraftState] = useState('');
  // What the box holds right now: every change (a filter too) searches for it.
  const draftRef = useRef('');
  const setDraft = (text: string) => {
    draftRef.current = text;
    setDraftState(text);
  };
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Shows `next` as the search: loading in the same render, so no frame says the last answer's count with the new words. */
  const show = (next: SearchState) => {
    setState(next);
    if (hasSearch(next)) setStatus('loading');
  };

  useEffect(() => {
    const read = () => {
      clearTimeout(typing.current);
      const next = parseSearchParams(window.location.search);
      show(next);
      setDraft(next.q);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    if (!hasSearch(state)) {
      latest.current++;
      setStatus('idle');
      setOutcome(null);
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
    clearTimeout(typing.current);
    const next = { ...change, q: clean(draftRef.current) };
    writeUrl(next, history);
    show(next);
  }, []);

  /** The visitor typed: search now; the address follows when the keys pause, in one history entry. */
  const type = useCallback(
    (text: string) => {
      setDraft(text);
      clearTimeout(typing.current);
      const next = { ...state, q: clean(text) };
      show(next);
      typing.current = setTimeout(() => writeUrl(next, 'replace'), URL_PAUSE_MS);
    },
    [state],
  );

  /** Enter, or the Search button: search now and add a history entry. */
  const submit = useCallback(() => commit(state, 'push'), [state, commit]);

  /** Load Pagefind before the first search is asked for (the box got focus). */
  const warmUp = useCallback(() => void loadPagefind().catch(() => undefined), []);

  return { state, draft, status, outcome, type, submit, commit, warmUp, retry: () => setAttempt((n) => n + 1) };
}
