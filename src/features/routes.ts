/**
 * The site's own routes. Each area's lists and detail pages are declared in
 * its row of the area table (./areas.ts), which also recognises a detail URL.
 */

export const HOME_ROUTE = '/';
export const ABOUT_ROUTE = '/about';
export const LOGIN_ROUTE = '/login';

export const MY_NOMINATIONS_ROUTE = '/projects/my-nominations';

/** The footer's Privacy Policy, Terms of Use and Sitemap links. */
export const LEGAL_ROUTES = { privacy: '/privacy', terms: '/terms', sitemap: '/sitemap.xml' } as const;

/** The feed of every area together. */
export const SITE_FEED = '/rss.xml';
