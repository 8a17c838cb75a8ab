/**
 * The top bar's search as state: the words in the box and the answer for
 * them. The search code and Pagefind load only when the visitor reaches for
 * the search (`warmUp`: the button hovered, touched or focused, the box
 * focused, `/` or Ctrl/Cmd+K), once; each change of words then runs one
 * search, and an answer that arrives after a newer search started is dropped
 * (its results' data is not even fetched):
 *
 *   idle (no words) ──words──▶ loading ──▶ ready
 *                                 └──▶ unavailable (no index in this build) / failed (could not load)
 *
 * While the next answer loads, the last one stays shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstantAnswer } from './instant-result.ts';

export type InstantStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

type Engine = typeof import('./instant-engine.ts');

let engine: Promise<Engine> | undefined;

/** The search code, loaded once (again after a failed load). */
export function loadEngine(): Promise<Engine> {
  engine ??= import('./instant-engine.ts');
  engine.catch(() => (engine = undefined));
  return engine;
}

/** The words as searched: inner whitespace collapsed, trimmed. */
export const cleanWords = (text: string) => text.replace(/\s+/g, ' ').trim();

export function useInstantSearch() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<InstantAnswer | null>(null);
  const [status, setStatus] = useState<InstantStatus>('idle');
  const [loaded, setLoaded] = useState<Engine | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const query = cleanWords(text);

  const warmUp = useCallback(() => {
    loadEngine().then(
      (code) => {
        setLoaded(() => code);
        code.warmUp();
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const run = ++latest.current;
    if (!query) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    setStatus('loading');
    const current = () => run === latest.current;
    loadEngine()
      .then((code) => {
        setLoaded(() => code);
        return code.searchInstant(query, current);
      })
      .then(
        (found) => {
          if (!found || !current()) return;
          setAnswer(found);
          setStatus('ready');
        },
        async () => {
          const why = await loadEngine().then(
            (code) => code.whyUnavailable(),
            () => 'failed' as const,
          );
          if (current()) setStatus(why);
        },
      );
  }, [query, attempt]);

  return { text, setText, query, answer, status, engine: loaded, warmUp, retry: () => setAttempt((n) => n + 1) };
}
