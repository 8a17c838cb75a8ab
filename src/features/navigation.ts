/**
 * The top bar's and footer's links (spec 1, section 2), built from the routes
 * in `routes.ts`: only the menu's words live here. Links are absolute paths.
 */
import { isGroup, type NavEntry, type NavGroup, type NavLink } from '#components/nav-links.ts';
import {
  ABOUT_ROUTE,
  ACHIEVEMENT_LIST_ROUTE,
  ALUMNI_LIST_ROUTE,
  COMPETITION_LIST_ROUTE,
  HOME_ROUTE,
  LEGAL_ROUTES,
  MY_NOMINATIONS_ROUTE,
  NOMINATION_ROUTES,
  PLACEMENT_LIST_ROUTES,
  PROJECT_LIST_ROUTE,
} from './routes.ts';
import { SEARCH_PATH } from './search/url-state.ts';

/** A menu group: the lists in the order of `labels`, then the area's nomination form. */
function group<C extends string>(label: string, routes: Record<C, string>, labels: Record<C, string>, nominate: NavLink): NavGroup {
  const items = (Object.keys(labels) as C[]).map((category) => ({ label: labels[category], href: routes[category] }));
  return { label, items: [...items, nominate] };
}

const PLACEMENT_LIST_ROUTE = {
  Placement: PLACEMENT_LIST_ROUTES.Placement.canonical,
  Internship: PLACEMENT_LIST_ROUTES.Internship.canonical,
};

export const NAVIGATION: NavEntry[] = [
  { label: 'Home', href: HOME_ROUTE },
  group(
    'Projects',
    PROJECT_LIST_ROUTE,
    { 'In-House': 'In-House Projects', Industry: 'Industry Projects', Research: 'Research Projects', 'Start-Up': 'Start-Up Projects' },
    { label: 'Nominate Yourself for Best Projects', href: NOMINATION_ROUTES.project.canonical },
  ),
  group(
    'Competitions',
    COMPETITION_LIST_ROUTE,
    { Hackathon: 'Hackathons', 'Coding Contest': 'Coding Contests', 'Project Competition': 'Project Competitions' },
    { label: 'Nominate a Competition', href: NOMINATION_ROUTES.competition.canonical },
  ),
  group(
    'Achievements',
    ACHIEVEMENT_LIST_ROUTE,
    {
      'Research Publication': 'Research Publications',
      'Open Source': 'Open Source',
      'Higher Studies': 'Higher Studies',
      'Global Certification': 'Global Certifications',
    },
    { label: 'Submit an Achievement', href: NOMINATION_ROUTES.achievement.canonical },
  ),
  group(
    'Placements & Internships',
    PLACEMENT_LIST_ROUTE,
    { Placement: 'Placements', Internship: 'Internships' },
    { label: 'Nominate an Internship / Placement', href: NOMINATION_ROUTES.placement.canonical },
  ),
  { label: 'Star Alumni', href: ALUMNI_LIST_ROUTE },
  { label: 'About', href: ABOUT_ROUTE },
];

/** Every path the top bar links to, and the search page (which has its own search box). */
const TOP_BAR_PATHS = new Set([SEARCH_PATH, ...NAVIGATION.flatMap((entry) => (isGroup(entry) ? entry.items.map((item) => item.href) : [entry.href]))]);

/**
 * The path the top bar is given for a page: the page's own where the bar marks
 * it (a menu link to it, or the search page), else '' (a detail page, a list's
 * second page): the bar looks the same on all of those, so they share one
 * rendering (integrations/react-renderer/server.ts) and one set of props.
 */
export function topBarPath(path: string): string {
  return TOP_BAR_PATHS.has(path) ? path : '';
}

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Hackathons', href: COMPETITION_LIST_ROUTE.Hackathon },
  { label: 'Coding Contests', href: COMPETITION_LIST_ROUTE['Coding Contest'] },
  { label: 'Open Source', href: ACHIEVEMENT_LIST_ROUTE['Open Source'] },
  { label: 'Placements', href: PLACEMENT_LIST_ROUTE.Placement },
];

export const FOOTER_RESOURCES: NavLink[] = [
  { label: 'Industry Projects', href: PROJECT_LIST_ROUTE.Industry },
  { label: 'Research Projects', href: PROJECT_LIST_ROUTE.Research },
  { label: 'Star Alumni', href: ALUMNI_LIST_ROUTE },
  { label: 'Startup', href: PROJECT_LIST_ROUTE['Start-Up'] },
];

export const FOOTER_LEGAL: NavLink[] = [
  { label: 'Privacy Policy', href: LEGAL_ROUTES.privacy },
  { label: 'Terms of Use', href: LEGAL_ROUTES.terms },
  { label: 'Sitemap', href: LEGAL_ROUTES.sitemap },
];

export const MY_NOMINATIONS: NavLink = { label: 'My Project Nominations', href: MY_NOMINATIONS_ROUTE };
