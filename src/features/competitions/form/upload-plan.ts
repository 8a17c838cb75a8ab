/**
 * What the competition form uploads at submit, in the spec's order (spec 2,
 * section 4): the team leader's photo, each member's photo, the presentation,
 * then the posters one at a time. Only files chosen and not yet uploaded are
 * in the plan; a file already uploaded by an earlier attempt keeps its URL.
 */
import type { UploadKind } from '#api/upload-rules.ts';
import { FILE_KEYS, memberPhotoKey, type CompetitionFormState } from './state.ts';
import { COMPETITION_FORM_TEXTS as TEXTS } from './texts.ts';

export interface UploadPlan {
  fileKey: string;
  file: File;
  /** Where the URL goes in the state. */
  path: string;
  kind: UploadKind;
  /** The overlay's and the field's words while it uploads. */
  overlay: string;
  /** The banner's words for a failure. */
  wrap?: (message: string) => string;
  /** The URL is added to the list at `path` (posters) instead of replacing it. */
  append: boolean;
}

export function planCompetitionUploads(
  state: Pick<CompetitionFormState, 'teamMembers'>,
  files: Readonly<Record<string, readonly File[]>>,
): UploadPlan[] {
  const plan: UploadPlan[] = [];
  const single = (fileKey: string, path: string, kind: UploadKind, overlay: string, wrap?: (message: string) => string) => {
    const file = files[fileKey]?.[0];
    if (file) plan.push({ fileKey, file, path, kind, overlay, wrap, append: false });
  };
  single(FILE_KEYS.leaderPhoto, 'teamLeader.profileImageUrl', 'profile', TEXTS.uploadingProfile);
  state.teamMembers.forEach((member, index) =>
    single(memberPhotoKey(member), `teamMembers.${index}.profileImageUrl`, 'profile', TEXTS.uploadingProfile),
  );
  single(FILE_KEYS.presentation, 'pptLink', 'document', TEXTS.uploadingPresentation, TEXTS.presentationFailed);
  for (const file of files[FILE_KEYS.posters] ?? []) {
    plan.push({
      fileKey: FILE_KEYS.posters,
      file,
      path: 'posterImages',
      kind: 'poster',
      overlay: TEXTS.uploadingPosters,
      wrap: TEXTS.postersFailed,
      append: true,
    });
  }
  return plan;
}
