/** What the competition form's unit tests share: a user, uploaded URLs, a complete state and a member. */
import {
  emptyCompetitionMember,
  emptyCompetitionState,
  type CompetitionFormState,
} from '#features/competitions/form/state.ts';
import { LEADER, URL_OF, USER } from './forms.ts';

export { URL_OF, USER };

/** A complete, valid Hackathon nomination with every file uploaded. */
export function filled(): CompetitionFormState {
  const state = emptyCompetitionState(USER.name);
  return {
    ...state,
    category: 'Hackathon',
    competitionName: '  Smart India Hackathon  ',
    organizingBody: 'Ministry of Education',
    level: 'National',
    location: 'New Delhi',
    date: '2024-03-10',
    participationType: 'Team',
    teamLeader: { ...state.teamLeader, ...LEADER, linkedinLink: 'https://www.linkedin.com/in/aarav' },
    title: 'Water for all',
    description: 'A leak detector for village pipelines.',
    outcome: ['Winner'],
    technologyDomain: 'IoT',
    techStack: ['React', 'Node.js'],
    pptLink: URL_OF('deck.pdf'),
    posterImages: [URL_OF('a.png')],
  };
}

export function member(overrides: Partial<ReturnType<typeof emptyCompetitionMember>> = {}) {
  return {
    ...emptyCompetitionMember(),
    name: 'Kabir Das',
    rollNumber: 'R2',
    programme: 'B.Tech ECE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
    profileImageUrl: URL_OF('kabir.png'),
    ...overrides,
  };
}
