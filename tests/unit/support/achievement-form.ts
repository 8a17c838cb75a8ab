/** What the Submit Achievement form's unit tests share: a user, uploaded URLs, a filled student and a complete state of each category. */
import { chooseCategory, emptyAchievementState, type AchievementFormState } from '#features/achievements/form/state.ts';
import { URL_OF, USER } from './forms.ts';

export { URL_OF, USER };
export const BLOCKS = ['researchDetails', 'openSourceDetails', 'higherStudiesDetails', 'certificationDetails'] as const;

/** The student part of every complete state, but the name (the signed-in user's). */
export const STUDENT = {
  rollNumber: 'R2021CS001',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '6',
  year: '3',
  linkedinLink: 'https://www.linkedin.com/in/aarav',
  profileImageUrl: URL_OF('me.png'),
};

/** A valid student part with the category chosen (its block empty). */
export function withCategory(category: string): AchievementFormState {
  const state = chooseCategory(emptyAchievementState(USER.name), category);
  state.student = { ...state.student, ...STUDENT };
  return state;
}

export function research(): AchievementFormState {
  const state = withCategory('Research Publication');
  state.researchDetails = {
    ...state.researchDetails!,
    publicationType: 'Journal',
    title: '  Energy-aware scheduling  ',
    description: 'We schedule jobs when the grid is green.',
    publisherInfo: { primaryInfo: 'Elsevier', secondaryInfo: 'Future Generation Computer Systems, 12(3)' },
    identifiers: { eIdentifier: '10.1016/j.future.2024.01.001', printIdentifier: '0167-739X' },
    dates: { publicationDate: '2024-05-01' },
    links: {
      publicationUrl: 'https://doi.org/10.1016/j.future.2024.01.001',
      publisherWebsite: 'https://www.elsevier.com',
    },
    outcome: ['Cited by 12 papers'],
    supervisor: {
      name: 'Dr. Rao',
      affiliation: 'CSE',
      designation: 'Professor',
      phone: '+91 98765 43210',
      email: 'rao@university.edu',
    },
    pptLink: URL_OF('paper.pdf'),
  };
  return state;
}

export function openSource(): AchievementFormState {
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

export function higherStudies(): AchievementFormState {
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

export function certification(): AchievementFormState {
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
