/**
 * Logging out forgets what this browser kept for the user: the drafts of
 * every form (localStorage), the files they chose but had not uploaded
 * (IndexedDB), every sign-in-return mark, and the top bar's recent searches
 * (draft-keys.ts). Drafts kept for nobody real (by versions before drafts
 * needed a real user) go too. Other real users' drafts
 * stay: only they can see them, and they are theirs to submit or discard.
 */
import { draftOwner, type DraftUser } from './draft-owner.ts';
import { forgetStoredDrafts, isForgottenWith } from './draft-keys.ts';
import { removePendingFilesWhere } from './pending-files-db.ts';

/** Never throws: logging out must go on whatever storage says. */
export async function forgetDrafts(user: DraftUser | null | undefined): Promise<void> {
  const owner = draftOwner(user);
  forgetStoredDrafts(owner);
  await removePendingFilesWhere((key) => isForgottenWith(key, owner));
}
