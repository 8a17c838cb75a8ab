/**
 * Drafts in a form: `useDraftStart` picks the starting state (the saved draft
 * if there is one) before the form's first render; `useAutosave` keeps saving
 * the state as it changes (debounced, and at once when the page is hidden).
 * Without a key (a user the site cannot tell apart) nothing is read or saved,
 * and the notice says the form keeps no draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { belongsToSession } from './draft-keys.ts';
import { clearDraft, clearSignInReturn, hasSignInReturn, loadDraft, saveDraft } from './drafts.ts';

/** A draft was put back (after a reload, or a sign-in round trip), or this form keeps none. */
type DraftNoticeReason = 'restored' | 'signed-in-again' | 'not-kept';

export interface DraftStart<S> {
  state: S;
  /** Why a draft was restored, or null when the form starts empty. */
  notice: Exclude<DraftNoticeReason, 'not-kept'> | null;
}

/**
 * The form's first state: the draft under `key` fitted by `revive`, else `empty()`.
 * Pure (it only reads): React may call a state initialiser more than once
 * while hydrating, so the sign-in mark is cleared by an effect, after commit.
 */
export function startFromDraft<S>(
  key: string | null,
  formId: string,
  empty: () => S,
  revive: (saved: unknown) => S,
): DraftStart<S> {
  const saved = loadDraft(key);
  if (!saved) return { state: empty(), notice: null };
  return { state: revive(saved.data), notice: hasSignInReturn(formId) ? 'signed-in-again' : 'restored' };
}

export function useDraftStart<S>(key: string | null, formId: string, empty: () => S, revive: (saved: unknown) => S) {
  const [start] = useState(() => startFromDraft(key, formId, empty, revive));
  const [restored, setRestored] = useState(start.notice);
  useEffect(() => clearSignInReturn(formId), [formId]);
  // "No draft is kept" stays as long as it is true; only a restore notice can be dismissed.
  const notice: DraftNoticeReason | null = key === null ? 'not-kept' : restored;
  return { initialState: start.state, notice, dismissNotice: () => setRestored(null) };
}

export interface Autosave {
  /** Writes the pending save now (before leaving the page for sign-in); `state`, when given, is what to write. */
  flush(state?: unknown): void;
  /** Removes the draft (after a successful submit, or "Discard draft"). */
  clear(): void;
}

/**
 * Saves `state` under `key` `delay` ms after it stops changing; a state equal
 * to one of `empty` (the form as it starts, as a success resets it) removes the draft. Saves only while the key's owner is the one
 * signed in: after a logout (in this tab or another) the last save as the
 * form unmounts or the page hides must not bring the draft back.
 */
export function useAutosave<S>(key: string | null, state: S, empty: readonly S[], delay = 400): Autosave {
  const pending = useRef<S | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const emptyJson = useRef<string[]>([]);
  emptyJson.current = empty.map((blank) => JSON.stringify(blank));

  const write = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (pending.current === null || key === null) return;
    const json = JSON.stringify(pending.current);
    if (emptyJson.current.includes(json)) clearDraft(key);
    else if (belongsToSession(key)) saveDraft(key, pending.current);
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

  const flush = useCallback(
    (latest?: unknown) => {
      // A state newer than the last render (files uploaded a moment ago): React has not handed it to us yet.
      if (latest !== undefined) pending.current = latest as S;
      write();
    },
    [write],
  );
  return { flush, clear };
}
