/**
 * Drafts in a form: `useDraftStart` picks the starting state (the saved draft
 * if there is one) before the form's first render; `useAutosave` keeps saving
 * the state as it changes (debounced, and at once when the page is hidden).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, clearSignInReturn, hasSignInReturn, loadDraft, saveDraft } from './drafts.ts';

export type DraftNoticeReason = 'restored' | 'signed-in-again';

export interface DraftStart<S> {
  state: S;
  /** Why a draft was restored, or null when the form starts empty. */
  notice: DraftNoticeReason | null;
}

/**
 * The form's first state: the draft under `key` fitted by `revive`, else `empty()`.
 * Pure (it only reads): React may call a state initialiser more than once
 * while hydrating, so the sign-in mark is cleared by an effect, after commit.
 */
export function startFromDraft<S>(key: string, formId: string, empty: () => S, revive: (saved: unknown) => S): DraftStart<S> {
  const returned = hasSignInReturn(formId);
  const saved = loadDraft(key);
  if (!saved) return { state: empty(), notice: null };
  return { state: revive(saved.data), notice: returned ? 'signed-in-again' : 'restored' };
}

export function useDraftStart<S>(key: string, formId: string, empty: () => S, revive: (saved: unknown) => S) {
  const [start] = useState(() => startFromDraft(key, formId, empty, revive));
  const [notice, setNotice] = useState(start.notice);
  useEffect(() => clearSignInReturn(formId), [formId]);
  return { initialState: start.state, notice, dismissNotice: () => setNotice(null) };
}

export interface Autosave {
  /** Writes the pending save now (before leaving the page for sign-in). */
  flush(): void;
  /** Removes the draft (after a successful submit, or "Discard draft"). */
  clear(): void;
}

/** Saves `state` under `key` `delay` ms after it stops changing; a state equal to `empty` removes the draft. */
export function useAutosave<S>(key: string, state: S, empty: S, delay = 400): Autosave {
  const pending = useRef<S | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const emptyJson = useRef(JSON.stringify(empty));
  emptyJson.current = JSON.stringify(empty);

  const write = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (pending.current === null) return;
    const json = JSON.stringify(pending.current);
    if (json === emptyJson.current) clearDraft(key);
    else saveDraft(key, pending.current);
    pending.current = null;
  }, [key]);

  useEffect(() => {
    pending.current = state;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(write, delay);
  }, [state, delay, write]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
      write();
    };
  }, [write]);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    clearDraft(key);
  }, [key]);

  return { flush: write, clear };
}
