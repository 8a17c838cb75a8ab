/**
 * State → payload (spec 2, sections 3.3 and 7.3): the student's photo URL
 * under both `profileImage` and `profileImageUrl`, `submittedBy` from the user
 * with its fallbacks. Validated by `PlacementPayloadSchema`, which also trims.
 *
 * Before the upload a chosen photo counts as present (a stand-in URL that is
 * only ever checked); what is sent is built again after the upload with
 * `files: 'uploaded'` (see the competition form's build-payload.ts).
 */
import { submittedBy } from '#api/schemas/payload-rules.ts';
import { PlacementPayloadSchema, type PlacementPayload } from '#api/schemas/placement-payload.ts';
import type { Built, FormCheck } from '#components/form/validation.ts';
import { checkPayload } from '#features/nominations/check-payload.ts';
import { hasChosen, STAND_IN_URL, type FileMode } from '#features/nominations/chosen-files.ts';
import { PHOTO_KEY, type PlacementFormState } from './state.ts';

type User = { name?: string | null; email?: string | null } | null | undefined;

export function buildPlacementPayload(
  state: PlacementFormState,
  user: User,
  files: FileMode = 'stand-in',
): Built & { payload: Record<string, unknown> } {
  const { chosenFiles, student, ...details } = state;
  const photoChosen = files === 'stand-in' && hasChosen(chosenFiles, PHOTO_KEY);
  const photo = student.profileImageUrl || (photoChosen ? `${STAND_IN_URL}photo` : '');
  return {
    payload: {
      ...details,
      student: { ...student, profileImage: photo, profileImageUrl: photo },
      submittedBy: submittedBy(user),
    },
  };
}

/** Builds and validates: the payload, or the errors by state path. */
export function checkPlacementForm(
  state: PlacementFormState,
  user: User,
  files: FileMode = 'stand-in',
): FormCheck<PlacementPayload> {
  return checkPayload(PlacementPayloadSchema, buildPlacementPayload(state, user, files));
}
