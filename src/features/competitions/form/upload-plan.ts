/**
 * What the competition form uploads at submit, in the spec's order (spec 2,
 * section 4): the team leader's photo, each member's photo, the presentation,
 * then the posters one at a time. Only files chosen and not yet uploaded are
 * in the plan; a file already uploaded by an earlier attempt keeps its URL.
 */
import type { UploadKind } from '#api/upload-rules.ts';
import type { PlannedUpload } from '#features/nominations/form-config.ts';
import { FILE_KEYS, memberPhotoKey, type CompetitionFormState } from './state.ts';
import { COMPETITION_FORM_TEXTS as TEXTS } from './texts.ts';

/**
 * Only a presentation or poster failure stops the submission (spec 2, sections
 * 4 and 8); the leader's photo is required, so its failure stops it too; a
 * member whose photo fails is sent without it.
 */
export function planCompetitionUploads(
  state: Pick<CompetitionFormState, 'teamMembers'>,
  files: Readonly<Record<string, readonly File[]>>,
): PlannedUpload[] {
  const plan: PlannedUpload[] = [];
  const single = (
    fileKey: string,
    path: string,
    kind: UploadKind,
    overlay: string,
    more: Partial<PlannedUpload> = {},
  ) => {
    const file = files[fileKey]?.[0];
    if (file) plan.push({ fileKey, file, path, kind, overlay, append: false, ...more });
  };
  single(FILE_KEYS.leaderPhoto, 'teamLeader.profileImageUrl', 'profile', TEXTS.uploadingProfile);
  state.teamMembers.forEach((member, index) =>
    single(memberPhotoKey(member), `teamMembers.${index}.profileImageUrl`, 'profile', TEXTS.uploadingProfile, {
      skipWith: TEXTS.memberPhotoSkipped(index),
    }),
  );
  single(FILE_KEYS.presentation, 'pptLink', 'document', TEXTS.uploadingPresentation, {
    wrap: TEXTS.presentationFailed,
  });
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
