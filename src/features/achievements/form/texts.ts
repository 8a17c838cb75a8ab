/** The achievement form's words (spec 2, sections 2.8, 5.2 and 8), verbatim where the spec gives them. */
import type { NominationTexts } from '#features/nominations/form-config.ts';

export const ACHIEVEMENT_FORM_TEXTS = {
  heading: 'Submit Achievement',
  description:
    'Submit a research publication, an open source contribution, higher studies or a global certification for the wall of fame.',
  loginNotice: 'You need to be logged in to submit an achievement. Please log in to continue.',
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft
      ? 'Tell us about your achievement. Your progress is saved on this device as you type.'
      : 'Tell us about your achievement.',
  success: 'Achievement submitted successfully!',
  overlay: 'Submitting your achievement...',
  submit: 'Submit Achievement',
  photoHint: 'JPG or PNG, up to 1MB.',
  documentHint: 'PDF (or DOC, DOCX, PPT, PPTX), up to 5MB.',
  categoryHint: 'Your choice decides which details are asked for below.',
} as const satisfies NominationTexts & Record<string, unknown>;
