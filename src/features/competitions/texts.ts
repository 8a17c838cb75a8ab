/** The competition area's texts (spec 2, sections 2.1, 2.3 and 2.4). */
import type { CompetitionCategory } from '#api/enums.ts';
import type { DetailTexts } from '#api/messages.ts';

export const COMPETITION_LIST_TEXT: Record<CompetitionCategory, { title: string; subtitle: string }> = {
  Hackathon: {
    title: 'Hackathons Showcase',
    subtitle: 'Meet the teams who turned a weekend and a problem statement into working prototypes, and won',
  },
  'Coding Contest': {
    title: 'Coding Contests Showcase',
    subtitle: 'Celebrating the problem solvers who ranked among the best in timed algorithmic contests',
  },
  'Project Competition': {
    title: 'Project Competitions Showcase',
    subtitle: 'Projects our students took beyond the classroom and put in front of national and international juries',
  },
};

export const COMPETITIONS_COUNT_LABEL = 'Competitions Displayed';
export const COMPETITIONS_EMPTY = 'No approved competitions found.';
export const COMPETITION_LOADING = 'Loading competition details...';

/** A failed list or detail call (spec 2, section 8). */
export const COMPETITIONS_FAILED = 'Failed to fetch competitions';
export const COMPETITION_DETAIL: DetailTexts = {
  notFound: 'Competition entry not found. This competition entry might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch competition: ${statusText}`,
  fallback: 'Failed to fetch competition details',
};
