/**
 * Every public route of both specs, as data: list routes (with the aliases the
 * menu uses) and detail routes by category. Pages, cards, the home carousels,
 * the sitemap and the 404 page's fresh-entry renderer all read these.
 */
import type {
  AchievementCategory,
  CompetitionCategory,
  PlacementCategory,
  ProjectCategory,
} from '#api/enums.ts';

export const PROJECT_LIST_ROUTE: Record<ProjectCategory, string> = {
  Industry: '/projects/industry',
  'In-House': '/projects/in-house',
  Research: '/projects/research',
  'Start-Up': '/projects/startup',
};

export const PROJECT_DETAIL_ROUTE: Record<ProjectCategory, string> = {
  Industry: '/projects/industrydetails',
  'In-House': '/projects/in-housedetails',
  Research: '/projects/researchdetails',
  'Start-Up': '/projects/start-updetails',
};

export const COMPETITION_LIST_ROUTE: Record<CompetitionCategory, string> = {
  Hackathon: '/competitions/hackathons',
  'Coding Contest': '/competitions/coding-contests',
  'Project Competition': '/competitions/projectcompetitions',
};

export const COMPETITION_DETAIL_ROUTE: Record<CompetitionCategory, string> = {
  Hackathon: '/competitions/hackathondetails',
  'Coding Contest': '/competitions/codingdetails',
  'Project Competition': '/competitions/projectcompetitiondetails',
};

export const ACHIEVEMENT_LIST_ROUTE: Record<AchievementCategory, string> = {
  'Research Publication': '/achievements/research',
  'Open Source': '/achievements/open-source',
  'Higher Studies': '/achievements/higher-studies',
  'Global Certification': '/achievements/global-certification',
};

export const ACHIEVEMENT_DETAIL_ROUTE: Record<AchievementCategory, string> = {
  'Research Publication': '/achievements/research-publication-details',
  'Open Source': '/achievements/opensource-details',
  'Higher Studies': '/achievements/higherstudies-details',
  'Global Certification': '/achievements/certification-details',
};

/** The spec spells these lists with a capital; the menu links them in lower case. Both are served. */
export const PLACEMENT_LIST_ROUTES: Record<PlacementCategory, { canonical: string; aliases: string[] }> = {
  Placement: { canonical: '/placements-internships/placements', aliases: ['/placements-internships/Placements'] },
  Internship: { canonical: '/placements-internships/internships', aliases: ['/placements-internships/Internships'] },
};

export const PLACEMENT_DETAIL_ROUTE: Record<PlacementCategory, string> = {
  Placement: '/placements-internships/placementDetails',
  Internship: '/placements-internships/internshipDetails',
};

export const ALUMNI_LIST_ROUTE = '/StarAlumni/star-alumni';
export const ALUMNI_DETAIL_ROUTE = '/StarAlumni/star-alumni-details';

export const HOME_ROUTE = '/';
export const ABOUT_ROUTE = '/about';
export const LOGIN_ROUTE = '/login';

/** The four nomination forms (signed-in only): the menu's spelling, and the other spellings both specs give. */
export const NOMINATION_ROUTES = {
  project: { canonical: '/projects/nominateprojects', aliases: ['/projects/nominate'] },
  competition: { canonical: '/competitions/nominatecompetitions', aliases: [] },
  achievement: { canonical: '/achievements/nominate-achievements', aliases: [] },
  placement: { canonical: '/placements-internships/nominateinternships', aliases: ['/placements-internships/NominateInternships'] },
} as const satisfies Record<string, { canonical: string; aliases: readonly string[] }>;

export type NominationForm = keyof typeof NOMINATION_ROUTES;

export const MY_NOMINATIONS_ROUTE = '/projects/my-nominations';

/** The footer's Privacy Policy, Terms of Use and Sitemap links. */
export const LEGAL_ROUTES = { privacy: '/privacy', terms: '/terms', sitemap: '/sitemap.xml' } as const;

/** The five areas of the site: their name, the collection behind them, their lists and their feed. */
export const AREAS = [
  { key: 'projects', label: 'Projects', lists: Object.values(PROJECT_LIST_ROUTE), feed: '/projects/rss.xml' },
  { key: 'competitions', label: 'Competitions', lists: Object.values(COMPETITION_LIST_ROUTE), feed: '/competitions/rss.xml' },
  { key: 'achievements', label: 'Achievements', lists: Object.values(ACHIEVEMENT_LIST_ROUTE), feed: '/achievements/rss.xml' },
  {
    key: 'placements',
    label: 'Placements & Internships',
    lists: Object.values(PLACEMENT_LIST_ROUTES).map((routes) => routes.canonical),
    feed: '/placements-internships/rss.xml',
  },
  { key: 'alumni', label: 'Star Alumni', lists: [ALUMNI_LIST_ROUTE], feed: '/StarAlumni/rss.xml' },
] as const;

export type AreaKey = (typeof AREAS)[number]['key'];
export type Area = (typeof AREAS)[number];

/** The feed of every area together. */
export const SITE_FEED = '/rss.xml';

export function areaOf(key: AreaKey): Area {
  return AREAS.find((area) => area.key === key)!;
}

/** An area's feed, as the layout announces it. */
export function areaFeed(key: AreaKey): { href: string; title: string } {
  const area = areaOf(key);
  return { href: area.feed, title: area.label };
}

/** `{base}/{id}` with the id encoded as one path segment. */
export function detailHref(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** The areas whose detail pages the 404 page can render for entries newer than the build. */
export type DetailArea = 'project' | 'competition' | 'achievement' | 'placement' | 'alumni';

export interface DetailRouteMatch {
  area: DetailArea;
  /** The category the route stands for (alumni: 'Alumni'). */
  category: string;
  id: string;
  /** The route's prefix (one of DETAIL_ROUTE_BASES). */
  base: string;
}

const DETAIL_BASES: Array<{ area: DetailArea; category: string; base: string }> = [
  ...Object.entries(PROJECT_DETAIL_ROUTE).map(([category, base]) => ({ area: 'project' as const, category, base })),
  ...Object.entries(COMPETITION_DETAIL_ROUTE).map(([category, base]) => ({ area: 'competition' as const, category, base })),
  ...Object.entries(ACHIEVEMENT_DETAIL_ROUTE).map(([category, base]) => ({ area: 'achievement' as const, category, base })),
  ...Object.entries(PLACEMENT_DETAIL_ROUTE).map(([category, base]) => ({ area: 'placement' as const, category, base })),
  { area: 'alumni', category: 'Alumni', base: ALUMNI_DETAIL_ROUTE },
];

/** The route prefix of every kind of detail page. */
export const DETAIL_ROUTE_BASES: string[] = DETAIL_BASES.map(({ base }) => base);

/** Recognises a detail URL (`/projects/industrydetails/PRJ-1`, with or without a trailing slash). */
export function matchDetailRoute(pathname: string): DetailRouteMatch | null {
  const trimmed = pathname.replace(/\/+$/, '');
  for (const { area, category, base } of DETAIL_BASES) {
    if (!trimmed.startsWith(`${base}/`)) continue;
    const rest = trimmed.slice(base.length + 1);
    if (!rest || rest.includes('/')) return null;
    try {
      return { area, category, id: decodeURIComponent(rest), base };
    } catch {
      return null;
    }
  }
  return null;
}
