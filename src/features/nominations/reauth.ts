/**
 * The 401 round trip: when the backend refuses the session during an upload or
 * a submit, the draft stays, the current page becomes the return path, the
 * session is cleared and the user goes to /login, which says why (the note of
 * ../auth/sign-in-again.ts). Signing in brings them back to the form, which
 * restores the draft and says so.
 */
import { clearSession, saveReturnPath } from '../auth/session.ts';
import { noteSignInAgain } from '../auth/sign-in-again.ts';
import { signedInOwner } from './draft-owner.ts';
import { markSignInReturn } from './drafts.ts';

export interface SignInAgainOptions {
  /** The form whose draft the return should announce. */
  formId?: string;
  /** Saves what must survive (flush the draft, keep chosen files) before leaving. */
  beforeLeave?: () => void | Promise<void>;
  /** Replaces `location.assign` (tests). */
  go?: (url: string) => void;
}

export async function signInAgain({ formId, beforeLeave, go }: SignInAgainOptions = {}): Promise<void> {
  try {
    await beforeLeave?.();
  } finally {
    const owner = signedInOwner();
    // A form that keeps no draft (nobody real signed in) has nothing to announce on return.
    if (formId && owner !== null) markSignInReturn(formId);
    noteSignInAgain(owner);
    saveReturnPath(window.location.pathname + window.location.search);
    clearSession();
    (go ?? ((url: string) => window.location.assign(url)))('/login');
  }
}
