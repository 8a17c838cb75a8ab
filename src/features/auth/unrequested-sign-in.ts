/**
 * Sign-ins this tab did not ask for. /callback signs in with whatever token and
 * user it is given (spec 1, section 4), so a link made by someone else can
 * sign a visitor into another account. That stays possible, but visible:
 *
 *   /login "Sign in with Microsoft" → mark "started" (sessionStorage, this tab)
 *   /callback → take the mark (it works once, and only for a while)
 *     mark taken    → nothing to say
 *     no mark       → remember who was signed in → every page of this tab says
 *                     "Signed in as {name} ({email}). Not you? Sign out."
 *                     until it is dismissed, the user signs out, or a sign-in
 *                     this tab started replaces it.
 */
import { atom, onMount } from 'nanostores';
import type { SessionUser } from './session.ts';

const STARTED_KEY = 'wof:sign-in-started';
const UNREQUESTED_KEY = 'wof:sign-in-unrequested';
/** How long a started sign-in may take at the identity provider (password, second factor) and still count. */
export const SIGN_IN_MARK_MAX_AGE_MS = 30 * 60 * 1000;

/** Who was signed in without this tab asking, or null. */
export type UnrequestedSignIn = Pick<SessionUser, 'name' | 'email' | 'id'>;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function attempt(work: (storage: Storage) => void): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    work(storage);
  } catch {
    // Storage full or blocked: the sign-in goes on; the callback then says who signed in.
  }
}

/** /login: this tab is starting a sign-in now. */
export function markSignInStarted(now = Date.now()): void {
  attempt((storage) => storage.setItem(STARTED_KEY, String(now)));
}

/** /callback: true when this tab started the sign-in recently; the mark is used up either way. */
export function takeSignInStarted(now = Date.now()): boolean {
  const storage = tabStorage();
  let started = Number.NaN;
  try {
    started = Number(storage?.getItem(STARTED_KEY) ?? Number.NaN);
    storage?.removeItem(STARTED_KEY);
  } catch {
    return false;
  }
  return Number.isFinite(started) && started <= now && now - started <= SIGN_IN_MARK_MAX_AGE_MS;
}

function readUnrequested(): UnrequestedSignIn | null {
  try {
    const value: unknown = JSON.parse(tabStorage()?.getItem(UNREQUESTED_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { name, email, id } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof id !== 'string') return null;
    return { name, email, id };
  } catch {
    return null;
  }
}

/** The sign-in to tell the user about, read from this tab's storage when first needed. */
export const $unrequestedSignIn = atom<UnrequestedSignIn | null>(null);

onMount($unrequestedSignIn, () => {
  if (typeof window !== 'undefined') $unrequestedSignIn.set(readUnrequested());
});

/** /callback: records the outcome, so the page it lands on can say who is signed in (or not). */
export function recordSignIn(user: SessionUser, requested: boolean): void {
  const noted = requested ? null : { name: user.name, email: user.email, id: user.id };
  attempt((storage) => (noted ? storage.setItem(UNREQUESTED_KEY, JSON.stringify(noted)) : storage.removeItem(UNREQUESTED_KEY)));
  $unrequestedSignIn.set(noted);
}

/** The user dismissed the notice. */
export function dismissUnrequestedSignIn(): void {
  attempt((storage) => storage.removeItem(UNREQUESTED_KEY));
  $unrequestedSignIn.set(null);
}

/** Logging out: forget the notice and any sign-in this tab started. */
export function forgetSignInMarks(): void {
  attempt((storage) => storage.removeItem(STARTED_KEY));
  dismissUnrequestedSignIn();
}

/** True when the notice is about the user signed in now (not someone who signed in later, in another tab). */
export function isAbout(noted: UnrequestedSignIn, user: SessionUser): boolean {
  return noted.name === user.name && noted.email === user.email && noted.id === user.id;
}
