/**
 * What the tests of 'Nominate for Internship / Placement' share: both spellings
 * of its route, its endpoints, opening it signed in (with a draft), a complete
 * draft, and submitting to read the messages.
 */
import type { Page } from '@playwright/test';
import { API_URL, expect, newUser as userWithPrefix, type TestUser } from './fixtures.ts';
import { draftKey as draftKeyOf, openForm as openFormAt, successBanner } from './forms.ts';

export const FORM = '/placements-internships/nominateinternships';
export const SPEC_FORM = '/placements-internships/NominateInternships';
export const FORM_ID = 'placement-nomination';

export const PROFILE_UPLOAD = `${API_URL}/api/upload/profile-image`;

/** The success banner; uploads and the post run one after another, so a loaded machine gets time. */
export const expectSuccess = (page: Page) =>
  expect(successBanner(page)).toHaveText(/Nomination submitted successfully!/, { timeout: 30_000 });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Nomination' });
export const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);
export const newUser = (name = 'Priya Nair') => userWithPrefix('placement', name);

/** Goes to the form as a signed-out user does (guard → /login → SSO stand-in → back), optionally with a saved draft. */
export async function openForm(page: Page, user: TestUser, draft?: unknown, path = FORM) {
  await openFormAt(page, path, user, { draft, formId: FORM_ID });
  await expect(submitButton(page)).toBeEnabled();
}

/** A complete Placement nomination as the draft holds it, without a photo. */
export function validDraft(user: TestUser) {
  return {
    category: 'Placement',
    organizationName: 'Acme Labs',
    location: 'Bengaluru',
    organizationLink: 'https://acme.example.com',
    studentDesignation: 'Software Engineer',
    duration: 'Full time',
    pkg: '18 LPA',
    projectAssigned: '',
    projectDescription: '',
    student: {
      name: user.name,
      rollNumber: 'R2021CS007',
      programme: 'B.Tech CSE',
      batch: '2021-2025',
      semester: '8',
      year: '4',
      emailId: user.email,
      phone: '+91 98765 43210',
      linkedinLink: 'https://www.linkedin.com/in/priya',
      profileImageUrl: '',
    },
    chosenFiles: {},
  };
}
