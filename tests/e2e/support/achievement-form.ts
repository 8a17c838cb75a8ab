/**
 * What the tests of the Submit Achievement form share: its route, banners and
 * submit button, opening it signed in (with a draft), a student, a complete
 * Higher Studies draft, and submitting to read the messages.
 */
import type { Page } from '@playwright/test';
import { FILES_URL, newUser as userWithPrefix, type TestUser } from './fixtures.ts';
import { openForm as openFormAt, submitExpecting as submitAndExpect } from './forms.ts';

export const FORM = '/achievements/nominate-achievements';
export const FORM_ID = 'achievement-nomination';
export const submitBanner = (page: Page) =>
  page.locator('[data-banner]').filter({ hasNot: page.locator('[data-upload-alert], [data-draft-notice]') });
export const uploadAlert = (page: Page) =>
  page.locator('[data-banner="error"]').filter({ has: page.locator('[data-upload-alert]') });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Achievement' });

export const uploaded = (name: string) => `${FILES_URL}${name}`;
/** A user of this test alone (drafts are per user). */
export const newUser = (name = 'Diya Menon') => userWithPrefix('achievement', name);

/** Opens the form signed in; with `draft`, that draft is in storage before the form starts. */
export const openForm = (page: Page, user: TestUser, draft?: unknown) =>
  openFormAt(page, FORM, user, { draft, formId: FORM_ID });

export const STUDENT = {
  name: 'Diya Menon',
  rollNumber: 'R2021CS007',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '7',
  year: '4',
  linkedinLink: 'https://www.linkedin.com/in/diya',
  profileImageUrl: uploaded('diya.png'),
};

/** A complete Higher Studies submission as the form's draft holds it. */
export function higherStudiesDraft() {
  return {
    category: 'Higher Studies',
    student: STUDENT,
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: {
      university: 'ETH Zurich',
      universityType: 'Foreign',
      description: 'Master of Science in Computer Science.',
      country: 'Switzerland',
      course: 'MSc Computer Science',
      specialization: '',
      programLevel: 'Masters',
      programLevelOther: '',
      admissionYear: '2025',
    },
    certificationDetails: null,
    setAside: {},
  };
}

/** Clicks submit and expects `messages` in the summary and under their fields; nothing else is listed. */
export const submitExpecting = (page: Page, messages: Record<string, string>) =>
  submitAndExpect(page, submitButton(page), messages, { only: true });
