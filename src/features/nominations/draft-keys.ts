/**
 * The keys of drafts in localStorage, `wof:draft:{formId}:{owner}`, and of
 * the sign-in-return marks, `wof:draft-return:{formId}`: who a key belongs
 * to, whether it may be written now, and what logging out forgets (those, and
 * the top bar's recent searches). Kept apart from `drafts.ts` so that logout
 * (in the top bar, on every page) loads only this.
 */
import { draftOwner, isRealOwner, signedInOwner, type DraftUser } from './draft-owner.ts';

const DRAFT_PREFIX = 'wof:draft:';
export const RETURN_PREFIX = 'wof:draft-return:';
/** The top bar's recent searches (features/search/instant/recent-searches.ts): this browser's, until logout. */
export const RECENT_SEARCHES_KEY = 'wof:recent-searches';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * `wof:draft:{formId}:{owner}`, the owner being the user's e-mail, else their
 * id; null (keep no draft) when the user is nobody the site can tell apart.
 */
export function draftKey(formId: string, user: DraftUser | null | undefined): string | null {
  const owner = draftOwner(user);
  return owner === null ? null : `${DRAFT_PREFIX}${formId}:${owner}`;
}

/** The owner named by a draft key (`wof:draft:{formId}:{owner}`), or null for any other key. Form ids have no colon. */
export function ownerOfDraftKey(key: string): string | null {
  if (!key.startsWith(DRAFT_PREFIX)) return null;
  const rest = key.slice(DRAFT_PREFIX.length);
  const colon = rest.indexOf(':');
  return colon > 0 ? rest.slice(colon + 1) : null;
}

/**
 * True when `key` is the draft key of whoever is signed in now. Writes check
 * it, so a form that saves as it unmounts after a logout (here or in another
 * tab) never brings the draft back.
 */
export function belongsToSession(key: string): boolean {
  const owner = ownerOfDraftKey(key);
  return owner !== null && owner === signedInOwner();
}

/**
 * True when this browser keeps a draft of `owner` (null: nobody real, who
 * keeps none): /callback checks who a sign-in that would bring it back is.
 */
export function keepsDraftsOf(
  owner: string | null,
  storage: Pick<Storage, 'length' | 'key'> | null = browserStorage(),
): boolean {
  if (owner === null || !storage) return false;
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).some(
      (key) => key !== null && ownerOfDraftKey(key) === owner,
    );
  } catch {
    return false;
  }
}

/** True for draft keys that logging out `owner` forgets: theirs, and any kept for nobody real (older versions). */
export function isForgottenWith(key: string, owner: string | null): boolean {
  const keyOwner = ownerOfDraftKey(key);
  return keyOwner !== null && (keyOwner === owner || !isRealOwner(keyOwner));
}

/** Removes from localStorage the drafts that logging out `owner` forgets, every sign-in-return mark and the recent searches. */
export function forgetStoredDrafts(
  owner: string | null,
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = browserStorage(),
): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null);
    for (const key of keys) {
      if (key.startsWith(RETURN_PREFIX) || key === RECENT_SEARCHES_KEY || isForgottenWith(key, owner))
        storage.removeItem(key);
    }
  } catch {
    // Storage blocked: there is nothing in it to forget.
  }
}
