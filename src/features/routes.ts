/**
 * The site's own routes, and the areas' detail routes as the 404 page and the
 * publish path recognise them. Each area's lists and detail pages are
 * declared in its row of the area table (./areas.ts).
 */
import { AREAS, type Area } from './areas.ts';

export const HOME_ROUTE = '/';
export const ABOUT_ROUTE = '/about';
export const LOGIN_ROUTE = '/login';

export const MY_NOMINATIONS_ROUTE = '/projects/my-nominations';

/** The footer's Privacy Policy, Terms of Use and Sitemap links. */
export const LEGAL_ROUTES = { privacy: '/privacy', terms: '/terms', sitemap: '/sitemap.xml' } as const;

/** The feed of every area together. */
export const SITE_FEED = '/rss.xml';

export interface DetailRouteMatch {
  area: Area;
  /** The category the route stands for (alumni: 'Alumni'). */
  category: string;
  id: string;
  /** The route's prefix (one of DETAIL_ROUTE_BASES). */
  base: string;
}

const DETAIL_BASES = AREAS.flatMap((area) => Object.entries(area.details).map(([category, base]) => ({ area, category, base })));

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
