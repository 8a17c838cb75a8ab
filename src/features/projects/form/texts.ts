/** The project nomination form's words (spec 1, sections 2, 5 and 8), verbatim where the spec gives them. */
export const PROJECT_FORM_TEXTS = {
  heading: 'Nominate Your Project',
  loggedOut: 'Please log in to access this form.',
  loginNotice: 'You need to be logged in to nominate a project. Please log in to continue.',
  greeting: (name: string) => `Welcome, ${name}!`,
  /** The sentence about saving only when the form keeps a draft (issue 11). */
  intro: (keepsDraft: boolean) =>
    keepsDraft ? 'Tell us about your project. Your progress is saved on this device as you type.' : 'Tell us about your project.',
  success: 'Project nomination submitted successfully!',
  failure: 'Failed to submit nomination. Please try again.',
  overlay: 'Submitting your project nomination...',
  uploading: 'Uploading files...',
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
} as const;

/** The form's id for drafts and the sign-in round trip. */
export const PROJECT_FORM_ID = 'project-nomination';
