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
 *                                      (a session already there stays: Callback.tsx)
 *   requested                        → the user is user_data, else the identity
 *                                      endpoint's answer, else the fallback user;
 *                                      but user_data is checked with the identity
 *                                      endpoint (when it answers) first when the
 *                                      sign-in would replace a session or bring
 *                                      back a draft kept here (the 401 round
 *                                      trip): one that disagrees → 'Authentication
 *                                      failed…'
 *   requested, someone else signed in → ignored: never silently replaced
 *   unrequested, nobody signed in    → the identity endpoint (when configured)
 *                                      says who it is; user_data that disagrees
 *                                      → 'Authentication failed…'; a failed
 *                                      lookup → the fallback user
 *   a 401 round trip that comes back
 *   as someone else                  → signed in, but as unrequested (the
 *                                      notice names them in every tab)
 *   signed in                        → only now does the caller store anything
 *
 * Never throws: a failure is an outcome.
 */
import { draftOwner } from '../nominations/draft-owner.ts';
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
  /** True when signing in as `user` would bring back a draft this browser keeps for them. */
  keepsDraftOf?: (user: SessionUser) => boolean;
  /** A 401 round trip is under way for this owner (sign-in-again.ts); null: for nobody in particular. */
  returning?: { owner: string | null };
}

/** Asks the identity endpoint who the token belongs to (throws when it cannot tell); null when none is configured. */
export type IdentityLookup = ((token: string) => Promise<SessionUser>) | null;

export type CallbackOutcome =
  | { kind: 'failed'; message: typeof NO_TOKEN | typeof AUTH_FAILED }
  /** Nothing changed; `requested`: the sign-in was this tab's, but for someone else than who is signed in. */
  | { kind: 'ignored'; current: SessionUser; requested: boolean }
  | { kind: 'signIn'; session: Session; requested: boolean };

export async function settleCallback(input: CallbackInput, lookUp: IdentityLookup): Promise<CallbackOutcome> {
  const { token, userData, requested, current } = input;
  if (!token) return { kind: 'failed', message: NO_TOKEN };
  const ignored: CallbackOutcome | null = current && { kind: 'ignored', current: current.user, requested };
  if (!requested && ignored) return ignored;
  const claimed = userData === null ? null : parseUser(userData);
  if (userData !== null && !claimed) return { kind: 'failed', message: AUTH_FAILED };
  // Someone else than who is signed in, by their own claim: their token is never sent anywhere.
  if (ignored && claimed && !samePerson(claimed, current!.user)) return ignored;

  const user = await whoSignsIn(token, claimed, input, lookUp);
  if (!user) return { kind: 'failed', message: AUTH_FAILED };
  if (ignored && !samePerson(user, current!.user)) return ignored;
  const asAsked =
    requested && (!input.returning || input.returning.owner === null || input.returning.owner === draftOwner(user));
  return { kind: 'signIn', session: { token, user }, requested: asAsked };
}

/** Who the token signs in: user_data, checked when it must be; null when user_data and the identity endpoint disagree. */
async function whoSignsIn(
  token: string,
  claimed: SessionUser | null,
  input: CallbackInput,
  lookUp: IdentityLookup,
): Promise<SessionUser | null> {
  const { requested, current } = input;
  // Spec 1, section 4 takes user_data as it is: so does a sign-in this tab asked for that replaces nobody and brings back nothing.
  const check = !requested || current !== null || (claimed !== null && (input.keepsDraftOf?.(claimed) ?? false));
  if (claimed && (!check || !lookUp)) return claimed;
  const verified = await lookUpQuietly(token, lookUp);
  // Spec 1, section 8: a failed lookup signs in the fallback user, who is nobody in particular (and keeps no drafts);
  // a sign-in this tab asked for keeps what user_data says.
  if (!verified) return requested && claimed ? claimed : FALLBACK_USER;
  if (claimed && !agrees(claimed, verified)) {
    console.warn('user_data does not match the identity endpoint; not signing in');
    return null;
  }
  return verified;
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

/** One person: the same owner of drafts (e-mail, else id); two users who are nobody in particular, by their name. */
function samePerson(a: SessionUser, b: SessionUser): boolean {
  const owner = draftOwner(a);
  return owner === null ? draftOwner(b) === null && normalised(a.name) === normalised(b.name) : owner === draftOwner(b);
}
