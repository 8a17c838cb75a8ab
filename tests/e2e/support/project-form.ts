/**
 * What the project nomination form's tests share: its route, opening it signed
 * in (with a draft), a complete In-House draft, and submitting to read the
 * messages.
 */
import type { Page } from '@playwright/test';
import { FILES_URL, newUser as userWithPrefix, type TestUser } from './fixtures.ts';
import { openForm as openFormAt, submitExpecting as submitAndExpect } from './forms.ts';

export const FORM = '/projects/nominateprojects';
export const FORM_ID = 'project-nomination';

export const newUser = (name = 'Tara Iyer') => userWithPrefix('form', name);
/** Goes to the form the way a signed-out user does: guard → /login → SSO stand-in → back to the form. */
export const openForm = (page: Page, user: TestUser, draft?: unknown) =>
  openFormAt(page, FORM, user, { draft, formId: FORM_ID });

export const image = (name: string) => `${FILES_URL}${name}.png`;

/** A complete, valid In-House nomination as the form's draft holds it (uploaded files as URLs). */
export function validDraft(name: string) {
  const person = {
    name,
    rollNumber: 'R2021CS001',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
    linkedinLink: '',
    profileImageUrl: image('leader'),
  };
  return {
    category: 'In-House',
    projectTitle: 'Campus Energy Monitor',
    teamLeader: person,
    teamMembers: [],
    problemStatement: 'Energy use on campus is invisible.',
    features: ['Dashboard'],
    outcome: ['Lower bills'],
    achievements: [],
    technologyDomain: 'IoT',
    techStack: ['React'],
    mentor: {
      internalMentor: {
        name: 'Dr. Rao',
        department: 'CSE',
        email: 'rao@university.edu',
        phone: '+91 98765 43210',
        designation: 'Professor',
      },
    },
    githubLink: '',
    liveUrl: '',
    videoUrl: '',
    posterImages: [image('one'), image('two')],
    industryDetails: {
      name: '',
      mentorName: '',
      mentorEmail: '',
      mentorPhone: '',
      mentorDesignation: '',
      description: '',
      certificateUrl: '',
    },
    inHouseDetails: {
      facultyName: '',
      facultyEmail: '',
      facultyPhone: '',
      facultyDesignation: '',
      projectType: '',
      certificateUrl: '',
    },
    researchDetails: {
      paperTitle: '',
      supervisorName: '',
      publicationType: '',
      publicationName: '',
      publicationDate: '',
      certificateUrl: '',
    },
    startupDetails: {
      name: '',
      founders: [{ name: '', role: '' }],
      foundationYear: '',
      description: '',
      incubatorName: '',
      isRegistered: '',
      incubationLetterUrl: '',
    },
  };
}

/** Clicks submit and expects `messages` in the error summary and under their fields. */
export const submitExpecting = (page: Page, messages: Record<string, string>) =>
  submitAndExpect(page, page.getByRole('button', { name: 'Submit Nomination' }), messages);
