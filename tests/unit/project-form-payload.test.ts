import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, PLACEHOLDER_EMAIL } from '#api/schemas/payload-rules.ts';
import { PROJECT_MESSAGES } from '#api/schemas/project-payload.ts';
import { buildProjectPayload, checkProjectForm, yearNumber, yesNo } from '#features/projects/form/build-payload.ts';
import {
  emptyProjectState,
  reviveProjectState,
  uploadKindOf,
  type ProjectFormState,
} from '#features/projects/form/state.ts';
import { LEADER, URL_OF, USER } from './support/forms.ts';

/** A complete, valid In-House nomination. */
function filled(): ProjectFormState {
  const state = emptyProjectState(USER.name);
  return {
    ...state,
    category: 'In-House',
    projectTitle: '  Smart Campus  ',
    teamLeader: { ...state.teamLeader, ...LEADER },
    problemStatement: 'Campus energy use is invisible.',
    features: ['Dashboard'],
    outcome: ['Savings'],
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
    posterImages: [URL_OF('a.png'), URL_OF('b.png')],
  };
}

describe('emptyProjectState', () => {
  it('prefills the leader name with its leading letters and spaces only', () => {
    expect(emptyProjectState('Aarav Sharma 2021 (CSE)').teamLeader.name).toBe('Aarav Sharma');
    expect(emptyProjectState(undefined).teamLeader.name).toBe('');
  });
  it('starts the keep-one lists with one empty row and the others empty', () => {
    const state = emptyProjectState('A');
    expect(state.features).toEqual(['']);
    expect(state.outcome).toEqual(['']);
    expect(state.techStack).toEqual(['']);
    expect(state.achievements).toEqual([]);
    expect(state.teamMembers).toEqual([]);
    expect(state.startupDetails.founders).toHaveLength(1);
  });
});

describe('buildProjectPayload', () => {
  it('produces a valid payload from a complete form, trimmed, with only the chosen block', () => {
    const result = checkProjectForm(filled(), USER);
    expect(result.errors).toEqual({});
    if (!result.ok) throw new Error('expected valid');
    expect(result.output.projectTitle).toBe('Smart Campus');
    expect(result.output.category).toBe('In-House');
    expect(result.output).toHaveProperty('inHouseDetails');
    for (const other of ['industryDetails', 'researchDetails', 'startupDetails']) {
      expect(result.output).not.toHaveProperty(other);
    }
    expect(result.output.submittedBy).toEqual({ name: USER.name, email: USER.email });
    // Nothing local in the payload: only texts and URLs.
    expect(JSON.stringify(result.output)).not.toMatch(/File|blob:/);
  });

  it('drops achievements without a name and maps the rest of the errors back to their rows', () => {
    const state = filled();
    state.achievements = [
      { name: '  ', proofUrl: '' },
      { name: 'Best Project', proofUrl: URL_OF('proof.pdf') },
      { name: '', proofUrl: URL_OF('orphan.pdf') },
      { name: 'Hackathon', proofUrl: '' },
    ];
    const { payload } = buildProjectPayload(state, USER);
    expect(payload.achievements).toEqual([
      { name: 'Best Project', proofUrl: URL_OF('proof.pdf') },
      { name: 'Hackathon', proofUrl: '' },
    ]);
    const result = checkProjectForm(state, USER);
    expect(result.ok).toBe(false);
    // Payload row 1 is state row 3.
    expect(result.errors).toEqual({ 'achievements.3.proofUrl': PROJECT_MESSAGES.achievementProof });
  });

  it('switching category sends the newly chosen block and keeps the others in the state', () => {
    const state = filled();
    state.inHouseDetails.facultyName = 'Dr. Iyer';
    state.category = 'Research';
    state.researchDetails = {
      paperTitle: 'Energy',
      supervisorName: 'Dr. Rao',
      publicationType: 'Journal',
      publicationName: 'IEEE',
      publicationDate: '2024-05-01',
      certificateUrl: URL_OF('paper.pdf'),
    };
    const result = checkProjectForm(state, USER);
    expect(result.errors).toEqual({});
    expect(result.ok && Object.keys(result.output).filter((key) => key.endsWith('Details'))).toEqual([
      'researchDetails',
    ]);
    expect(state.inHouseDetails.facultyName).toBe('Dr. Iyer');
  });

  it('converts the start-up foundation year to a number and registered to a boolean', () => {
    const state = filled();
    state.category = 'Start-Up';
    state.startupDetails = {
      name: 'GreenGrid',
      founders: [{ name: 'Aarav', role: 'CEO' }],
      foundationYear: ' 2022 ',
      description: 'Energy analytics',
      incubatorName: 'University Incubator',
      isRegistered: 'no',
      incubationLetterUrl: URL_OF('letter.pdf'),
    };
    const result = checkProjectForm(state, USER);
    expect(result.errors).toEqual({});
    if (!result.ok || result.output.category !== 'Start-Up') throw new Error('expected a valid start-up');
    expect(result.output.startupDetails.foundationYear).toBe(2022);
    expect(result.output.startupDetails.isRegistered).toBe(false);
  });

  it('reports each start-up rule under its field', () => {
    const state = filled();
    state.category = 'Start-Up';
    const errors = checkProjectForm(state, USER).errors;
    expect(errors['startupDetails.foundationYear']).toBe('Foundation year is required');
    expect(errors['startupDetails.isRegistered']).toBe('Please say whether the company is registered');
    expect(errors['startupDetails.incubationLetterUrl']).toBe(PROJECT_MESSAGES.incubationLetter);
    expect(errors['startupDetails.founders.0.name']).toBe('Founder name is required');

    state.startupDetails.foundationYear = '1999';
    expect(checkProjectForm(state, USER).errors['startupDetails.foundationYear']).toBe(
      'Foundation year must be 2000 or later',
    );
    state.startupDetails.foundationYear = String(new Date().getFullYear() + 1);
    expect(checkProjectForm(state, USER).errors['startupDetails.foundationYear']).toMatch(/cannot be later than/);
    state.startupDetails.foundationYear = String(new Date().getFullYear());
    expect(checkProjectForm(state, USER).errors['startupDetails.foundationYear']).toBeUndefined();
  });

  it('gives the spec messages of section 5 under the right paths', () => {
    const state = filled();
    state.teamLeader.profileImageUrl = '';
    state.posterImages = [URL_OF('only.png')];
    state.projectTitle = 'x'.repeat(31);
    state.problemStatement = 'x'.repeat(501);
    state.features = ['Dashboard', ''];
    state.teamMembers = [{ ...state.teamLeader, name: '', profileImageUrl: '' }];
    state.githubLink = 'javascript:alert(1)';
    state.mentor.internalMentor.email = 'not-an-email';
    const errors = checkProjectForm(state, USER).errors;
    expect(errors['teamLeader.profileImageUrl']).toBe('Team Leader profile photo is required');
    expect(errors.posterImages).toBe('Please upload at least 2 project images');
    expect(errors.projectTitle).toBe('Project title must be at most 30 characters');
    expect(errors.problemStatement).toBe('Problem statement must be at most 500 characters');
    expect(errors['features.1']).toBe('Feature is required');
    expect(errors['teamMembers.0.name']).toBe('Team member name is required');
    expect(errors['teamMembers.0.profileImageUrl']).toBeUndefined();
    expect(errors.githubLink).toMatch(/valid URL/);
    expect(errors['mentor.internalMentor.email']).toBe('Please enter a valid email address');

    state.posterImages = Array.from({ length: 6 }, (_, i) => URL_OF(`${i}.png`));
    expect(checkProjectForm(state, USER).errors.posterImages).toBe('Maximum 5 images allowed');
  });

  it('asks for a category before anything category-specific', () => {
    const state = filled();
    state.category = '';
    const errors = checkProjectForm(state, USER).errors;
    expect(errors.category).toBe('Please select a project category');
    expect(Object.keys(errors).some((key) => key.includes('Details'))).toBe(false);
  });

  it('In-House accepts an empty project type, Minor or Major', () => {
    const state = filled();
    for (const type of ['', 'Minor', 'Major'] as const) {
      state.inHouseDetails.projectType = type;
      expect(checkProjectForm(state, USER).ok).toBe(true);
    }
  });

  it('falls back to Anonymous and a placeholder e-mail for submittedBy', () => {
    expect(buildProjectPayload(filled(), { name: '  ', email: null }).payload.submittedBy).toEqual({
      name: ANONYMOUS_NAME,
      email: PLACEHOLDER_EMAIL,
    });
    expect(buildProjectPayload(filled(), undefined).payload.submittedBy).toEqual({
      name: ANONYMOUS_NAME,
      email: PLACEHOLDER_EMAIL,
    });
  });

  it('converts typed values', () => {
    expect(yearNumber('')).toBeUndefined();
    expect(yearNumber('2020')).toBe(2020);
    expect(yesNo('yes')).toBe(true);
    expect(yesNo('no')).toBe(false);
    expect(yesNo('')).toBeUndefined();
  });
});

describe('reviveProjectState', () => {
  it('restores a saved draft, fitting it to the current shape', () => {
    const saved = JSON.parse(JSON.stringify(filled())) as Record<string, unknown>;
    saved.obsolete = 'gone';
    saved.features = [];
    (saved.teamMembers as unknown[]) = [{ name: 'Priya', extra: 1 }];
    delete (saved as { githubLink?: string }).githubLink;
    const revived = reviveProjectState(saved, USER.name);
    expect(revived).not.toHaveProperty('obsolete');
    expect(revived.features).toEqual(['']);
    expect(revived.githubLink).toBe('');
    expect(revived.teamMembers).toEqual([{ ...emptyProjectState('').teamLeader, name: 'Priya' }]);
    expect(revived.posterImages).toEqual(filled().posterImages);
  });

  it('ignores a draft that is not an object', () => {
    expect(reviveProjectState('garbage', USER.name)).toEqual(emptyProjectState(USER.name));
  });
});

describe('uploadKindOf', () => {
  it('knows each file field of the form', () => {
    expect(uploadKindOf('teamLeader.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('teamMembers.2.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('posterImages')).toBe('poster');
    expect(uploadKindOf('videoUrl')).toBe('video');
    expect(uploadKindOf('achievements.0.proofUrl')).toBe('certificate');
    expect(uploadKindOf('researchDetails.certificateUrl')).toBe('certificate');
    expect(uploadKindOf('startupDetails.incubationLetterUrl')).toBe('certificate');
    expect(uploadKindOf('projectTitle')).toBeUndefined();
  });
});
