/** The competition nomination form's words (spec 2, sections 2.5, 4, 5.1 and 8), verbatim where the spec gives them. */
import type { NominationTexts } from '#features/nominations/form-config.ts';

export const COMPETITION_FORM_TEXTS = {
  heading: 'Nominate Your Competition',
  description:
    'Nominate your competition for the wall of fame: the competition, your team, what you built, and your presentation and posters.',
  loginNotice: 'You need to be logged in to nominate a competition. Please log in to continue.',
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft
      ? 'Tell us about your competition. Your progress is saved on this device as you type; chosen files are uploaded when you submit.'
      : 'Tell us about your competition. Chosen files are uploaded when you submit.',
  success: 'Competition nomination submitted successfully!',
  overlay: 'Submitting your competition nomination...',
  submit: 'Submit Nomination',
  uploadingProfile: 'Uploading profile image...',
  uploadingPresentation: 'Uploading presentation...',
  uploadingPosters: 'Uploading project images...',
  presentationFailed: (message: string) => `Error uploading presentation: ${message}`,
  postersFailed: (message: string) => `Error uploading images: ${message}`,
  /** After a success whose member photo could not be uploaded (spec 2, sections 4 and 8: it does not stop the submission). */
  memberPhotoSkipped: (index: number) =>
    `Team member ${index + 1}'s profile photo could not be uploaded; the nomination was sent without it.`,
  photoHint: 'Any image, up to 1MB.',
  presentationHint: 'One file: PDF, PPT, PPTX, DOC or DOCX, up to 5MB.',
  postersHint: 'Up to 5 images in total, any image format, up to 2MB each.',
  locationHint: 'A place, or the platform for an online contest.',
  filesLost: 'Some files you chose earlier are no longer on this device. Please choose them again.',
} as const satisfies NominationTexts & Record<string, unknown>;
