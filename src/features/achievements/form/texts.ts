/** The achievement form's words (spec 2, sections 2.8, 5.2 and 8), verbatim where the spec gives them. */
import { ACHIEVEMENT_MESSAGES } from '#api/schemas/achievement-payload.ts';
import type { SubmitLabels } from '#components/form/SubmitButton.tsx';

export const ACHIEVEMENT_FORM_TEXTS = {
  heading: 'Submit Achievement',
  loggedOut: 'Please log in to access this form.',
  loginNotice: 'You need to be logged in to submit an achievement. Please log in to continue.',
  greeting: (name: string) => `Welcome, ${name}!`,
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft ? 'Tell us about your achievement. Your progress is saved on this device as you type.' : 'Tell us about your achievement.',
  success: 'Achievement submitted successfully!',
  failure: ACHIEVEMENT_MESSAGES.fallback,
  overlay: 'Submitting your achievement...',
  uploading: 'Uploading files...',
  photoHint: 'JPG or PNG, up to 1MB.',
  documentHint: 'PDF (or DOC, DOCX, PPT, PPTX), up to 5MB.',
  categoryHint: 'Your choice decides which details are asked for below.',
} as const;

export const ACHIEVEMENT_SUBMIT_LABELS: SubmitLabels = {
  idle: 'Submit Achievement',
  submitting: 'Submitting...',
  uploading: 'Wait for uploads...',
};

/** The form's id for drafts and the sign-in round trip. */
export const ACHIEVEMENT_FORM_ID = 'achievement-nomination';
