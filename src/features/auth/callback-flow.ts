/**
 * What /callback makes of what it is given (spec 1, sections 4 and 8), decided
 * before anything is stored. "Requested" means this tab started the sign-in
 * from /login (see `unrequested-sign-in.ts`); anything else may be a link made
 * by someone else, with their token and any user_data they like.
 *
 *   no token                         → 'No authentication token received'
 *   unrequested, someone signed in   → ignored: the session, its token and its
 *                                      drafts stay; the link's token is never
 *                                      sent anywhere
 *   user_data present but corrupt    → 'Authentication failed. Please try again.'
 *   requested                        → the user is user_data, else the identity
 *                                      endpoint's answer, else the fallback user
 *   unrequested, nobody signed in    → the identity endpoint (when configured)
 *                                      says who it is; user_data that disagrees
 *                                      → 'Authentication failed…' (signed out);
 *                                      a failed lookup → the fallback user
 *   signed in                        → only now does the caller store anything
 *
 * Never throws: a failure is an outcome.
 */
import { FALLBACK_USER, parseUser, type Session, type SessionUser } from './session.ts';

export const NO_TOKEN = 'No authentication token received';
export const AUTH_FAILED = 'Authentication failed. Please try again.';

export interface CallbackInput {
  token: string | null;
  userData: string | null;
  /** This tab started the sign-in from /login, recently, with the same state. */
  requested: boolean;
  /** Who is signed in in this browser now. */
  current: Session | null;
}

/** Asks the identity endpoint who the token belongs to (throws when it cannot tell); null when none is configured. */
export type IdentityLookup = ((token: string) => Promise<SessionUser>) | null;

export type CallbackOutcome =
  | { kind: 'failed'; message: typeof NO_TOKEN | typeof AUTH_FAILED }
  | { kind: 'ignored'; current: SessionUser }
  | { kind: 'signIn'; session: Session; requested: boolean };

export async function settleCallback(input: CallbackInput, lookUp: IdentityLookup): Promise<CallbackOutcome> {
  const { token, userData, requested, current } = input;
  if (!token) return { kind: 'failed', message: NO_TOKEN };
  if (!requested && current) return { kind: 'ignored', current: current.user };
  const claimed = userData === null ? null : parseUser(userData);
  if (userData !== null && !claimed) return { kind: 'failed', message: AUTH_FAILED };

  const signIn = (user: SessionUser): CallbackOutcome => ({ kind: 'signIn', session: { token, user }, requested });
  if (requested && claimed) return signIn(claimed);
  if (!requested && claimed && !lookUp) return signIn(claimed);

  const verified = await lookUpQuietly(token, lookUp);
  // Spec 1, section 8: a failed lookup signs in the fallback user, who is nobody in particular (and keeps no drafts).
  if (!verified) return signIn(FALLBACK_USER);
  if (!requested && claimed && !agrees(claimed, verified)) {
    console.warn('user_data does not match the identity endpoint; signing out');
    return { kind: 'failed', message: AUTH_FAILED };
  }
  return signIn(verified);
}

async function lookUpQuietly(token: string, lookUp: IdentityLookup): Promise<SessionUser | null> {
  if (!lookUp) return null;
  try {
    return await lookUp(token);
  } catch (error) {
    console.warn('Identity lookup failed; using the fallback user', error);
    return null;
  }
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when what user_data claims is what the identity endpoint says: the name, and the e-mail and id where user_data gives them. */
export function agrees(claimed: SessionUser, verified: SessionUser): boolean {
  const same = (a: string, b: string) => normalised(a) === normalised(b);
  return (
    same(claimed.name, verified.name) &&
    (claimed.email === '' || same(claimed.email, verified.email)) &&
    (claimed.id === FALLBACK_USER.id || same(claimed.id, verified.id))
  );
}
