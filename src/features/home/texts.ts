/** The home page's texts and constants (spec 2, sections 1, 2.2 and 9). */

export const HOME_COUNTERS = [
  { value: '200+', label: 'Projects' },
  { value: '50+', label: 'Hackathon Wins' },
  { value: '25+', label: 'Startups' },
  { value: '500+', label: 'Alumni' },
] as const;

export type CarouselKind = 'bestProjects' | 'competitions' | 'startups' | 'placements';

/**
 * The carousels' words. Their "All …" links are written out, not read from the area table: the carousels
 * run in the browser before any interaction, and the table would come with them (tests/unit/areas.test.ts
 * checks that each is a list of the table).
 */
export const CAROUSELS: Record<
  CarouselKind,
  { title: string; subtitle: string; empty: string; reverse?: boolean; moreHref: string; moreLabel: string }
> = {
  bestProjects: {
    title: 'Best Projects',
    subtitle: 'Outstanding in-house, industry and research projects by our students',
    empty: 'No best projects to display yet.',
    moreHref: '/projects/in-house',
    moreLabel: 'All projects',
  },
  competitions: {
    title: 'Recent Honors & Accolades',
    subtitle: 'Hackathons, coding contests and project competitions our teams have won',
    empty: 'No competitions to display yet.',
    moreHref: '/competitions/hackathons',
    moreLabel: 'All competitions',
  },
  startups: {
    title: 'Startup Success Stories',
    subtitle: 'Ventures founded and grown by our students',
    empty: 'No startup projects to display yet.',
    reverse: true,
    moreHref: '/projects/startup',
    moreLabel: 'All start-ups',
  },
  placements: {
    title: 'Top Placements and Internships',
    subtitle: 'Where our students are building their careers',
    empty: 'No best placements to display yet.',
    moreHref: '/placements-internships/placements',
    moreLabel: 'All placements',
  },
};

/** Spec 2, section 9. */
export const HOME_REQUEST_TIMEOUT_MS = 10_000;
export const HOME_CACHE_MS = 300_000;
export const HOME_SKELETON_CARDS = 4;
