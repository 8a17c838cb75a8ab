/**
 * The top bar's search as state: the words in the box and the answer for
 * them. Pagefind starts loading as this mounts (the visitor has reached for
 * the search); each change of words then runs one search, and an answer that
 * arrives after a newer search started is dropped (its results' data is not
 * even fetched):
 *
 *   idle (no words) ──words──▶ loading ──▶ ready
 *                                 └──▶ unavailable (no index in this build) / failed (could not load)
 *
 * While the next answer loads, the last one stays shown.
 */
import { useEffect, useRef, useState } from 'react';
import { whyUnavailable } from '../pagefind-loader.ts';
import { searchInstant, warmUp } from './instant-engine.ts';
import type { InstantAnswer } from './instant-result.ts';

export type InstantStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/** The words as searched: inner whitespace collapsed, trimmed. */
const cleanWords = (text: string) => text.replace(/\s+/g, ' ').trim();

export function useInstantSearch() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<InstantAnswer | null>(null);
  const [status, setStatus] = useState<InstantStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const query = cleanWords(text);

  useEffect(warmUp, []);

  useEffect(() => {
    const run = ++latest.current;
    if (!query) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    setStatus('loading');
    const current = () => run === latest.current;
    searchInstant(query, current).then(
      (found) => {
        if (!found || !current()) return;
        setAnswer(found);
        setStatus('ready');
      },
      async () => {
        const why = await whyUnavailable();
        if (current()) setStatus(why);
      },
    );
  }, [query, attempt]);

  return { text, setText, query, answer, status, retry: () => setAttempt((n) => n + 1) };
}

export type InstantSearch = ReturnType<typeof useInstantSearch>;
