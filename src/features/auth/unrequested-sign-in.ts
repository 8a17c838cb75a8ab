/**
 * Sign-ins this browser did not ask for. /callback signs in with whatever
 * token and user it is given (spec 1, section 4), so a link made by someone
 * else can sign a visitor into another account. What /callback does about it
 * is in `callback-flow.ts`; this module keeps the two marks it needs:
 *
 *   /login "Sign in with Microsoft" → "started" mark in this tab (sessionStorage):
 *                   when, and a random state that also goes to /auth/login
 *   /callback → take the mark: it works once, for SIGN_IN_MARK_MAX_AGE_MS, and,
 *               when the backend echoes a state, only with the same state;
 *               with PUBLIC_SIGN_IN_STATE=required (a backend that always
 *               echoes it), never without one
 *     mark taken → requested: nothing to say
 *     no mark    → unrequested: never replaces a signed-in session; a visitor
 *                  it does sign in is remembered in localStorage, so every tab
 *                  says "Signed in as {name} ({email}). Not you? Sign out."
 *                  until it is dismissed (in any tab), the user signs out, or
 *                  a requested sign-in replaces it.
 *
 * The real backend's /auth/login has no payload (spec 1, section 7) and need
 * not echo the state: by default the mark alone decides when no state comes
 * back. Then a link without one, opened in a tab that holds a fresh mark (or
 * in a `window.open` child of it), counts as requested; for a backend that
 * echoes the state, PUBLIC_SIGN_IN_STATE=required closes that gap.
 */
import { atom, onMount } from 'nanostores';
import type { SessionUser } from './session.ts';

const STARTED_KEY = 'wof:sign-in-started';
export const UNREQUESTED_KEY = 'wof:sign-in-unrequested';
/** How long a started sign-in may take at the identity provider (password, second factor) and still count. */
export const SIGN_IN_MARK_MAX_AGE_MS = 30 * 60 * 1000;

/** Who was signed in without this browser asking, or null. */
export type UnrequestedSignIn = Pick<SessionUser, 'name' | 'email' | 'id'>;

function storageOf(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

const tab = () => storageOf('sessionStorage');
const everyTab = () => storageOf('localStorage');

function attempt(storage: Storage | null, work: (storage: Storage) => void): void {
  if (!storage) return;
  try {
    work(storage);
  } catch {
    // Storage full or blocked: the sign-in goes on; the callback then treats it as unrequested.
  }
}

/** A fresh state for one sign-in: 128 random bits, in hex (works outside secure contexts too). */
export function newSignInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** /login: this tab is starting a sign-in now, with `state`. */
export function markSignInStarted(state: string, now = Date.now()): void {
  attempt(tab(), (storage) => storage.setItem(STARTED_KEY, JSON.stringify({ at: now, state })));
}

interface Mark {
  at: number;
  state: string;
}

function parseMark(raw: string | null): Mark | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { at, state } = value as Record<string, unknown>;
    return typeof at === 'number' && typeof state === 'string' ? { at, state } : null;
  } catch {
    return null;
  }
}

/**
 * /callback: true when this tab started the sign-in recently and `echoedState`
 * (the callback's `state`, when the backend sent one) is that sign-in's; when
 * `stateRequired`, a callback without a state never is. The mark is used up
 * either way.
 */
export function takeSignInStarted(echoedState: string | null, now = Date.now(), stateRequired = false): boolean {
  const storage = tab();
  let mark: Mark | null;
  try {
    mark = parseMark(storage?.getItem(STARTED_KEY) ?? null);
    storage?.removeItem(STARTED_KEY);
  } catch {
    return false;
  }
  if (!mark || mark.at > now || now - mark.at > SIGN_IN_MARK_MAX_AGE_MS) return false;
  return echoedState === null ? !stateRequired : echoedState === mark.state;
}

function readUnrequested(): UnrequestedSignIn | null {
  try {
    const value: unknown = JSON.parse(everyTab()?.getItem(UNREQUESTED_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { name, email, id } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof id !== 'string') return null;
    return { name, email, id };
  } catch {
    return null;
  }
}

/** The sign-in to tell the user about, read from storage when first needed and whenever another tab changes it. */
export const $unrequestedSignIn = atom<UnrequestedSignIn | null>(null);

onMount($unrequestedSignIn, () => {
  if (typeof window === 'undefined') return;
  $unrequestedSignIn.set(readUnrequested());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === UNREQUESTED_KEY) $unrequestedSignIn.set(readUnrequested());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** /callback: records the outcome, so every tab can say who is signed in (or nothing). */
export function recordSignIn(user: SessionUser, requested: boolean): void {
  const noted = requested ? null : { name: user.name, email: user.email, id: user.id };
  attempt(everyTab(), (storage) =>
    noted ? storage.setItem(UNREQUESTED_KEY, JSON.stringify(noted)) : storage.removeItem(UNREQUESTED_KEY),
  );
  $unrequestedSignIn.set(noted);
}

/** The user dismissed the notice (in this tab; the others follow). */
export function dismissUnrequestedSignIn(): void {
  attempt(everyTab(), (storage) => storage.removeItem(UNREQUESTED_KEY));
  $unrequestedSignIn.set(null);
}

/** Logging out: forget the notice and any sign-in this tab started. */
export function forgetSignInMarks(): void {
  attempt(tab(), (storage) => storage.removeItem(STARTED_KEY));
  dismissUnrequestedSignIn();
}

/** True when the notice is about the user signed in now (not someone who signed in later, in another tab). */
export function isAbout(noted: UnrequestedSignIn, user: SessionUser): boolean {
  return noted.name === user.name && noted.email === user.email && noted.id === user.id;
}
