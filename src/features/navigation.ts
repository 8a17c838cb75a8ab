/**
 * The top bar's and footer's links (spec 1, section 2): the areas' menus from
 * the area table (./areas.ts), the site's own pages from `routes.ts`, and the
 * footer's words. Links are absolute paths.
 */
import { isGroup, type NavEntry, type NavGroup, type NavLink } from '#components/nav-links.ts';
import { AREA, AREAS, listRoute, type Area } from './areas.ts';
import { ABOUT_ROUTE, HOME_ROUTE, LEGAL_ROUTES, MY_NOMINATIONS_ROUTE } from './routes.ts';
import { SEARCH_PATH } from './search/url-state.ts';

/** An area's lists in the menu's order, by their menu words. */
export function menuLinks(area: Area): NavLink[] {
  return Object.entries(area.menu).map(([category, label]) => ({ label, href: listRoute(area, category) }));
}

/** An area in the menu: a group of its lists and its nomination form, or the link to its one list. */
function menuEntry(area: Area): NavEntry {
  const links = menuLinks(area);
  if (!area.nominate && links.length === 1) return { label: area.label, href: links[0]!.href };
  const group: NavGroup = { label: area.label, items: links };
  if (area.nominate) group.items.push({ label: area.nominate.label, href: area.nominate.routes.canonical });
  return group;
}

export const NAVIGATION: NavEntry[] = [
  { label: 'Home', href: HOME_ROUTE },
  ...AREAS.map(menuEntry),
  { label: 'About', href: ABOUT_ROUTE },
];

/** Every path the top bar links to, and the search page (which has its own search box). */
const TOP_BAR_PATHS = new Set([
  SEARCH_PATH,
  ...NAVIGATION.flatMap((entry) => (isGroup(entry) ? entry.items.map((item) => item.href) : [entry.href])),
]);

/**
 * The path the top bar is given for a page: the page's own where the bar marks
 * it (a menu link to it, or the search page), else '' (a detail page, a list's
 * second page): the bar looks the same on all of those, so they are given
 * the same props.
 */
export function topBarPath(path: string): string {
  return TOP_BAR_PATHS.has(path) ? path : '';
}

// The footer's picks among the lists, in the spec's words and order.
export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Hackathons', href: listRoute(AREA.competitions, 'Hackathon') },
  { label: 'Coding Contests', href: listRoute(AREA.competitions, 'Coding Contest') },
  { label: 'Open Source', href: listRoute(AREA.achievements, 'Open Source') },
  { label: 'Placements', href: listRoute(AREA.placements, 'Placement') },
];

export const FOOTER_RESOURCES: NavLink[] = [
  { label: 'Industry Projects', href: listRoute(AREA.projects, 'Industry') },
  { label: 'Research Projects', href: listRoute(AREA.projects, 'Research') },
  { label: 'Star Alumni', href: listRoute(AREA.alumni, 'Alumni') },
  { label: 'Startup', href: listRoute(AREA.projects, 'Start-Up') },
];

export const FOOTER_LEGAL: NavLink[] = [
  { label: 'Privacy Policy', href: LEGAL_ROUTES.privacy },
  { label: 'Terms of Use', href: LEGAL_ROUTES.terms },
  { label: 'Sitemap', href: LEGAL_ROUTES.sitemap },
];

export const MY_NOMINATIONS: NavLink = { label: 'My Project Nominations', href: MY_NOMINATIONS_ROUTE };
