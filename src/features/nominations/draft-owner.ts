/**
 * Whose draft: drafts and kept files belong to one real person, named by
 * their e-mail (lower case), else by their account id. A user the site cannot
 * tell apart from others gets no draft at all: the spec's fallback user when
 * the identity lookup fails ('University User', id 'unknown', no e-mail) is
 * the same for everyone on a shared computer, and so would be their drafts.
 */
import { readSession } from '../auth/session.ts';

export interface DraftUser {
  email?: string | null;
  id?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Names that name nobody in particular: the fallback id, what older versions keyed drafts by, empty-looking ids. */
const NOBODY = new Set(['', 'unknown', 'anonymous', 'undefined', 'null', '0']);

/**
 * True when `owner` (a normalised e-mail or id) names one real person. An
 * address at the reserved `.invalid` domain (the submitter placeholder
 * `anonymous@unknown.invalid`) can belong to nobody.
 */
export function isRealOwner(owner: string): boolean {
  return !NOBODY.has(owner) && !owner.endsWith('.invalid');
}

/** The owner drafts are kept for: the e-mail, else the id, normalised; null when neither names a real person. */
export function draftOwner(user: DraftUser | null | undefined): string | null {
  const email = user?.email?.trim().toLowerCase() ?? '';
  if (EMAIL.test(email) && isRealOwner(email)) return email;
  const id = user?.id?.trim().toLowerCase() ?? '';
  return isRealOwner(id) ? id : null;
}

/** The owner of the session in this browser now (null when signed out, or when nobody real). */
export function signedInOwner(): string | null {
  return draftOwner(readSession()?.user);
}
