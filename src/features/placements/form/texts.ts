/** The internship / placement nomination form's words (spec 2, sections 2.9, 4, 5.3 and 8), verbatim where the spec gives them. */
import type { NominationTexts } from '#features/nominations/form-config.ts';

export const PLACEMENT_FORM_TEXTS = {
  heading: 'Nominate for Internship / Placement',
  description:
    'Nominate an internship or placement for the wall of fame: the organization, the role, the student and the project.',
  loginNotice: 'You need to be logged in to nominate an internship or placement. Please log in to continue.',
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft
      ? 'Tell us about your internship or placement. Your progress is saved on this device as you type; the photo is uploaded when you submit.'
      : 'Tell us about your internship or placement. The photo is uploaded when you submit.',
  success: 'Nomination submitted successfully!',
  overlay: 'Submitting your nomination...',
  submit: 'Submit Nomination',
  uploadingProfile: 'Uploading profile image...',
  photoHint: 'Passport size. Image files only, up to 1MB.',
  filesLost: 'The photo you chose earlier is no longer on this device. Please choose it again.',
} as const satisfies NominationTexts & Record<string, unknown>;
