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
import { preload, runSearch, type SearchOutcome } from './pagefind-client.ts';
import { loadPagefind, whyUnavailable } from './pagefind-loader.ts';
import { EMPTY_SEARCH, hasSearch, parseSearchParams, searchHref, type SearchState } from './url-state.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/**
 * Typing waits this long for the next key before searching (Pagefind fetches what it needs
 * meanwhile): a burst of keys, a paste or a held key makes one search. Short, as the top bar's
 * results wait for none: at 10,000 entries a search and its first cards take 60–150 ms more.
 */
const TYPING_PAUSE_MS = 50;

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
    loadPagefind()
      .then((pagefind) => runSearch(pagefind, state))
      .then(
        (result) => {
          if (run !== latest.current) return;
          setOutcome(result);
          setStatus('ready');
        },
        async () => {
          const why = await whyUnavailable();
          if (run === latest.current) setStatus(why);
        },
      );
  }, [state, attempt]);

  /** Searches for `next` with the words in the box; `push` adds a history entry, `replace` rewrites this one. */
  const commit = useCallback((change: SearchState, history: 'push' | 'replace') => {
    clearTimeout(typing.current);
    const next = { ...change, q: clean(draftRef.current) };
    const href = searchHref(next);
    if (href !== window.location.pathname + window.location.search) {
      if (history === 'push') window.history.pushState(null, '', href);
      else window.history.replaceState(null, '', href);
    }
    show(next);
  }, []);

  /** The visitor typed: search after a short pause, keeping one history entry. */
  const type = useCallback(
    (text: string) => {
      setDraft(text);
      clearTimeout(typing.current);
      const next = { ...state, q: clean(text) };
      loadPagefind().then(
        (pagefind) => preload(pagefind, next),
        () => undefined,
      );
      typing.current = setTimeout(() => commit(next, 'replace'), TYPING_PAUSE_MS);
    },
    [state, commit],
  );

  /** Enter, or the Search button: search now and add a history entry. */
  const submit = useCallback(() => commit(state, 'push'), [state, commit]);

  /** Load Pagefind before the first search is asked for (the box got focus). */
  const warmUp = useCallback(() => void loadPagefind().catch(() => undefined), []);

  return { state, draft, status, outcome, type, submit, commit, warmUp, retry: () => setAttempt((n) => n + 1) };
}
