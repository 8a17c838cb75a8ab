/** The project area's texts (spec 1, section 2). */
import type { ProjectCategory } from '#api/enums.ts';
import type { DetailTexts } from '#api/messages.ts';

export const PROJECT_LIST_TEXT: Record<ProjectCategory, { title: string; subtitle: string; empty: string }> = {
  Industry: {
    title: 'Industry Projects Showcase',
    subtitle: 'Discover impactful projects designed by students for specific industries and organizations',
    empty: 'No approved industry projects found.',
  },
  'In-House': {
    title: 'In-House Projects Showcase',
    subtitle: 'Explore projects our students built on campus under the guidance of their faculty mentors',
    empty: 'No approved in-house projects found.',
  },
  Research: {
    title: 'Research Projects Showcase',
    subtitle: 'Explore research projects that advance knowledge, from papers and patents to publications',
    empty: 'No approved research projects found.',
  },
  'Start-Up': {
    title: 'Start-Up Projects Showcase',
    subtitle: 'Meet the ventures our students founded, incubated and took to market',
    empty: 'No approved start-up projects found.',
  },
};

export const PROJECTS_COUNT_LABEL = 'Projects Displayed';
export const PROJECT_LOADING = 'Loading project details...';

/** A failed list or detail call (spec 1, section 8). */
export const PROJECTS_FAILED = 'Failed to fetch projects';
export const PROJECT_DETAIL: DetailTexts = {
  notFound: 'Project not found. This project might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch project: ${statusText}`,
  fallback: 'Failed to fetch project details',
};
export const NO_INTERNAL_MENTOR = 'No internal mentor assigned to this project';
