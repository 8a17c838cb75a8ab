/** The internship / placement form's state → payload (spec 2, sections 3.3, 5.3 and 7.3). */
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, PLACEHOLDER_EMAIL } from '#api/schemas/payload-rules.ts';
import { STAND_IN_URL } from '#features/nominations/chosen-files.ts';
import { buildPlacementPayload, checkPlacementForm } from '#features/placements/form/build-payload.ts';
import {
  emptyPlacementState,
  isLiveFileKey,
  PHOTO_KEY,
  revivePlacementState,
  type PlacementFormState,
} from '#features/placements/form/state.ts';
import { PLACEMENT_EMPTY_FORM } from '#tests/support/spec-messages.ts';

const USER = { name: 'Priya Nair 4th year', email: ' priya@university.edu ', id: '9' };
const PHOTO = 'https://api.example.edu/uploads/priya.png';

function filled(): PlacementFormState {
  const state = emptyPlacementState(USER);
  return {
    ...state,
    category: 'Internship',
    organizationName: ' Acme Labs ',
    location: 'Bengaluru',
    organizationLink: 'https://acme.example.com',
    studentDesignation: 'Software Engineer Intern',
    duration: '6 months',
    student: {
      ...state.student,
      rollNumber: 'R21CS001',
      programme: 'B.Tech CSE',
      batch: '2021-2025',
      semester: '8',
      year: '4',
      phone: '+91 98765 43210',
      linkedinLink: 'https://www.linkedin.com/in/priya',
      profileImageUrl: PHOTO,
    },
  };
}

describe('emptyPlacementState', () => {
  it("prefills the student's name and e-mail from the signed-in user, as given (spec 2, section 5.3)", () => {
    const state = emptyPlacementState(USER);
    expect(state.student.name).toBe('Priya Nair 4th year');
    expect(state.student.emailId).toBe('priya@university.edu');
    expect(emptyPlacementState(null).student).toMatchObject({ name: '', emailId: '' });
  });
});

describe('buildPlacementPayload', () => {
  it('a complete form: the spec fields, trimmed, the photo URL as both profileImage and profileImageUrl', () => {
    const result = checkPlacementForm(filled(), USER);
    expect(result.errors).toEqual({});
    if (!result.ok) throw new Error('expected valid');
    expect(result.output).toEqual({
      category: 'Internship',
      organizationName: 'Acme Labs',
      location: 'Bengaluru',
      organizationLink: 'https://acme.example.com/',
      studentDesignation: 'Software Engineer Intern',
      duration: '6 months',
      pkg: '',
      projectAssigned: '',
      projectDescription: '',
      student: {
        // Prefilled from the signed-in user as given (spec 2, section 5.3).
        name: 'Priya Nair 4th year',
        rollNumber: 'R21CS001',
        programme: 'B.Tech CSE',
        batch: '2021-2025',
        semester: '8',
        year: '4',
        emailId: 'priya@university.edu',
        phone: '+91 98765 43210',
        linkedinLink: 'https://www.linkedin.com/in/priya',
        profileImage: PHOTO,
        profileImageUrl: PHOTO,
      },
      submittedBy: { name: 'Priya Nair 4th year', email: 'priya@university.edu' },
    });
  });

  it('package, project assigned and description are optional and sent when given', () => {
    const state = {
      ...filled(),
      pkg: '40,000/month',
      projectAssigned: 'Search',
      projectDescription: 'Ranking for the catalogue.',
    };
    const result = checkPlacementForm(state, USER);
    expect(result.ok && [result.output.pkg, result.output.projectAssigned, result.output.projectDescription]).toEqual([
      '40,000/month',
      'Search',
      'Ranking for the catalogue.',
    ]);
  });

  it('gives the spec messages of section 5.3 under the right paths', () => {
    const state = emptyPlacementState({ name: '', email: '' });
    expect(checkPlacementForm(state, USER).errors).toEqual({
      ...PLACEMENT_EMPTY_FORM,
      'student.name': 'Name is required',
      'student.emailId': 'Email is required',
    });
    const bad = filled();
    bad.category = 'Job' as PlacementFormState['category'];
    bad.organizationLink = 'Acme Corp';
    bad.student.emailId = 'priya@';
    bad.student.linkedinLink = 'javascript:alert(1)';
    expect(checkPlacementForm(bad, USER).errors).toEqual({
      category: 'Please select Placement or Internship',
      organizationLink: 'Please enter a valid URL',
      'student.emailId': 'Please enter a valid email address',
      'student.linkedinLink': 'Please enter a valid URL',
    });
  });

  it('takes a phone as people write it and a web address without a scheme, sending https:// in front', () => {
    const state = filled();
    state.organizationLink = 'acme.example.com';
    state.student.linkedinLink = ' www.linkedin.com/in/priya ';
    for (const phone of ['+91 98765 43210 ext 5', '(0832) 250-1234', '98765']) {
      state.student.phone = phone;
      const result = checkPlacementForm(state, USER);
      expect(result.errors).toEqual({});
      expect(result.ok && result.output.student.phone).toBe(phone);
      expect(result.ok && result.output.organizationLink).toBe('https://acme.example.com/');
      expect(result.ok && result.output.student.linkedinLink).toBe('https://www.linkedin.com/in/priya');
    }
    state.student.phone = '  ';
    expect(checkPlacementForm(state, USER).errors).toEqual({ 'student.phone': 'Phone is required' });
  });

  it('a chosen photo counts before the upload, but only an uploaded one is ever sent', () => {
    const state = { ...filled(), chosenFiles: { [PHOTO_KEY]: ['me.png'] } };
    state.student = { ...state.student, profileImageUrl: '' };
    expect(checkPlacementForm(state, USER).ok).toBe(true);
    expect(checkPlacementForm(state, USER, 'uploaded').errors).toEqual({
      'student.profileImageUrl': 'Profile photo is required',
    });
    expect(JSON.stringify(buildPlacementPayload(state, USER, 'uploaded').payload)).not.toContain(STAND_IN_URL);
    expect(buildPlacementPayload(state, USER).payload).not.toHaveProperty('chosenFiles');
  });

  it('falls back to Anonymous and a placeholder e-mail for submittedBy', () => {
    const result = checkPlacementForm(filled(), { name: null, email: '' });
    expect(result.ok && result.output.submittedBy).toEqual({ name: ANONYMOUS_NAME, email: PLACEHOLDER_EMAIL });
  });
});

describe('revivePlacementState', () => {
  it('restores a draft with its chosen photo name, drops unknown keys', () => {
    const state = revivePlacementState({ ...filled(), chosenFiles: { [PHOTO_KEY]: ['me.png'] }, extra: 1 }, USER);
    expect(state.organizationName).toBe(' Acme Labs ');
    expect(state.chosenFiles).toEqual({ [PHOTO_KEY]: ['me.png'] });
    expect(state).not.toHaveProperty('extra');
    expect(revivePlacementState(undefined, USER)).toEqual(emptyPlacementState(USER));
    expect(isLiveFileKey(PHOTO_KEY)).toBe(true);
    expect(isLiveFileKey('other')).toBe(false);
  });
});
