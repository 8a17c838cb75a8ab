/**
 * Upload-at-submit file fields (the competition and placement forms): a chosen
 * file stays on the device until the user submits. The `File`s are kept in
 * IndexedDB (`usePendingFiles`), so a reload or a sign-in round trip keeps
 * them; their names are kept in the form state (`chosenFiles`), so the draft
 * knows a file was chosen and validation counts it as "there" until submit
 * uploads it. At submit each file is uploaded, its URL goes into the state
 * (and the draft) and the kept file is dropped, so a later failure never
 * uploads it twice.
 *
 * Keys: one per file field, e.g. `teamLeader.profileImageUrl`, `pptLink`,
 * `posterImages`, or `teamMember:{rowId}` for a member's photo (a stable key,
 * so removing a member does not hand its photo to the next one).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePendingFiles } from './use-pending-files.ts';

/** The names of the chosen, not yet uploaded files, by file key (kept in the draft). */
export type ChosenNames = Record<string, string[]>;

export interface WithChosenFiles {
  chosenFiles: ChosenNames;
}

/** The upload running now: which field, the words, and progress when known. */
export interface FileProgress {
  key: string;
  text: string;
  percent?: number;
}

export interface ChosenFiles {
  /** The chosen files by key. */
  files: Record<string, File[]>;
  /** True once the files kept on this device have been read back. */
  restored: boolean;
  /** Replaces the files chosen for `key` (an empty list forgets them). */
  choose(key: string, files: File[]): void;
  /** A file refused in the browser: its message under the field and in the form's banner. */
  refuse(key: string, message: string): void;
  /** Messages of refused or failed files, by key. */
  problems: Readonly<Record<string, string>>;
  setProblem(key: string, message?: string): void;
  /** Forgets every problem (a new submit attempt shows the rules' messages again). */
  clearProblems(): void;
  progress: FileProgress | null;
  setProgress(progress: FileProgress | null): void;
  /** Forgets every chosen file, problem and progress (after a successful submit, or "Discard draft"). */
  clear(): void;
  /** Settles once what was chosen or forgotten so far is written on the device (before leaving the page). */
  settled(): Promise<void>;
}

/** `stand-in`: chosen files count (checking before the uploads); `uploaded`: only uploaded URLs (what is sent). */
export type FileMode = 'stand-in' | 'uploaded';

/** Where a chosen file's URL will be, for checking only; never sent (`.invalid` cannot resolve). */
export const STAND_IN_URL = 'https://chosen-file.invalid/';

/** True when `names` holds at least one name for `key`. */
export function hasChosen(names: ChosenNames | undefined, key: string): boolean {
  return (names?.[key]?.length ?? 0) > 0;
}

/** A saved draft's `chosenFiles`, keeping only lists of names. */
export function reviveChosenNames(saved: unknown): ChosenNames {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
  const names: ChosenNames = {};
  for (const [key, value] of Object.entries(saved as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    const list = value.filter((item): item is string => typeof item === 'string');
    if (list.length > 0) names[key] = list;
  }
  return names;
}

interface FormLike<S> {
  values: S;
  update(change: (state: S) => S): void;
}

export interface ChosenFilesOptions<S> {
  draftKey: string | null;
  form: FormLike<S>;
  /** Whether a file key still belongs to a field of `state` (a removed member's photo does not). */
  isLive: (key: string, state: S) => boolean;
  /** Shows a message in the form's banner (refused files). */
  onRefused: (message: string) => void;
  /** Files the draft names but this device no longer has (IndexedDB cleared or unavailable). */
  onLost?: (keys: string[]) => void;
}

export function useChosenFiles<S extends WithChosenFiles>({
  draftKey,
  form,
  isLive,
  onRefused,
  onLost,
}: ChosenFilesOptions<S>): ChosenFiles {
  const pending = usePendingFiles(draftKey);
  // Should the device's storage never answer, the form does not wait for it forever.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), RESTORE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const latest = useRef({ form, isLive, onRefused, onLost, pending });
  latest.current = { form, isLive, onRefused, onLost, pending };

  const setProblem = useCallback((key: string, message?: string) => {
    setProblems((current) => {
      if (current[key] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const choose = useCallback((key: string, files: File[]) => {
    latest.current.pending.set(key, files);
    latest.current.form.update((state) => {
      const chosenFiles = { ...state.chosenFiles };
      if (files.length > 0) chosenFiles[key] = files.map((file) => file.name);
      else delete chosenFiles[key];
      return { ...state, chosenFiles };
    });
  }, []);

  const refuse = useCallback(
    (key: string, message: string) => {
      setProblem(key, message);
      latest.current.onRefused(message);
    },
    [setProblem],
  );

  // Once the kept files are read back, the state names exactly those (the device is the truth).
  const reconciled = useRef(false);
  useEffect(() => {
    if (!pending.restored || reconciled.current) return;
    reconciled.current = true;
    const { form: current, isLive: live, onLost: lost } = latest.current;
    const names: ChosenNames = {};
    for (const [key, files] of Object.entries(pending.files)) {
      if (files.length === 0) continue;
      if (live(key, current.values)) names[key] = files.map((file) => file.name);
      else latest.current.pending.set(key, []);
    }
    const missing = Object.keys(current.values.chosenFiles).filter(
      (key) => hasChosen(current.values.chosenFiles, key) && !names[key] && live(key, current.values),
    );
    current.update((state) => ({ ...state, chosenFiles: names }));
    if (missing.length > 0) lost?.(missing);
  }, [pending.restored, pending.files]);

  // A removed row's file is forgotten with it.
  const chosenFiles = form.values.chosenFiles;
  useEffect(() => {
    const { form: current, isLive: live } = latest.current;
    for (const key of Object.keys(chosenFiles)) {
      if (!live(key, current.values)) choose(key, []);
    }
  }, [chosenFiles, form.values, choose]);

  const clearProblems = useCallback(() => setProblems({}), []);

  const clear = useCallback(() => {
    latest.current.pending.clear();
    setProgress(null);
    setProblems({});
  }, []);

  return useMemo(
    () => ({
      files: pending.files,
      restored: pending.restored || gaveUp,
      choose,
      refuse,
      problems,
      setProblem,
      clearProblems,
      progress,
      setProgress,
      clear,
      settled: pending.settled,
    }),
    [
      pending.files,
      pending.restored,
      gaveUp,
      choose,
      refuse,
      problems,
      setProblem,
      clearProblems,
      progress,
      clear,
      pending.settled,
    ],
  );
}

/** How long the form waits for the files kept on the device before letting the user submit anyway. */
const RESTORE_WAIT_MS = 3000;
