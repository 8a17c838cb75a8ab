/**
 * The areas of the site, declared once: what each is called, the backend's
 * calls for its approved entries, its lists and their routes, its detail
 * routes, its feed, its menu and its nomination form. The rebuild's fetch and
 * verify, the build's records, the list and detail pages, the sitemap,
 * search, the feeds, the 404 page's entries newer than the build, and the
 * top bar all read this table.
 *
 * What is an area's own lives in its folder, `src/features/<key>/`, under
 * three names the table's key finds: `record.ts` (the contract's schema of its
 * records and which list a record belongs on: ./catalog/area-modules.ts),
 * `views.ts` (its list words, cards, search document and detail view, at
 * build time: ./catalog/area-modules.ts) and `fresh.tsx` (its detail view for
 * the 404 page: ./fresh/registry.ts). They are found by key rather than
 * imported here, so this table stays light: the top bar imports it in the
 * browser.
 *
 * Orders: `categories` is the order of the backend's lists (the snapshot,
 * search and the feeds); `lists` the order of the sitemap; `menu` the top bar's.
 */
import type { ApprovedCalls } from '#api/approved.ts';
import {
  ACHIEVEMENT_CATEGORIES,
  COMPETITION_CATEGORIES,
  PLACEMENT_CATEGORIES,
  PROJECT_CATEGORIES,
} from '#api/enums.ts';
import type { AchievementCategory, CompetitionCategory, PlacementCategory, ProjectCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { ALUMNI_LOADING } from './alumni/texts.ts';
import { COMPETITION_LOADING } from './competitions/texts.ts';
import { PLACEMENT_LOADING } from './placements/texts.ts';
import { PROJECT_LOADING } from './projects/texts.ts';

/** Every area's records are keyed by their nomination id: their detail page, their place in the snapshot. */
export interface CatalogRecord {
  nominationId: string;
}

export const recordId = (record: CatalogRecord): string => record.nominationId;

/** A list's route (its first page), then the other spellings served as its twins. */
type ListRoutes = readonly [canonical: string, ...aliases: string[]];

/** A page reached from the menu under more than one spelling: the menu's, then the others. */
interface Routes {
  canonical: string;
  aliases: readonly string[];
}

/** One row of the table: an area whose records are `R`, listed by category `C`. */
export interface AreaRow<K extends string, R extends CatalogRecord, C extends string> {
  /** Its name: the key of its records in the snapshot and the build, and its folder under src/features. */
  key: K;
  /** What the feeds, search's area facet, the menu and the search page call it. */
  label: string;
  /** Its lists, one approved list of the backend each, in the backend's order. */
  categories: readonly C[];
  /** The backend's calls for its approved entries (spec section 7; what they say when they fail is its record.ts's). */
  api: ApprovedCalls<C>;
  /** Each list's routes (page n of a list at `{route}/n`), in the sitemap's order. */
  lists: Record<C, ListRoutes>;
  /** Each category's detail route: an entry's page is `{route}/{nominationId}`. */
  details: Record<C, string>;
  /** Its RSS feed. */
  feed: string;
  /**
   * The menu's words for each list, in the menu's order: a group named by `label` (followed by the
   * nomination form), or, for an area of one list without a form, a link named by `label`.
   */
  menu: Record<C, string>;
  /** Its nomination form: the menu's words, and its routes. */
  nominate?: { label: string; routes: Routes };
  /** What the 404 page says while it fetches an entry of `category` newer than the build. */
  loading(category: C): string;
  /** Never set: the type of its records. */
  readonly records?: R;
}

/** Any row, for code that treats every area alike. */
export type Area = AreaRow<AreaKey, CatalogRecord, string>;

const projects = {
  key: 'projects',
  label: 'Projects',
  categories: PROJECT_CATEGORIES,
  api: {
    lists: {
      Industry: '/api/project-nominations/approved/industry',
      'In-House': '/api/project-nominations/approved/in-house',
      Research: '/api/project-nominations/approved/research',
      'Start-Up': '/api/project-nominations/approved/start-up',
    },
    detail: '/api/project-nominations/approved',
    best: '/api/project-nominations/approved/best',
  },
  lists: {
    Industry: ['/projects/industry'],
    'In-House': ['/projects/in-house'],
    Research: ['/projects/research'],
    'Start-Up': ['/projects/startup'],
  },
  details: {
    Industry: '/projects/industrydetails',
    'In-House': '/projects/in-housedetails',
    Research: '/projects/researchdetails',
    'Start-Up': '/projects/start-updetails',
  },
  feed: '/projects/rss.xml',
  menu: {
    'In-House': 'In-House Projects',
    Industry: 'Industry Projects',
    Research: 'Research Projects',
    'Start-Up': 'Start-Up Projects',
  },
  nominate: {
    label: 'Nominate Yourself for Best Projects',
    routes: { canonical: '/projects/nominateprojects', aliases: ['/projects/nominate'] },
  },
  loading: () => PROJECT_LOADING,
} satisfies AreaRow<'projects', Project, ProjectCategory>;

const competitions = {
  key: 'competitions',
  label: 'Competitions',
  categories: COMPETITION_CATEGORIES,
  api: {
    lists: {
      Hackathon: '/api/competition-nominations/approved/hackathons',
      'Coding Contest': '/api/competition-nominations/approved/coding-contests',
      'Project Competition': '/api/competition-nominations/approved/project-competitions',
    },
    detail: '/api/competition-nominations/approved',
    best: '/api/competition-nominations/approved/best',
  },
  lists: {
    Hackathon: ['/competitions/hackathons'],
    'Coding Contest': ['/competitions/coding-contests'],
    'Project Competition': ['/competitions/projectcompetitions'],
  },
  details: {
    Hackathon: '/competitions/hackathondetails',
    'Coding Contest': '/competitions/codingdetails',
    'Project Competition': '/competitions/projectcompetitiondetails',
  },
  feed: '/competitions/rss.xml',
  menu: { Hackathon: 'Hackathons', 'Coding Contest': 'Coding Contests', 'Project Competition': 'Project Competitions' },
  nominate: {
    label: 'Nominate a Competition',
    routes: { canonical: '/competitions/nominatecompetitions', aliases: [] },
  },
  loading: () => COMPETITION_LOADING,
} satisfies AreaRow<'competitions', Competition, CompetitionCategory>;

const achievements = {
  key: 'achievements',
  label: 'Achievements',
  categories: ACHIEVEMENT_CATEGORIES,
  api: {
    lists: {
      'Research Publication': '/api/achievement-nominations/approved/research-publication',
      'Open Source': '/api/achievement-nominations/approved/open-source',
      'Higher Studies': '/api/achievement-nominations/approved/higher-studies',
      'Global Certification': '/api/achievement-nominations/approved/global-certification',
    },
    detail: '/api/achievement-nominations/approved',
  },
  lists: {
    'Research Publication': ['/achievements/research'],
    'Open Source': ['/achievements/open-source'],
    'Higher Studies': ['/achievements/higher-studies'],
    'Global Certification': ['/achievements/global-certification'],
  },
  details: {
    'Research Publication': '/achievements/research-publication-details',
    'Open Source': '/achievements/opensource-details',
    'Higher Studies': '/achievements/higherstudies-details',
    'Global Certification': '/achievements/certification-details',
  },
  feed: '/achievements/rss.xml',
  menu: {
    'Research Publication': 'Research Publications',
    'Open Source': 'Open Source',
    'Higher Studies': 'Higher Studies',
    'Global Certification': 'Global Certifications',
  },
  nominate: {
    label: 'Submit an Achievement',
    routes: { canonical: '/achievements/nominate-achievements', aliases: [] },
  },
  // One text for the four routes, as the 404 page has always said.
  loading: () => 'Loading achievement details...',
} satisfies AreaRow<'achievements', Achievement, AchievementCategory>;

const placements = {
  key: 'placements',
  label: 'Placements & Internships',
  categories: PLACEMENT_CATEGORIES,
  api: {
    lists: {
      Placement: '/api/placement-nominations/approved/placement',
      Internship: '/api/placement-nominations/approved/internship',
    },
    detail: '/api/placement-nominations/approved',
    best: '/api/placement-nominations/approved/best',
  },
  // The spec spells these lists with a capital; the menu links them in lower case. Both are served.
  lists: {
    Placement: ['/placements-internships/placements', '/placements-internships/Placements'],
    Internship: ['/placements-internships/internships', '/placements-internships/Internships'],
  },
  details: {
    Placement: '/placements-internships/placementDetails',
    Internship: '/placements-internships/internshipDetails',
  },
  feed: '/placements-internships/rss.xml',
  menu: { Placement: 'Placements', Internship: 'Internships' },
  nominate: {
    label: 'Nominate an Internship / Placement',
    routes: {
      canonical: '/placements-internships/nominateinternships',
      aliases: ['/placements-internships/NominateInternships'],
    },
  },
  loading: (category) => PLACEMENT_LOADING[category],
} satisfies AreaRow<'placements', Placement, PlacementCategory>;

const alumni = {
  key: 'alumni',
  label: 'Star Alumni',
  categories: ['Alumni'],
  api: {
    lists: { Alumni: '/api/alumni/approved' },
    detail: '/api/alumni/approved',
  },
  lists: { Alumni: ['/StarAlumni/star-alumni'] },
  details: { Alumni: '/StarAlumni/star-alumni-details' },
  feed: '/StarAlumni/rss.xml',
  menu: { Alumni: 'Star Alumni' },
  loading: () => ALUMNI_LOADING,
} satisfies AreaRow<'alumni', Alumni, 'Alumni'>;

/** Each area by its key. */
export const AREA = { projects, competitions, achievements, placements, alumni };

export type AreaKey = keyof typeof AREA;

/** The areas in the site's order: the menu's, the snapshot's, search's and the feeds'. */
export const AREAS: readonly Area[] = Object.values(AREA);

export function areaOf(key: AreaKey): Area {
  return AREA[key];
}

/** The canonical route of a list's first page. */
export function listRoute<C extends string>(area: AreaRow<string, CatalogRecord, C>, category: C): string {
  return area.lists[category][0];
}

/** `{base}/{id}` with the id encoded as one path segment. */
export function detailHref(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** An entry's detail page. */
export function entryHref<C extends string>(area: AreaRow<string, CatalogRecord, C>, category: C, id: string): string {
  return detailHref(area.details[category], id);
}

/** An area's feed, as the layout announces it. */
export function areaFeed(key: AreaKey): { href: string; title: string } {
  const area = AREA[key];
  return { href: area.feed, title: area.label };
}

/** A detail URL as the 404 page and the publish path recognise it. */
export interface DetailRouteMatch {
  area: Area;
  /** The category the route stands for (alumni: 'Alumni'). */
  category: string;
  id: string;
  /** The route's prefix (one of DETAIL_ROUTE_BASES). */
  base: string;
}

const DETAIL_BASES = AREAS.flatMap((area) =>
  Object.entries(area.details).map(([category, base]) => ({ area, category, base })),
);

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
