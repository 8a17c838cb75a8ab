/**
 * The Submit Achievement form's state and payload (spec 2, sections 3.2, 4,
 * 5.2 and 7.3): category switches, state → payload, every rule's message under
 * its field's path, drafts revived into today's shape, and which endpoint and
 * alert each file field uses.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES } from '#api/schemas/achievement-payload.ts';
import { ANONYMOUS_NAME, PLACEHOLDER_EMAIL } from '#api/schemas/payload-rules.ts';
import { buildAchievementPayload, checkAchievementForm } from '#features/achievements/form/build-payload.ts';
import {
  chooseCategory,
  emptyAchievementState,
  emptyAuthor,
  reviveAchievementState,
  uploadAlertOf,
  uploadKindOf,
  type AchievementFormState,
} from '#features/achievements/form/state.ts';

const USER = { name: 'Aarav Sharma 2021', email: 'student@university.edu', id: '7' };
const URL_OF = (name: string) => `https://api.example.edu/uploads/${name}`;
const BLOCKS = ['researchDetails', 'openSourceDetails', 'higherStudiesDetails', 'certificationDetails'] as const;

/** A valid student part with the category chosen (its block empty). */
function withCategory(category: string): AchievementFormState {
  const state = chooseCategory(emptyAchievementState(USER.name), category);
  state.student = {
    ...state.student,
    rollNumber: 'R2021CS001',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
    linkedinLink: 'https://www.linkedin.com/in/aarav',
    profileImageUrl: URL_OF('me.png'),
  };
  return state;
}

function research(): AchievementFormState {
  const state = withCategory('Research Publication');
  state.researchDetails = {
    ...state.researchDetails!,
    publicationType: 'Journal',
    title: '  Energy-aware scheduling  ',
    description: 'We schedule jobs when the grid is green.',
    publisherInfo: { primaryInfo: 'Elsevier', secondaryInfo: 'Future Generation Computer Systems, 12(3)' },
    identifiers: { eIdentifier: '10.1016/j.future.2024.01.001', printIdentifier: '0167-739X' },
    dates: { publicationDate: '2024-05-01' },
    links: { publicationUrl: 'https://doi.org/10.1016/j.future.2024.01.001', publisherWebsite: 'https://www.elsevier.com' },
    outcome: ['Cited by 12 papers'],
    supervisor: { name: 'Dr. Rao', affiliation: 'CSE', designation: 'Professor', phone: '+91 98765 43210', email: 'rao@university.edu' },
    pptLink: URL_OF('paper.pdf'),
  };
  return state;
}

function openSource(): AchievementFormState {
  const state = withCategory('Open Source');
  state.openSourceDetails = {
    ...state.openSourceDetails!,
    projectName: 'Firefox',
    description: 'Accessibility fixes.',
    contributions: ['', 'Fixed focus rings', '  '],
    pr: '12',
    techStack: ['Rust'],
    techDomain: 'Web Development',
    organization: 'Mozilla',
    role: 'Contributor',
    impact: ['Millions of users'],
  };
  return state;
}

function higherStudies(): AchievementFormState {
  const state = withCategory('Higher Studies');
  state.higherStudiesDetails = {
    ...state.higherStudiesDetails!,
    university: 'ETH Zurich',
    universityType: 'Foreign',
    description: 'MSc in CS',
    country: 'Switzerland',
    course: 'MSc Computer Science',
    programLevel: 'Masters',
    programLevelOther: 'left over from an earlier choice',
    admissionYear: '2025',
  };
  return state;
}

function certification(): AchievementFormState {
  const state = withCategory('Global Certification');
  state.certificationDetails = {
    ...state.certificationDetails!,
    certificationName: 'AWS Solutions Architect',
    description: 'Cloud architecture.',
    issuingOrganization: 'Amazon Web Services',
    issueDate: '2024-03-01',
    certificationType: 'Associate',
    technologyDomain: 'Cloud Computing',
    skills: ['Architecture'],
    outcome: ['Led a migration'],
    pptLink: URL_OF('proof.pdf'),
  };
  return state;
}

describe('emptyAchievementState', () => {
  it("prefills the student name with the user's name as given, and has no category nor block", () => {
    const state = emptyAchievementState('Aarav Sharma 2021 (CSE)');
    expect(state.student.name).toBe('Aarav Sharma 2021 (CSE)');
    expect(emptyAchievementState(undefined).student.name).toBe('');
    expect(state.category).toBe('');
    for (const block of BLOCKS) expect(state[block]).toBeNull();
    expect(state.setAside).toEqual({});
  });
});

describe('chooseCategory', () => {
  it('creates the chosen block with its keep-one lists and sets the others to null', () => {
    const state = chooseCategory(emptyAchievementState('A'), 'Open Source');
    expect(state.category).toBe('Open Source');
    expect(state.openSourceDetails).toMatchObject({ contributions: [''], techStack: [''], impact: [''], awards: [] });
    expect(state.researchDetails).toBeNull();
    expect(state.higherStudiesDetails).toBeNull();
    expect(state.certificationDetails).toBeNull();
    const research = chooseCategory(state, 'Research Publication').researchDetails!;
    expect(research.outcome).toEqual(['']);
    expect(research.additionalAuthors).toEqual([]);
    expect(chooseCategory(state, 'Global Certification').certificationDetails).toMatchObject({ skills: [''], outcome: [''] });
  });

  it('keeps the chosen block when it is chosen again, and brings a set-aside block back', () => {
    let state = research();
    state = chooseCategory(state, 'Research Publication');
    expect(state.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    state = chooseCategory(state, 'Higher Studies');
    expect(state.researchDetails).toBeNull();
    expect(state.setAside.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    state.higherStudiesDetails!.university = 'ETH Zurich';
    state = chooseCategory(state, 'Research Publication');
    expect(state.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    expect(state.higherStudiesDetails).toBeNull();
    expect(state.setAside).toEqual({ higherStudiesDetails: expect.objectContaining({ university: 'ETH Zurich' }) });
  });

  it('choosing no category sets every block aside', () => {
    const state = chooseCategory(research(), '');
    expect(state.category).toBe('');
    for (const block of BLOCKS) expect(state[block]).toBeNull();
    expect(state.setAside.researchDetails).toBeDefined();
    expect(chooseCategory(state, 'Not a category').category).toBe('');
  });
});

describe('buildAchievementPayload', () => {
  it.each([
    ['Research Publication', research, 'researchDetails'],
    ['Open Source', openSource, 'openSourceDetails'],
    ['Higher Studies', higherStudies, 'higherStudiesDetails'],
    ['Global Certification', certification, 'certificationDetails'],
  ] as const)('%s: a complete form is valid; only its block is filled, the others are null', (category, make, block) => {
    const result = checkAchievementForm(make(), USER);
    expect(result.errors).toEqual({});
    if (!result.ok) throw new Error('expected valid');
    const output = result.output as Record<string, unknown>;
    expect(output.category).toBe(category);
    expect(output[block]).toEqual(expect.any(Object));
    for (const other of BLOCKS.filter((key) => key !== block)) expect(output[other]).toBeNull();
    expect(Object.keys(output).sort()).toEqual(['category', 'student', 'submittedBy', ...BLOCKS].sort());
    expect(output.submittedBy).toEqual({ name: USER.name, email: USER.email });
    expect(output.student).toEqual({
      // Prefilled from the signed-in user as given (the leading-letters rule is spec 1's, for projects).
      name: 'Aarav Sharma 2021',
      rollNumber: 'R2021CS001',
      programme: 'B.Tech CSE',
      batch: '2021-2025',
      semester: '6',
      year: '3',
      linkedinLink: 'https://www.linkedin.com/in/aarav',
      profileImageUrl: URL_OF('me.png'),
    });
    // Nothing local and nothing set aside is sent.
    expect(JSON.stringify(output)).not.toMatch(/File|blob:|setAside|profileImage"/);
  });

  it('trims texts and sends a block typed before a switch only when its category is chosen', () => {
    let state = research();
    state = chooseCategory(state, 'Global Certification');
    state = { ...certification(), setAside: state.setAside };
    const certified = checkAchievementForm(state, USER);
    expect(certified.ok && certified.output.researchDetails).toBeNull();
    state = chooseCategory(state, 'Research Publication');
    const result = checkAchievementForm(state, USER);
    if (!result.ok || result.output.category !== 'Research Publication') throw new Error('expected valid research');
    expect(result.output.researchDetails.title).toBe('Energy-aware scheduling');
    expect(result.output.certificationDetails).toBeNull();
  });

  it('drops blank contributions and maps nothing wrongly', () => {
    const { payload, paths } = buildAchievementPayload(openSource(), USER);
    expect((payload.openSourceDetails as { contributions: string[] }).contributions).toEqual(['Fixed focus rings']);
    expect(paths?.toState('openSourceDetails.contributions.0')).toBe('openSourceDetails.contributions.1');
  });

  it('sends the "Please specify" text only with program level Other', () => {
    const state = higherStudies();
    const details = () => buildAchievementPayload(state, USER).payload.higherStudiesDetails as { programLevelOther: string };
    expect(details().programLevelOther).toBe('');
    state.higherStudiesDetails!.programLevel = 'Other';
    state.higherStudiesDetails!.programLevelOther = 'Integrated PhD';
    expect(details().programLevelOther).toBe('Integrated PhD');
    expect(checkAchievementForm(state, USER).ok).toBe(true);
  });

  it('falls back to Anonymous and a placeholder e-mail for submittedBy', () => {
    expect(buildAchievementPayload(research(), { name: ' ', email: '' }).payload.submittedBy).toEqual({
      name: ANONYMOUS_NAME,
      email: PLACEHOLDER_EMAIL,
    });
    expect(buildAchievementPayload(research(), null).payload.submittedBy).toEqual({ name: ANONYMOUS_NAME, email: PLACEHOLDER_EMAIL });
  });
});

describe('validation (spec 2, section 5.2)', () => {
  it('asks for a category and every student field; the missing photo blocks with the spec text', () => {
    const errors = checkAchievementForm(emptyAchievementState('Aarav'), USER).errors;
    expect(errors).toEqual({
      category: ACHIEVEMENT_MESSAGES.category,
      'student.rollNumber': 'Roll number is required',
      'student.programme': 'Programme is required',
      'student.batch': 'Batch is required',
      'student.semester': 'Semester is required',
      'student.year': 'Year is required',
      'student.linkedinLink': 'LinkedIn profile is required',
      'student.profileImageUrl': 'Please wait for the profile image to finish uploading or select one.',
    });
    const blank = emptyAchievementState('');
    expect(checkAchievementForm(blank, USER).errors['student.name']).toBe('Name is required');
    const state = withCategory('Higher Studies');
    state.student.linkedinLink = 'N/A';
    expect(checkAchievementForm(state, USER).errors['student.linkedinLink']).toBe('Please enter a valid URL');
  });

  it('research: every required field, the limits, URL and e-mail formats, authors and awards', () => {
    const empty = checkAchievementForm(withCategory('Research Publication'), USER).errors;
    expect(empty).toEqual({
      'researchDetails.publicationType': 'Please select a publication type',
      'researchDetails.title': 'Title is required',
      'researchDetails.description': 'Description is required',
      'researchDetails.publisherInfo.primaryInfo': 'Primary publisher information is required',
      'researchDetails.publisherInfo.secondaryInfo': 'Secondary publisher information is required',
      'researchDetails.identifiers.eIdentifier': 'Electronic identifier is required',
      'researchDetails.identifiers.printIdentifier': 'Print identifier is required',
      'researchDetails.dates.publicationDate': 'Publication date is required',
      'researchDetails.links.publicationUrl': 'Publication URL is required',
      'researchDetails.links.publisherWebsite': 'Publisher website is required',
      'researchDetails.outcome.0': 'Outcome is required',
      'researchDetails.supervisor.name': 'Supervisor name is required',
      'researchDetails.supervisor.affiliation': 'Supervisor affiliation is required',
      'researchDetails.supervisor.designation': 'Supervisor designation is required',
      'researchDetails.supervisor.phone': 'Supervisor phone is required',
      'researchDetails.supervisor.email': 'Supervisor email is required',
      'researchDetails.pptLink': 'Please upload the research paper',
    });

    const state = research();
    const details = state.researchDetails!;
    details.title = 'x'.repeat(81);
    details.description = 'y'.repeat(501);
    details.links.publicationUrl = 'doi';
    details.links.publisherWebsite = 'javascript:alert(1)';
    details.supervisor.email = 'not-an-email';
    details.supervisor.phone = '+91 98765 43210 ext 5';
    details.outcome = ['Cited', ''];
    details.additionalAuthors = [emptyAuthor(), { ...emptyAuthor(), name: 'Neha', email: 'neha@', profileImageUrl: URL_OF('n.png') }];
    details.awards = [{ name: '', pptLink: '' }];
    const errors = checkAchievementForm(state, USER).errors;
    expect(errors).toEqual({
      'researchDetails.title': 'Title must be at most 80 characters',
      'researchDetails.description': 'Description must be at most 500 characters',
      'researchDetails.links.publicationUrl': expect.stringMatching(/valid URL/),
      'researchDetails.links.publisherWebsite': expect.stringMatching(/valid URL/),
      'researchDetails.supervisor.email': 'Please enter a valid email address',
      'researchDetails.outcome.1': 'Outcome is required',
      'researchDetails.additionalAuthors.0.name': 'Author name is required',
      'researchDetails.additionalAuthors.0.profileImageUrl': 'Author photo is required',
      'researchDetails.additionalAuthors.1.email': 'Please enter a valid email address',
      'researchDetails.awards.0.name': 'Award name is required',
      'researchDetails.awards.0.pptLink': 'Please upload a proof for this award',
    });
    details.title = 'x'.repeat(80);
    details.description = 'y'.repeat(500);
    expect(checkAchievementForm(state, USER).errors['researchDetails.title']).toBeUndefined();
    expect(checkAchievementForm(state, USER).errors['researchDetails.description']).toBeUndefined();
  });

  it('open source: required fields; repository link optional but a URL; program optional', () => {
    expect(checkAchievementForm(withCategory('Open Source'), USER).errors).toEqual({
      'openSourceDetails.projectName': 'Project name is required',
      'openSourceDetails.description': 'Description is required',
      'openSourceDetails.techStack.0': 'Technology is required',
      'openSourceDetails.techDomain': 'Please select a technology domain',
      'openSourceDetails.organization': 'Organization is required',
      'openSourceDetails.role': 'Please select your role',
      'openSourceDetails.impact.0': 'Impact is required',
    });
    const state = openSource();
    state.openSourceDetails!.repoLink = 'mailto:dev@mozilla.org';
    state.openSourceDetails!.awards = [{ name: 'Top contributor', pptLink: '' }];
    expect(checkAchievementForm(state, USER).errors).toEqual({
      'openSourceDetails.repoLink': expect.stringMatching(/valid URL/),
      'openSourceDetails.awards.0.pptLink': 'Please upload a proof for this award',
    });
    state.openSourceDetails!.repoLink = 'github.com/mozilla/gecko-dev';
    state.openSourceDetails!.awards = [{ name: 'Top contributor', pptLink: URL_OF('award.pdf') }];
    const checked = checkAchievementForm(state, USER);
    expect(checked.ok && checked.output.openSourceDetails?.repoLink).toBe('https://github.com/mozilla/gecko-dev');
  });

  it('higher studies: required fields, specialization optional, "Please specify" required with Other', () => {
    expect(checkAchievementForm(withCategory('Higher Studies'), USER).errors).toEqual({
      'higherStudiesDetails.university': 'University is required',
      'higherStudiesDetails.universityType': 'Please select a university type',
      'higherStudiesDetails.description': 'Description is required',
      'higherStudiesDetails.country': 'Country is required',
      'higherStudiesDetails.course': 'Course is required',
      'higherStudiesDetails.programLevel': 'Please select a program level',
      'higherStudiesDetails.admissionYear': 'Admission year is required',
    });
    const state = higherStudies();
    state.higherStudiesDetails!.programLevel = 'Other';
    state.higherStudiesDetails!.programLevelOther = '  ';
    expect(checkAchievementForm(state, USER).errors).toEqual({ 'higherStudiesDetails.programLevelOther': 'Please specify the program level' });
  });

  it('certification: required fields and proof; expiry, credential ID and URL optional (URL checked)', () => {
    expect(checkAchievementForm(withCategory('Global Certification'), USER).errors).toEqual({
      'certificationDetails.certificationName': 'Certification name is required',
      'certificationDetails.description': 'Description is required',
      'certificationDetails.issuingOrganization': 'Issuing organization is required',
      'certificationDetails.issueDate': 'Issue date is required',
      'certificationDetails.certificationType': 'Please select a certification type',
      'certificationDetails.technologyDomain': 'Please select a technology domain',
      'certificationDetails.skills.0': 'Skill is required',
      'certificationDetails.outcome.0': 'Outcome is required',
      'certificationDetails.pptLink': 'Please upload a proof of certification',
    });
    const state = certification();
    state.certificationDetails!.credentialUrl = 'not a url';
    expect(checkAchievementForm(state, USER).errors).toEqual({ 'certificationDetails.credentialUrl': expect.stringMatching(/valid URL/) });
    state.certificationDetails!.credentialUrl = 'https://www.credly.com/badges/1';
    state.certificationDetails!.expiryDate = '2027-03-01';
    state.certificationDetails!.credentialId = 'ABC-123';
    expect(checkAchievementForm(state, USER).ok).toBe(true);
  });
});

describe('reviveAchievementState', () => {
  it('brings back the chosen block, the set-aside ones and uploaded URLs, fitted to today\'s shape', () => {
    let state = research();
    state.researchDetails!.additionalAuthors = [{ ...emptyAuthor(), name: 'Neha', profileImageUrl: URL_OF('n.png') }];
    state = chooseCategory(state, 'Open Source');
    state.openSourceDetails!.projectName = 'Firefox';
    const saved = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    (saved.openSourceDetails as Record<string, unknown>).retiredField = 'x';
    (saved.openSourceDetails as Record<string, unknown>).impact = [];
    delete (saved.openSourceDetails as Record<string, unknown>).pr;

    const revived = reviveAchievementState(saved, USER.name);
    expect(revived.category).toBe('Open Source');
    expect(revived.openSourceDetails).toMatchObject({ projectName: 'Firefox', pr: '', impact: [''] });
    expect(revived.openSourceDetails).not.toHaveProperty('retiredField');
    expect(revived.researchDetails).toBeNull();
    expect(revived.student.profileImageUrl).toBe(URL_OF('me.png'));
    const back = chooseCategory(revived, 'Research Publication');
    expect(back.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    expect(back.researchDetails!.additionalAuthors).toEqual([{ ...emptyAuthor(), name: 'Neha', profileImageUrl: URL_OF('n.png') }]);
  });

  it('starts empty from anything that is not a draft, and ignores an unknown category', () => {
    for (const saved of [null, 'x', 42, []]) expect(reviveAchievementState(saved, 'Aarav')).toEqual(emptyAchievementState('Aarav'));
    const revived = reviveAchievementState({ category: 'Sports', student: { name: 7, rollNumber: 'R1' } }, 'Aarav');
    expect(revived.category).toBe('');
    expect(revived.student).toMatchObject({ name: 'Aarav', rollNumber: 'R1' });
  });
});

describe('file fields', () => {
  it('upload to the spec endpoints: photos to profile-image, papers and proofs to document', () => {
    expect(uploadKindOf('student.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('researchDetails.additionalAuthors.2.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('researchDetails.pptLink')).toBe('document');
    expect(uploadKindOf('certificationDetails.pptLink')).toBe('document');
    for (const block of ['researchDetails', 'openSourceDetails', 'certificationDetails']) {
      expect(uploadKindOf(`${block}.awards.0.pptLink`)).toBe('document');
    }
    expect(uploadKindOf('student.name')).toBeUndefined();
  });

  it('say the spec alert after a failed upload', () => {
    expect(uploadAlertOf('student.profileImageUrl')).toBe('Failed to upload image. Please try again.');
    expect(uploadAlertOf('researchDetails.additionalAuthors.0.profileImageUrl')).toBe('Failed to upload author image. Please try again.');
    expect(uploadAlertOf('researchDetails.pptLink')).toBe('Failed to upload file. Please try again.');
    expect(uploadAlertOf('openSourceDetails.awards.1.pptLink')).toBe('Failed to upload file. Please try again.');
  });
});
