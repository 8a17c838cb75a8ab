/**
 * The 401 round trip as /login and /callback see it (issue 49). A page whose
 * session the backend refused (an upload, a submit, the own nominations)
 * leaves a note in this tab, naming whose session it was, before it goes to
 * /login; /login then says why the visitor is there (spec 1's words for an
 * upload refused with 401), and /callback takes the note: a sign-in that comes
 * back as someone else is not the one this round trip asked for.
 */
import { SIGN_IN_MARK_MAX_AGE_MS } from './unrequested-sign-in.ts';

const KEY = 'wof:sign-in-again';

export interface SignInAgainNote {
  /** Whose session was refused: the owner of their drafts (e-mail, else id), or null for nobody in particular. */
  owner: string | null;
  at: number;
}

function tab(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The backend refused `owner`'s session in this tab; they are on their way to /login. */
export function noteSignInAgain(owner: string | null, now = Date.now()): void {
  try {
    tab()?.setItem(KEY, JSON.stringify({ owner, at: now } satisfies SignInAgainNote));
  } catch {
    // Storage full or blocked: /login says nothing, and the sign-in is as any other.
  }
}

/** The note, while it is fresh (as long as a sign-in started from /login counts). */
export function readSignInAgain(now = Date.now()): SignInAgainNote | null {
  try {
    const value: unknown = JSON.parse(tab()?.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { owner, at } = value as Record<string, unknown>;
    if ((typeof owner !== 'string' && owner !== null) || typeof at !== 'number') return null;
    return at <= now && now - at <= SIGN_IN_MARK_MAX_AGE_MS ? { owner, at } : null;
  } catch {
    return null;
  }
}

/** /callback: the note, used up whatever it says. */
export function takeSignInAgain(now = Date.now()): SignInAgainNote | null {
  const note = readSignInAgain(now);
  try {
    tab()?.removeItem(KEY);
  } catch {
    // Blocked storage holds no note.
  }
  return note;
}
