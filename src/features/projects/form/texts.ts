/** The project nomination form's words (spec 1, sections 2, 5 and 8), verbatim where the spec gives them. */
import type { NominationTexts } from '#features/nominations/form-config.ts';
import { MY_NOMINATIONS_ROUTE } from '#features/routes.ts';

export const PROJECT_FORM_TEXTS = {
  heading: 'Nominate Your Project',
  description:
    'Nominate your project for the wall of fame: project details, team, mentors, media and category details.',
  loginNotice: 'You need to be logged in to nominate a project. Please log in to continue.',
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft
      ? 'Tell us about your project. Your progress is saved on this device as you type.'
      : 'Tell us about your project.',
  success: 'Project nomination submitted successfully!',
  /** After the spec's success text: where its status shows (spec 1, section 2). */
  followUp: { before: 'Follow its status in', label: 'My Project Nominations', href: MY_NOMINATIONS_ROUTE },
  overlay: 'Submitting your project nomination...',
  submit: 'Submit Nomination',
  certificate: {
    uploading: 'Uploading certificate...',
    uploaded: 'Certificate uploaded successfully',
    view: 'View Certificate',
    hint: 'Maximum file size: 5MB',
  },
  imagesHint: 'At least 2 and at most 5 images: JPG, PNG, WEBP or GIF, up to 2MB each.',
  videoHint: 'Ideal length: 1 minute (at most 1.5 minutes). MP4, WebM, MOV or AVI, up to 25MB.',
  photoHint: 'JPG, PNG, WEBP or GIF, up to 1MB.',
  proofHint: 'PDF, DOC, DOCX, PPT or PPTX. Maximum file size: 5MB',
} as const satisfies NominationTexts & Record<string, unknown>;
